import Benchmark
import CVips
import DishPhotos
import Foundation

/// Processing one 12-megapixel phone-sized JPEG (display + thumbnail, metadata stripped).
/// Targets: p50 under 500 ms, under 200 MB of extra resident memory per photo.
/// The input is generated with libvips at start-up (4000×3000, Q90, sensor-like noise) so no
/// big file is committed.
let phoneJPEG: Data = {
    var raw: UnsafeMutableRawPointer?
    var length = 0
    var errorText = [CChar](repeating: 0, count: 256)
    guard pv_make_test_jpeg(4000, 3000, 9.0, &raw, &length, &errorText, errorText.count) == 0, let raw else {
        fatalError("could not generate the 12 MP test JPEG")
    }
    defer { pv_free(raw) }
    return Data(bytes: raw, count: length)
}()

/// A field of /proc/self/status in KiB (VmRSS, VmHWM), or 0 off Linux.
func statusKiB(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// Resets VmHWM to the current RSS (Linux ≥ 4.0), so each photo's own peak can be read.
func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

let peakGrowth = BenchmarkMetric.custom("Peak RSS growth per photo (MiB)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal, peakGrowth],
        timeUnits: .milliseconds,
        maxDuration: .seconds(20),
        maxIterations: 20
    )
    let processor: PhotoProcessor
    do { processor = try PhotoProcessor() } catch { fatalError("PhotoProcessor: \(error)") }
    let input = phoneJPEG
    print("Photo benchmark input: 4000×3000 JPEG, \(input.count / 1024) KiB, libvips \(PhotoProcessor.libvipsVersion)")

    Benchmark("Process 12 MP phone JPEG (display 1600 + thumbnail 400)") { benchmark in
        resetPeak()
        let before = statusKiB("VmRSS")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try processor.process(input))
        }
        benchmark.stopMeasurement()
        benchmark.measurement(peakGrowth, max(0, statusKiB("VmHWM") - before) / 1024)
    }
}
