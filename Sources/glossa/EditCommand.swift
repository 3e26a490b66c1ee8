import ArgumentParser
import Foundation
import GlossaResources
import StringCatalog

struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Open the editor (the default command).",
    discussion: """
      With no FILE, opens a scratch copy of the bundled sample catalog; saving writes the copy (the \
      status bar says where). Press ? in the editor for every key binding.
      """
  )

  @Option(help: ArgumentHelp("Language columns to show, in this order (comma-separated), e.g. de,fr.", valueName: "lang,..."))
  var languages: String?

  @Flag(name: .customLong("read-only"), help: "Open without allowing any change.")
  var readOnly = false

  @Argument(help: "The .xcstrings file to edit.")
  var file: String?

  func run() throws {
    // A missing file is the more useful message, with or without a terminal.
    if let file, let message = MissingPath.message(file) {
      printError(message)
      throw ExitCode(2)
    }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      printError("glossa: the editor needs a terminal (standard input and output must be a terminal); for scripts use glossa stats, lint or format")
      throw ExitCode(2)
    }
    let path: String
    let displayPath: String
    var startMessage: String?
    if let file {
      path = file
      displayPath = file
    } else {
      do {
        path = try ScratchCopy.makeOfSample()
      } catch {
        printError("glossa: \(error)")
        throw ExitCode(2)
      }
      // The status bar has no room for a temporary path: say where the copy is once, at start.
      displayPath = "Sample.xcstrings (scratch copy)"
      startMessage = "Editing a scratch copy of the bundled sample; saving writes \(path)"
    }
    let document: CatalogDocument
    do {
      let opened = try CatalogDocument.open(path: path)
      for warning in opened.warnings { printError(warning.description) }
      document = opened.document
      // What was printed before the screen took over would be gone: the first message repeats it.
      if let first = opened.warnings.first {
        let more = opened.warnings.count > 1 ? " (and \(opened.warnings.count - 1) more; glossa lint lists them)" : ""
        startMessage = first.description + more
      }
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    let columns = languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    var session = EditorSession(
      recovery: RecoveryPrompt.offerRestore(into: document), languages: columns, readOnly: readOnly,
      displayPath: displayPath)
    if let startMessage { session.state.showMessage(startMessage) }
    let status = session.run()
    if status != 0 { throw ExitCode(status) }
  }
}

/// A writable copy of the bundled sample, so trying Glossa never touches the installed file.
enum ScratchCopy {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func makeOfSample() throws -> String {
    guard let sample = GlossaResources.sampleCatalogURL else {
      throw Failure(description: "the bundled sample catalog is missing from this build")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-scratch-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("Sample.xcstrings")
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: sample, to: copy)
    return copy.path
  }
}
