#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Compares how long a reader takes on inputs of 1×, 4× and 16× one size, within one run. A
/// linear reader gives about 16 for the last ratio, a quadratic one about 256: a bound of 48 tells
/// them apart without any absolute time. Times are the CPU time of the measuring thread, not the
/// clock on the wall, so other processes on a busy machine (a build, a CPU hog) don't enter them.
public enum GrowthTiming {
    public static let bound = 48.0
    /// Times below this are noise; a fast small run must not make the ratio look large.
    public static let floor: Duration = .milliseconds(2)

    /// t(16×) / t(1×), each the best of three runs.
    public static func ratio<Input>(_ make: (Int) -> Input, base: Int, _ run: (Input) -> Void) -> Double {
        let small = best(make(base), run), large = best(make(base * 16), run)
        _ = best(make(base * 4), run)
        return large / max(small, floor)
    }

    /// The CPU time `body` took on this thread (the work being timed runs on it, synchronously).
    public static func cpuTime(_ body: () -> Void) -> Duration {
        let start = threadCPUTime()
        body()
        return threadCPUTime() - start
    }

    private static func best<Input>(_ input: Input, _ run: (Input) -> Void) -> Duration {
        (0..<3).map { _ in cpuTime { run(input) } }.min()!
    }

    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
