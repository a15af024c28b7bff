import Synchronization

/// An array that only grows, whose copies share one buffer: a copy sees the elements that were
/// there when it was made, and appending to the newest copy writes after them in place. The
/// cook-now index keeps each snapshot's large arrays this way, so saving one recipe appends a
/// few elements instead of copying every array of a million recipes (hundreds of megabytes,
/// twice the index's memory for a moment) while readers rank from the snapshot before.
///
/// Safe because an element, once written, never changes, and a copy reads only below its own
/// count: an append claims the places after the buffer's last element atomically, and a copy
/// that is not the newest (its count is not the buffer's) copies into a buffer of its own first.
package struct AppendOnlyArray<Element: BitwiseCopyable>: RandomAccessCollection, Sendable {
    final class Buffer: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int
        /// Elements written so far, by whichever copy appended last.
        let used: Atomic<Int>

        init(capacity: Int, used: Int = 0) {
            self.capacity = capacity
            base = .allocate(capacity: Swift.max(capacity, 1))
            self.used = Atomic(used)
        }

        deinit { base.deallocate() }
    }

    private var buffer: Buffer
    package private(set) var count: Int

    package init(reservingCapacity capacity: Int = 0) {
        buffer = Buffer(capacity: capacity)
        count = 0
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return buffer.base[position]
    }

    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: buffer.base, count: count))
    }

    /// The bytes its buffer holds (shared with its copies).
    package var bytes: Int { buffer.capacity * MemoryLayout<Element>.stride }

    /// Whether the two arrays are copies of one buffer (for tests: a save must not copy the index).
    func sharesBuffer(with other: Self) -> Bool { buffer === other.buffer }

    package mutating func append(_ element: Element) {
        append(contentsOf: CollectionOfOne(element))
    }

    package mutating func append(contentsOf elements: some Collection<Element>) {
        let added = elements.count
        guard added > 0 else { return }
        let needed = count + added
        var claimed = false
        if needed <= buffer.capacity {
            claimed = buffer.used.compareExchange(expected: count, desired: needed, ordering: .acquiringAndReleasing).exchanged
        }
        if !claimed {
            // Room for an eighth more (at least 1,024), not double: the index is most of the
            // server's memory, and an append after a full load is rare.
            move(toCapacity: Swift.max(needed, count + Swift.max(count / 8, 1_024)))
            buffer.used.store(needed, ordering: .releasing)
        }
        var place = buffer.base + count
        for element in elements {
            place.initialize(to: element)
            place += 1
        }
        count = needed
    }

    /// Keeps room for exactly the elements there are (after a load, which grew as it went).
    package mutating func trim() {
        if buffer.capacity > count { move(toCapacity: count) }
    }

    /// Makes room for `capacity` elements without moving again, in a buffer of this array's own.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity > buffer.capacity { move(toCapacity: capacity) }
    }

    /// Into a buffer of its own holding this array's elements, and used by it alone.
    private mutating func move(toCapacity capacity: Int) {
        let fresh = Buffer(capacity: capacity, used: count)
        fresh.base.initialize(from: buffer.base, count: count)
        buffer = fresh
    }
}
