/// An array kept in chunks of 4,096 elements that copies share: changing or appending an element
/// of a copy copies that one chunk (16 KB of `Int32`), not the whole array. The cook-now index's
/// per-recipe arrays that change in place (favourite counts, the slot of each recipe id) are
/// copied for the next index on every save or favourite, while the index readers hold keeps them:
/// whole, that was 4 MB each at a million recipes, every time.
package struct ChunkedArray<Element: BitwiseCopyable & Sendable>: RandomAccessCollection, Sendable {
    private final class Chunk: @unchecked Sendable {
        // Changed only while uniquely referenced (copy on write by hand, below).
        var values: [Element]

        init(_ values: [Element]) {
            self.values = values
            self.values.reserveCapacity(ChunkedArray.chunkSize)
        }
    }

    private static var shift: Int { 12 }
    static var chunkSize: Int { 1 << shift }
    private var chunks: [Chunk] = []
    package private(set) var count = 0

    package init() {}

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index out of range")
            return chunks[position >> Self.shift].values[position & (Self.chunkSize - 1)]
        }
        set {
            precondition(position >= 0 && position < count, "index out of range")
            let chunk = position >> Self.shift
            makeUnique(chunk)
            chunks[chunk].values[position & (Self.chunkSize - 1)] = newValue
        }
    }

    package mutating func append(_ value: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            chunks.append(Chunk([]))
        } else {
            makeUnique(chunks.count - 1)
        }
        chunks[chunks.count - 1].values.append(value)
        count += 1
    }

    package mutating func append(repeating value: Element, count more: Int) {
        for _ in 0..<more { append(value) }
    }

    package mutating func reserveCapacity(_ capacity: Int) {
        chunks.reserveCapacity((capacity + Self.chunkSize - 1) / Self.chunkSize)
    }

    /// The bytes its chunks hold (shared with its copies).
    package var bytes: Int { chunks.count * Self.chunkSize * MemoryLayout<Element>.stride }

    /// How many of its chunks are the same as `other`'s (for tests: a save must copy only one).
    func sharedChunks(with other: Self) -> Int {
        zip(chunks, other.chunks).count { $0 === $1 }
    }

    private mutating func makeUnique(_ chunk: Int) {
        if !isKnownUniquelyReferenced(&chunks[chunk]) { chunks[chunk] = Chunk(chunks[chunk].values) }
    }
}
