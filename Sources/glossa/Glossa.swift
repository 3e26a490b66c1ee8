import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

@main
struct Glossa: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glossa",
    abstract: "A terminal editor and toolkit for Xcode String Catalogs (.xcstrings).",
    usage: """
      glossa [--languages <lang,...>] [--read-only] [PATH ...]   (catalogs, or folders of an app)
      glossa <subcommand>
      """,
    version: GlossaVersion.current,
    subcommands: [
      EditCommand.self, FormatCommand.self, StatsCommand.self, ImportCommand.self, LintCommand.self,
      TranslateCommand.self, MergeCommand.self, DiffCommand.self, GitCommand.self, MarkReviewCommand.self,
      ExportCommand.self, RenameCommand.self, PruneCommand.self, LanguagesCommand.self, MCPCommand.self,
    ],
    defaultSubcommand: EditCommand.self
  )

  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// ArgumentParser's own main, with three additions: a mistyped command is refused (exit 64,
  /// as for other usage errors) instead of being opened as a file, `lint`'s help puts its
  /// usage first, and bash completion offers catalogs where a subcommand name may go.
  static func main() {
    AllocatorTuning.apply()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments == ["--generate-manual"] { printManualPage() }
    if let message = UnknownCommand.message(for: arguments, commands: commandNames) {
      printError(message)
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      if arguments.first?.hasPrefix("--generate-completion-script") == true, exitCode(for: error) == .success {
        print(CompletionScripts.offeringCatalogsAtTheTop(fullMessage(for: error)))
        Foundation.exit(0)
      }
      if let help = LintHelp.usageFirst(fullMessage(for: error)) {
        print(help)
        Foundation.exit(0)
      }
      exit(withError: error)
    }
  }
}

extension Glossa {
  /// `glossa --generate-manual`: the man page on standard output (see `ManualPage`).
  static func printManualPage() -> Never {
    var dump = ""
    do {
      _ = try parseAsRoot(["--experimental-dump-help"])
    } catch {
      dump = fullMessage(for: error)
    }
    let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
    do {
      let page = try ManualPage.page(
        dumpHelp: dump, defaultCommand: EditCommand.configuration.commandName ?? "edit",
        date: epoch.map(Date.init(timeIntervalSince1970:)) ?? Date())
      print(page, terminator: "")
      Foundation.exit(0)
    } catch {
      printError("glossa: the help text could not be read: \(error)")
      Foundation.exit(1)
    }
  }
}

enum GlossaVersion {
  static let current = "0.1.0"
}
