/// 64-bit FNV-1a: a fast fingerprint of bytes, the same on every server and every start (static
/// file names, page ETags, the signature tying a picked food to its ingredient line).
package enum ContentHash {
    @inlinable package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        String(value(bytes), radix: 16)
    }

    @inlinable package static func value(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
