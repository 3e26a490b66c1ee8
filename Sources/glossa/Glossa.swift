import ArgumentParser

@main
struct Glossa: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glossa",
    abstract: "A terminal editor and toolkit for Xcode String Catalogs (.xcstrings).",
    version: GlossaVersion.current,
    subcommands: [EditCommand.self, FormatCommand.self, StatsCommand.self, ImportCommand.self, LintCommand.self],
    defaultSubcommand: EditCommand.self
  )
}

enum GlossaVersion {
  static let current = "0.1.0"
}
