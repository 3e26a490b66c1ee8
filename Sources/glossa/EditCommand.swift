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

  @Option(
    help: ArgumentHelp(
      "Review the cells that differ from this git revision: m accepts a change, t reverts it to the revision's value.",
      valueName: "REF"))
  var since: String?

  @Argument(help: "The .xcstrings file to edit.", completion: .catalogs)
  var file: String?

  func run() throws {
    // A missing file is the more useful message, with or without a terminal.
    if let file, let message = MissingPath.message(file) {
      printError(message)
      throw ExitCode(2)
    }
    if since != nil && file == nil {
      printError("glossa: --since needs a FILE (a catalog in a git worktree)")
      throw ExitCode(2)
    }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      printError("glossa: the editor needs a terminal (standard input and output must be a terminal); for scripts use glossa stats, lint or format")
      throw ExitCode(2)
    }
    let path: String
    let displayPath: String
    var startMessage: String?
    // The scratch copy is gone after every ending of this function (quit, closed input, error).
    defer { ScratchCopy.removeCurrent() }
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
      // Short, so the path and the "? help" hint share an 80-column line.
      startMessage = "Scratch copy; saving writes \(path)"
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
    // The translation memory's other catalogs, from the .glossa.yml `glossa translate` reads.
    let memory = file == nil ? MemoryCatalogs.Loaded() : MemoryCatalogs.load(forCatalogAt: path)
    for warning in memory.warnings { printError(warning) }
    if startMessage == nil, let first = memory.warnings.first { startMessage = first }
    // --languages wins; otherwise the languages last chosen with L for this catalog.
    let columns =
      languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      } ?? (file == nil ? nil : savedLanguages(path: path, catalog: document.catalog))
    let workbench: EditorWorkbench
    do {
      workbench = try EditorWorkbench.load(forCatalogAt: file)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
    var session = EditorSession(
      recovery: RecoveryPrompt.offerRestore(into: document), languages: columns, readOnly: readOnly,
      displayPath: displayPath, workbench: workbench, memory: memory.sources)
    session.keepsShownLanguages = file != nil
    let shown = columns.map { [document.catalog.sourceLanguage] + $0 } ?? document.catalog.languages
    if let notice = workbench.notice(languages: shown) { startMessage = startMessage ?? notice }
    if let startMessage { session.state.showStartMessage(startMessage) }
    if file != nil, let pending = PendingMergeConflicts.find(for: path, catalog: session.state.document.catalog) {
      session.openMergeConflicts(pending)
    }
    if let since {
      let revision = try SinceRevision.pair(path: path, revision: since).old
      session.openChangesSince(since, revision: revision)
    }
    let status = session.run()
    if status != 0 { throw ExitCode(status) }
  }
}

/// The languages last chosen with `L` for the catalog at `path` that it still has; nil when
/// none were chosen (or none of them is left): every language is shown.
private func savedLanguages(path: String, catalog: Catalog) -> [String]? {
  guard let saved = ShownLanguagesFile.load(for: path) else { return nil }
  let languages = Set(catalog.languages)
  let kept = saved.filter(languages.contains)
  return kept.isEmpty ? nil : kept
}

/// A writable copy of the bundled sample, so trying Glossa never touches the installed file.
/// It lives in `glossa-scratch-PID` under the temporary folder and is removed when the editor ends.
enum ScratchCopy {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  // The copy and its folder as C strings made up front: a signal handler removes them with
  // unlink and rmdir, which allocate nothing. Written once on the main thread before the
  // terminal (and so the handler) is set up.
  nonisolated(unsafe) private static var current: (file: [CChar], folder: [CChar])?

  static func makeOfSample() throws -> String {
    guard let sample = GlossaResources.sampleCatalogURL else {
      throw Failure(
        description:
          "the bundled sample catalog was not found beside the executable (install the Glossa_GlossaResources.resources folder next to glossa, or Sample.xcstrings in ../share/glossa/)"
      )
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-scratch-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("Sample.xcstrings")
    try? FileManager.default.removeItem(at: copy)
    current = (file: Array(copy.path.utf8CString), folder: Array(folder.path.utf8CString))
    try FileManager.default.copyItem(at: sample, to: copy)
    return copy.path
  }

  /// Removes the copy and its folder, if one was made. Async-signal-safe. A file the editor left
  /// beside it (a failed save's temporary) keeps the folder, rather than deleting what is unknown.
  static func removeCurrent() {
    guard let current else { return }
    current.file.withUnsafeBufferPointer { path in if let base = path.baseAddress { _ = unlink(base) } }
    current.folder.withUnsafeBufferPointer { path in if let base = path.baseAddress { _ = rmdir(base) } }
  }
}
