/// A page the site renders: its model carries the layout (title, user, flashes) and its view
/// (`Pages/<Page>/<Name>+View.swift`) writes what goes inside `<main>`.
package protocol Page: Sendable {
    var layout: LayoutModel { get }
    /// The page's own markup, inside the shared layout.
    var content: HTML { get }
}

extension Page {
    /// The whole document: layout around the page's content.
    package func document() -> HTML {
        Layout.document(layout, content: content)
    }
}
