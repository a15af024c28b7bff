import ArgumentParser

struct Aliases: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export or import the foods people picked for ingredient text nothing matched.",
        discussion: """
            The file is TSV: `#` comment lines, the header `text<TAB>foodId<TAB>food`, then one alias a line \
            (the parsed ingredient name in lower case, the USDA food id, and the food's name, which import ignores).
            """,
        subcommands: [AliasesExport.self, AliasesImport.self])
}
