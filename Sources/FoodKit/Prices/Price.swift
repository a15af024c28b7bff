/// A price in US dollars per kilogram or per item (one egg, one lemon).
public struct Price: Sendable, Hashable, Codable {
    public enum Basis: String, Sendable, Hashable, Codable {
        case kg, item
    }

    public var usd: Double
    public var per: Basis
    public var note: String?

    public init(usd: Double, per: Basis, note: String? = nil) {
        self.usd = usd
        self.per = per
        self.note = note
    }
}
