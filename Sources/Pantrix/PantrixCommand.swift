import ArgumentParser

@main
struct PantrixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pantrix",
        abstract: "Pantrix: a self-hosted recipe and pantry web app.",
        discussion: "Every option of `serve` can also be set with an environment variable, named in its help.",
        subcommands: [Serve.self, Migrate.self, Backup.self, Restore.self, CopyDatabase.self, DoctorCommand.self, Admin.self, Parse.self, Analyze.self, Import.self, ImportProducts.self, Aliases.self],
        defaultSubcommand: Serve.self
    )
}
