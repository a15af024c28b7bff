import Hummingbird
import Synchronization

/// Signed-out pages and hashed static files as they were sent (headers and bytes, compressed or
/// not), least recently used first out, bounded in bytes. Everything goes at once when the data
/// changes (`invalidate`, called on every committed write), and an entry is fresh for `lifetime`,
/// so whatever a page works out from the clock is at most that behind (twice that while one
/// request makes it again).
final class PageCache: Sendable {
    /// What a kept answer is kept under: the address with its query, and whether it is gzipped.
    struct Key: Hashable, Sendable {
        let uri: String
        let gzip: Bool
    }

    struct Page: Sendable {
        let headers: HTTPFields
        let body: ByteBuffer
        /// The route that made it, for the metrics of a page answered from here.
        let endpoint: String?
    }

    enum Lookup: Sendable {
        case kept(Page)
        /// Make the page and hand it to `finish`, whatever happens.
        case make(Making)
    }

    /// A page this request makes: under which key, from which data, and whether others wait for it.
    struct Making: Sendable {
        let key: Key
        let generation: UInt64
        fileprivate let flight: Flight?
    }

    /// One page being made from one generation of the data (after a write, a new one starts).
    fileprivate struct Flight: Hashable, Sendable {
        let key: Key
        let generation: UInt64
    }

    private enum Claim {
        case kept(Page)
        case lead(Flight)
        case wait(Flight)
    }

    let limitBytes: Int
    let maxPageBytes: Int
    let lifetime: Duration
    private let state: Mutex<State>

    init(limitBytes: Int = 8 << 20, maxPageBytes: Int = 256 << 10, lifetime: Duration = .seconds(10)) {
        self.limitBytes = limitBytes
        self.maxPageBytes = maxPageBytes
        self.lifetime = lifetime
        self.state = Mutex(State())
    }

    /// Taken before a page is made and handed back with it: a write in between means the page may
    /// show what was there before, so it is not kept.
    var generation: UInt64 { state.withLock { $0.generation } }

    func get(_ key: Key, now: ContinuousClock.Instant = .now) -> Page? {
        state.withLock { $0.kept(key, now: now, lifetime: lifetime) }
    }

    /// What a request finds for its page: the kept one, or the go-ahead to make it. A page not
    /// kept is made by one request at a time: the others asking for it meanwhile wait and get the
    /// one it makes (unless it turns out not to be a page to keep; then each makes its own).
    func lookup(_ key: Key, now: ContinuousClock.Instant = .now) async -> Lookup {
        let claim: Claim = state.withLock { state in
            if let page = state.kept(key, now: now, lifetime: lifetime) { return .kept(page) }
            let flight = Flight(key: key, generation: state.generation)
            if state.flights[flight] != nil { return .wait(flight) }
            state.flights[flight] = []
            return .lead(flight)
        }
        switch claim {
        case .kept(let page):
            return .kept(page)
        case .lead(let flight):
            return .make(Making(key: key, generation: flight.generation, flight: flight))
        case .wait(let flight):
            if let page = await wait(for: flight) ?? get(key) { return .kept(page) }
            return .make(Making(key: key, generation: flight.generation, flight: nil))
        }
    }

    /// Hands back what a `.make` lookup made: kept if it is a page to keep (`page` nil if not,
    /// or if making it failed), and given to the requests that waited for it.
    func finish(_ making: Making, with page: Page?, now: ContinuousClock.Instant = .now) {
        if let page { put(making.key, page, generation: making.generation, now: now) }
        guard let flight = making.flight else { return }
        let waiters = state.withLock { $0.flights.removeValue(forKey: flight) ?? [] }
        for waiter in waiters { waiter.resume(returning: page) }
    }

    /// The page the request making it hands over; nil if it has already finished.
    private func wait(for flight: Flight) async -> Page? {
        await withCheckedContinuation { continuation in
            let joined = state.withLock { state -> Bool in
                guard state.flights[flight] != nil else { return false }
                state.flights[flight]?.append(continuation)
                return true
            }
            if !joined { continuation.resume(returning: nil) }
        }
    }

