import Foundation

/// Option defaults read from PANTRIX_* environment variables; a flag on the command line wins.
enum EnvironmentDefaults {
    static func string(_ name: String, _ fallback: String) -> String {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    }

    static func optionalString(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    static func int(_ name: String, _ fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? fallback
    }

    static func double(_ name: String, _ fallback: Double) -> Double {
        ProcessInfo.processInfo.environment[name].flatMap(Double.init) ?? fallback
    }

    static func bool(_ name: String) -> Bool {
        ["1", "true", "yes", "on"].contains(ProcessInfo.processInfo.environment[name]?.lowercased() ?? "")
    }
}
