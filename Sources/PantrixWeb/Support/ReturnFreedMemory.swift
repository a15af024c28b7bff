#if canImport(Glibc)
import Glibc
#endif

/// glibc's `malloc_trim`: hands the free pages of every malloc arena back to the system. After a
/// burst of temporary allocations (loading the cook-now index reads every recipe's lines) the
/// freed memory would otherwise stay counted in the server's resident size. Looked up at run
/// time, since Swift's Glibc module does not export `malloc.h`; a no-op where it is missing.
enum ReturnFreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
        #else
        return nil
        #endif
    }()

    static func now() {
        _ = trim?(0)
    }
}