    func put(_ key: Key, _ page: Page, generation: UInt64, now: ContinuousClock.Instant = .now) {
        guard page.body.readableBytes + key.uri.utf8.count <= maxPageBytes else { return }
        // The bytes may sit in a much larger buffer (gzip's output, a rounded-up allocation):
        // keep a copy no more than twice their size, and count the memory held, not the bytes.
        var page = page
        if page.body.storageCapacity > 2 * page.body.readableBytes {
            page = Page(headers: page.headers, body: ByteBuffer(bytes: page.body.readableBytesView), endpoint: page.endpoint)
        }
        let size = page.body.storageCapacity + key.uri.utf8.count
        state.withLock { state in
            guard state.generation == generation else { return }
            if let old = state.index[key] { state.remove(old) }
            state.insert(key, page, size: size, expires: now + lifetime)
            while state.bytes > limitBytes, state.tail >= 0 { state.remove(state.tail) }
        }
    }

    /// Drops every page: the next visitor gets one made from the data as it is now.
    func invalidate() {
        state.withLock { state in
            state.generation &+= 1
            state.removeAll()
        }
    }

    var count: Int { state.withLock { $0.index.count } }
    var bytes: Int { state.withLock { $0.bytes } }
}

extension PageCache {
    /// A doubly linked list threaded through an array (most recent at `head`) and a key index.
    fileprivate struct State {
        struct Slot {
            var key: Key
            var page: Page?
            var size: Int
            var expires: ContinuousClock.Instant
            /// Expired, and one request is making the page again.
            var refreshing = false
            var previous: Int
            var next: Int
        }

        var generation: UInt64 = 0
        /// Pages being made, and the requests waiting for each.
        var flights: [Flight: [CheckedContinuation<Page?, Never>]] = [:]
        var index: [Key: Int] = [:]
        var slots: [Slot] = []
        var free: [Int] = []
        var head = -1
        var tail = -1
        var bytes = 0

        /// The kept page, if fresh. An expired one is made again by the first request to ask (it
        /// gets nil); the others meanwhile keep getting the kept one (made from the same data:
        /// only what it works out from the clock may lag), for at most another lifetime.
        mutating func kept(_ key: Key, now: ContinuousClock.Instant, lifetime: Duration) -> Page? {
            guard let slot = index[key] else { return nil }
            if slots[slot].expires <= now {
                if now >= slots[slot].expires + lifetime {
                    remove(slot)
                    return nil
                }
                if !slots[slot].refreshing {
                    slots[slot].refreshing = true
                    return nil
                }
            }
            moveToFront(slot)
            return slots[slot].page
        }

        mutating func insert(_ key: Key, _ page: Page, size: Int, expires: ContinuousClock.Instant) {
            let slot = Slot(key: key, page: page, size: size, expires: expires, previous: -1, next: head)
            let position: Int
            if let reused = free.popLast() {
                slots[reused] = slot
                position = reused
            } else {
                slots.append(slot)
                position = slots.count - 1
            }
            if head >= 0 { slots[head].previous = position }
            head = position
            if tail < 0 { tail = position }
            index[key] = position
            bytes += size
        }

        mutating func remove(_ position: Int) {
            unlink(position)
            index[slots[position].key] = nil
            bytes -= slots[position].size
            slots[position].page = nil
            slots[position].key = Key(uri: "", gzip: false)
            free.append(position)
        }

        mutating func moveToFront(_ position: Int) {
            guard head != position else { return }
            unlink(position)
            slots[position].previous = -1
            slots[position].next = head
            if head >= 0 { slots[head].previous = position }
            head = position
            if tail < 0 { tail = position }
        }

        mutating func removeAll() {
            index.removeAll(keepingCapacity: true)
            slots.removeAll(keepingCapacity: true)
            free.removeAll(keepingCapacity: true)
            head = -1
            tail = -1
            bytes = 0
        }

        private mutating func unlink(_ position: Int) {
            let previous = slots[position].previous, next = slots[position].next
            if previous >= 0 { slots[previous].next = next } else { head = next }
            if next >= 0 { slots[next].previous = previous } else { tail = previous }
        }
    }
}
