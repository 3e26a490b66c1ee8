import ArgumentParser
import Foundation
import GlossaResources
import StringCatalog

struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Open the editor (the default command).",
    discussion: """
      Each PATH is a catalog or a folder: a folder opens every .xcstrings under it (skipping hidden, \
      build and dependency folders and what git ignores) in one editor, grouped by catalog, with one \
      undo history; saving writes every changed catalog. With no PATH, opens a scratch copy of the \
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

  @Argument(help: ArgumentHelp("The .xcstrings files, or folders of an app, to edit.", valueName: "path"), completion: .catalogs)
  var paths: [String] = []

  func run() throws {
    // A missing path is the more useful message, with or without a terminal.
    for path in paths {
      if let message = MissingPath.message(path) {
        printError(message)
        throw ExitCode(2)
      }
    }
    if since != nil && paths.isEmpty {
      printError("glossa: --since needs a PATH (a catalog or folder in a git worktree)")
      throw ExitCode(2)
    }
    // A folder without catalogs is the more useful message too.
    let (found, skipped) = try discoverCatalogs()
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      printError("glossa: the editor needs a terminal (standard input and output must be a terminal); for scripts use glossa stats, lint or format")
      throw ExitCode(2)
    }
    // The scratch copy is gone after every ending of this function (quit, closed input, error).
    defer { ScratchCopy.removeCurrent() }
    let opened = try openWorkspace(found, skipped: skipped)
    var startMessage = opened.startMessage
    let workspace = opened.workspace
    let firstPath = workspace.members.first?.document.path
    // The translation memory's other catalogs, from the .glossa.yml `glossa translate` reads.
    let memory = paths.isEmpty || firstPath == nil ? MemoryCatalogs.Loaded() : MemoryCatalogs.load(forCatalogAt: firstPath ?? "")
    for warning in memory.warnings { printError(warning) }
    if startMessage == nil, let first = memory.warnings.first { startMessage = first }
    // --languages wins; otherwise the languages last chosen with L for the (first) catalog.
    let columns =
      languages?.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      } ?? (paths.isEmpty ? nil : savedLanguages(workspace: workspace))
    // Each catalog gets the .glossa.yml found for it, as lint finds it.
    var workbenches: [EditorWorkbench] = []
    var configs: [String: GlossaConfig] = [:]
    for member in workspace.members {
      do {
        workbenches.append(try EditorWorkbench.load(forCatalogAt: paths.isEmpty ? nil : member.document.path, read: &configs))
      } catch {
        printError(error.description)
        throw ExitCode(2)
      }
    }
    var session = EditorSession(
      recovery: RecoveryPrompt.offerRestore(into: workspace), languages: columns, readOnly: readOnly,
      displayPath: opened.displayPath, workbenches: workbenches, memory: memory.sources)
    session.keepsShownLanguages = !paths.isEmpty
    session.arriving = opened.arriving
    session.wholeCatalog = opened.wholeCatalog
    if opened.wholeCatalog != nil { session.state.showFirstEntriesWhileReading() }
    session.startCodeScan(folders: CodeScanJob.folders(options: sources, configs: configs.keys.sorted().compactMap { configs[$0] }))
    let allLanguages = Set(workspace.members.flatMap { $0.document.catalog.languages })
    let source = workspace.members.first?.document.catalog.sourceLanguage ?? "en"
    let shown = columns.map { [source] + $0 } ?? allLanguages.sorted()
    if let notice = workbenches.first?.notice(languages: shown) { startMessage = startMessage ?? notice }
    if let startMessage { session.state.showStartMessage(startMessage) }
    // Early on its first entries, a catalog's merge conflicts are looked for once it is whole.
    if !paths.isEmpty && opened.wholeCatalog == nil { session.openMergeConflicts() }
    if let since {
      var revisions: [Int: Catalog?] = [:]
      for (member, entry) in workspace.members.enumerated() {
        guard let path = entry.document.path else { continue }
        revisions[member] = try SinceRevision.pair(path: path, revision: since).old
      }
      session.openChangesSince(since, revisions: revisions)
    }
    let status = session.run()
    if status != 0 { throw ExitCode(status) }
  }

  /// The catalogs the PATHs name (none without PATHs: the sample is opened then), and the parts
  /// of their folders skipped (a subfolder that cannot be listed, a link out of the tree), which
  /// the editor lists as not opened while it opens the rest.
  private func discoverCatalogs() throws -> (found: [DiscoveredCatalog], skipped: [DiscoveryProblem]) {
    guard !paths.isEmpty else { return ([], []) }
    do {
      return (try CatalogDiscovery.discover(paths), [])
    } catch {
      guard !error.found.isEmpty, error.problems.allSatisfy(\.isSkippedPart) else {
        printError(error.description)
        throw ExitCode(2)
      }
      return (error.found, error.problems)
    }
  }

  /// The catalogs to edit: the sample's scratch copy, one catalog, or every catalog the PATHs
  /// name; a catalog that does not parse, and each part of a folder `skipped`, is listed (never
  /// written) while the others open.
  private func openWorkspace(
    _ found: [DiscoveredCatalog], skipped: [DiscoveryProblem]
  ) throws -> OpenedWorkspace {
    guard !paths.isEmpty else {
      let path: String
      do {
        path = try ScratchCopy.makeOfSample()
      } catch {
        printError("glossa: \(error)")
        throw ExitCode(2)
      }
      let document = try openOrExit(path)
      // The status bar has no room for a temporary path: say where the copy is once, at start.
      let display = "Sample.xcstrings (scratch copy)"
      // Short, so the path and the "? help" hint share an 80-column line.
      return OpenedWorkspace(
        workspace: Workspace(document: document.document, displayPath: display), displayPath: display,
        startMessage: "Scratch copy, deleted on quit; saving writes \(path)")
    }
    let single = found.count == 1 && paths.count == 1 && found.first?.root == nil
    // A large catalog opens on its first entries; the whole file is read while the user looks at them.
    if single, since == nil, let path = found.first?.path, let early = FirstEntriesOpen.start(path: path, displayPath: paths[0]) {
      return OpenedWorkspace(workspace: early.workspace, displayPath: paths[0], wholeCatalog: early.whole)
    }
    // A large app opens on its first catalogs; the rest are read while the user looks at them.
    var found = found
    var arriving: ArrivingCatalogs?
    if ArrivingCatalogs.canStreamRest(of: found, since: since) {
      arriving = ArrivingCatalogs(Array(found[ArrivingCatalogs.groupSize...]))
      found = Array(found.prefix(ArrivingCatalogs.groupSize))
    }
    let total = found.count
    // Thousands of catalogs take a moment: say how far reading is, on one line that is then cleared.
    let loaded = WorkspaceLoader.load(found) { done in
      guard total >= 2 * WorkspaceLoader.progressStep else { return }
      // Glossa's own text with a carriage return: written as is, not through printError's escaping.
      FileHandle.standardError.write(Data("\rglossa: reading catalogs: \(done) of \(total)".utf8))
    }
    if total >= 2 * WorkspaceLoader.progressStep { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    if single, let failure = loaded.broken.first {
      // One catalog given alone behaves exactly as before: a file that does not parse is an error.
      printError(failure.message)
      throw ExitCode(2)
    }
    for warning in loaded.warnings { printError(warning) }
    guard !loaded.members.isEmpty else {
      for broken in loaded.broken { printError(broken.message) }
      printError("glossa: no catalog could be opened")
      throw ExitCode(2)
    }
    let notOpened = skipped.map { Workspace.BrokenMember(path: $0.path, displayPath: $0.path, message: $0.message) } + loaded.broken
    let workspace = Workspace(members: loaded.members, broken: notOpened)
    let display = single ? paths[0] : ""
    var message: String?
    if let broken = notOpened.first {
      let more = notOpened.count > 1 ? " (and \(Plural.count(notOpened.count - 1, "other")); C lists them)" : ""
      message = "Not opened: \(broken.message)\(more)"
    } else if let first = loaded.warnings.first {
      let more = loaded.warnings.count > 1 ? " (and \(loaded.warnings.count - 1) more; glossa lint lists them)" : ""
      message = first + more
    }
    return OpenedWorkspace(workspace: workspace, displayPath: display, startMessage: message, arriving: arriving)
  }

  private func openOrExit(_ path: String) throws -> (document: CatalogDocument, warnings: [CatalogReadWarning]) {
    do {
      return try CatalogDocument.open(path: path)
    } catch {
      printError(error.description)
      throw ExitCode(2)
    }
  }
}

/// What the editor opens on: the catalogs read, and what is still being read.
private struct OpenedWorkspace {
  var workspace: Workspace
  var displayPath: String
  var startMessage: String?
  /// A large app's catalogs after its first ones.
  var arriving: ArrivingCatalogs?
  /// A large catalog read whole while its first entries are shown.
  var wholeCatalog: BackgroundOpen?
}

/// The languages last chosen with `L` for the first catalog that the workspace still has; nil
/// when none were chosen (or none of them is left): every language is shown.
private func savedLanguages(workspace: Workspace) -> [String]? {
  guard let path = workspace.members.first?.document.path, let saved = ShownLanguagesFile.load(for: path) else { return nil }
  let languages = Set(workspace.members.flatMap { $0.document.catalog.languages })
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
    // A new private folder, never one already in the shared temporary folder (another user's).
    let folder = URL(
      fileURLWithPath: try PrivateFolder.createNew(
        in: FileManager.default.temporaryDirectory.path, name: "glossa-scratch-\(getpid())"))
    let copy = folder.appendingPathComponent("Sample.xcstrings")
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
