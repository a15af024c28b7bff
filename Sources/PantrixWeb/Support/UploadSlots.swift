import NIOConcurrencyHelpers

/// A fixed number of places for upload bodies being read and handled; `take` never waits.
final class UploadSlots: Sendable {
    /// Proof of a place taken, to give back once.
    struct Slot: Sendable {}

    private let free: NIOLockedValueBox<Int>

    init(_ count: Int) { free = NIOLockedValueBox(count) }

    func take() -> Slot? {
        free.withLockedValue { free in
            guard free > 0 else { return nil }
            free -= 1
            return Slot()
        }
    }

    func give(back _: Slot) { free.withLockedValue { $0 += 1 } }
}
