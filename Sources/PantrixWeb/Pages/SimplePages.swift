/// The home page until recipes arrive: what Pantrix does and where to start.
struct HomePage: Sendable {
    let layout: LayoutModel
}

/// A section whose route exists but whose feature is still being built.
struct ComingSoonPage: Sendable {
    let layout: LayoutModel
    let heading: String
    let blurb: String
}
