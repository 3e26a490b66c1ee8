import ArgumentParser
import Foundation
import Curses
import EditorApp
import StringCatalog
import TerminalScreen

struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Open the editor (the default command).",
    discussion: """
      Each PATH is a catalog or a folder: a folder opens every .xcstrings under it (skipping hidden, \
      build and dependency folders and what git ignores) in one editor, grouped by catalog, with one \
      undo history; saving writes every changed catalog. A PATH ending in .xcloc opens that \
      Xcode localization bundle: each <file> of its XLIFF is a catalog, and saving writes back only \
      the edited <target>s. With no PATH, opens a scratch copy of the \
      bundled sample catalog; saving writes the copy (the status bar says where). Press ? in the \
      editor for every key binding.
      """
  )

  @Option(help: ArgumentHelp("Language columns to show, in this order (comma-separated), e.g. de,fr.", valueName: "lang,..."))
  var languages: String?

  @Flag(name: .customLong("read-only"), help: "Open without allowing any change.")
  var readOnly = false

  @Option(
    help: ArgumentHelp(
      "Review the cells that differ from this git revision: m accepts a change, t reverts it to the revision's value.",
      valueName: "REF"))
  var since: String?

  @Option(
    name: .customLong("sources"),
    help: ArgumentHelp(
      "A folder of the app's code (repeatable): the editor shows where each key is used (as sources: in .glossa.yml does).",
      valueName: "dir"), completion: .directory)
  var sources: [String] = []

  @Argument(help: ArgumentHelp("The .xcstrings files, folders of an app, or .xcloc bundles to edit.", valueName: "path"), completion: .catalogs)
  var paths: [String] = []

  @OptionGroup var excluding: ExcludeOption

  func run() throws {
    var launch = EditorLaunch(
      paths: paths,
      languages: languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      })
    launch.readOnly = readOnly
    launch.since = since
    launch.sources = sources
    launch.exclusion = excluding.exclusion
    do {
      // A missing path or a folder without catalogs is the more useful message, with or without a terminal.
      let found = try launch.find()
      guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("glossa: the editor needs a terminal (standard input and output must be a terminal); for scripts use glossa stats, lint or format")
        throw ExitCode(2)
      }
      // The scratch copy is gone after every ending of this function (quit, closed input, error).
      defer { ScratchCopy.removeCurrent() }
      let opened = try launch.open(found, console: StandardConsole(), readRevision: SinceRevision.editorCatalogs(at:paths:), progress: EditCommand.showReading)
      if opened.progressShown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
      opened.warnings.forEach(printError)
      var session = opened.session
      let terminal: Terminal
      do {
        terminal = try Terminal()
      } catch {
        printError("glossa: \(error)")
        throw ExitCode(2)
      }
      let exit = session.run(on: terminal)
      if let message = exit.message { printError(message) }
      if exit.status != 0 { throw ExitCode(exit.status) }
    } catch let failure as EditorLaunch.Failure {
      failure.messages.forEach(printError)
      throw ExitCode(2)
    }
  }

  /// Thousands of catalogs take a moment: says how far reading is, on one line that is then cleared.
  @Sendable private static func showReading(done: Int, total: Int) {
    // Glossa's own text with a carriage return: written as is, not through printError's escaping.
    FileHandle.standardError.write(Data("\rglossa: reading catalogs: \(done) of \(total)".utf8))
  }
}

