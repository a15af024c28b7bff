import Synchronization
#if canImport(Glibc)
import Glibc
#endif

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
        /// Bytes mapped from the system for this buffer alone (large buffers), 0 when from malloc.
        let mappedBytes: Int

        /// From this size up, a buffer is mapped pages of its own: the room not yet written
        /// costs no memory (a page is only counted once touched), and the pages go back to the
        /// system when the buffer goes, instead of staying in a malloc arena.
        static var mappedFrom: Int { 256 << 10 }

        init(capacity: Int, used: Int = 0) {
            self.capacity = capacity
            self.used = Atomic(used)
            let bytes = Swift.max(capacity, 1) * MemoryLayout<Element>.stride
            #if canImport(Glibc)
            if bytes >= Self.mappedFrom,
               let pages = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), pages != MAP_FAILED {
                base = pages.bindMemory(to: Element.self, capacity: Swift.max(capacity, 1))
                mappedBytes = bytes
                return
            }
            #endif
            base = .allocate(capacity: Swift.max(capacity, 1))
            mappedBytes = 0
        }

        deinit {
            #if canImport(Glibc)
            if mappedBytes > 0 {
                munmap(UnsafeMutableRawPointer(base), mappedBytes)
                return
            }
            #endif
            base.deallocate()
        }
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

    /// The memory its buffer holds (shared with its copies): a mapped buffer's room not yet
    /// written is not counted, as the system does not count it.
    package var bytes: Int { (buffer.mappedBytes > 0 ? count : buffer.capacity) * MemoryLayout<Element>.stride }

    /// Elements it can hold before an append moves it.
    var capacity: Int { buffer.capacity }

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
            move(toCapacity: Swift.max(needed, Self.withRoom(count)))
            buffer.used.store(needed, ordering: .releasing)
        }
        var place = buffer.base + count
        for element in elements {
            place.initialize(to: element)
            place += 1
        }
        count = needed
    }

    /// `count` elements and room for an eighth more (at least 1,024), not double: the index is
    /// most of the server's memory, and appends after a full load are few.
    static func withRoom(_ count: Int) -> Int { count + Swift.max(count / 8, 1_024) }

    /// Keeps room for exactly the elements there are (after a load, which grew as it went),
    /// unless the buffer is mapped: its room is pages not yet written, which cost nothing, and
    /// keeping it spares the next appends a move.
    package mutating func trim() {
        if buffer.mappedBytes == 0, buffer.capacity > count { move(toCapacity: count) }
    }

    /// Makes room for `capacity` elements without moving again, in a buffer of this array's own.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity > buffer.capacity { move(toCapacity: capacity) }
    }

    /// Makes room for `capacity` elements and the room appends after them get (`withRoom`), so
    /// the first save after a load appends in place instead of moving the whole array.
    package mutating func reserveCapacityWithRoom(_ capacity: Int) {
        reserveCapacity(Self.withRoom(capacity))
    }

    /// Into a buffer of its own holding this array's elements, and used by it alone.
    private mutating func move(toCapacity capacity: Int) {
        let fresh = Buffer(capacity: capacity, used: count)
        fresh.base.initialize(from: buffer.base, count: count)
        buffer = fresh
    }
}
