/// 64-bit FNV-1a: a fast fingerprint of bytes, the same on every server and every start (static
/// file names, page ETags, the signature tying a picked food to its ingredient line).
package enum ContentHash {
    @inlinable package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        String(value(bytes), radix: 16)
    }

    @inlinable package static func value(_ bytes: some Sequence<UInt8>) -> UInt64 {
        // Pages and files are contiguous: hash them as one buffer, a tight loop even where the
        // caller's type is not specialised across modules.
        if let hash = bytes.withContiguousStorageIfAvailable(value(buffer:)) { return hash }
        var hash = offsetBasis
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    @inlinable static func value(buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = offsetBasis
        for byte in buffer { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    @inlinable static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }
    @inlinable static var prime: UInt64 { 0x0000_0100_0000_01B3 }
}
