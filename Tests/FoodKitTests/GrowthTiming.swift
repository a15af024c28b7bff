import Foundation

/// Compares how long a reader takes on inputs of 1×, 4× and 16× one size, within one run, so a
/// busy machine slows every size alike. A linear reader gives about 16 for the last ratio, a
/// quadratic one about 256: a bound of 48 tells them apart without any absolute time.
enum GrowthTiming {
    static let bound = 48.0
    /// Times below this are noise; a fast small run must not make the ratio look large.
    static let floor: Duration = .milliseconds(2)

    /// t(16×) / t(1×), each the best of three runs.
    static func ratio<Input>(_ make: (Int) -> Input, base: Int, _ run: (Input) -> Void) -> Double {
        let small = best(make(base), run), large = best(make(base * 16), run)
        _ = best(make(base * 4), run)
        return large / max(small, floor)
    }

    private static func best<Input>(_ input: Input, _ run: (Input) -> Void) -> Duration {
        let clock = ContinuousClock()
        return (0..<3).map { _ in clock.measure { run(input) } }.min()!
    }
}
