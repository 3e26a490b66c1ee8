import CatalogWorkspace
import Editor
import Foundation
import Interchange
import StringCatalog
import TerminalScreen

/// What `glossa edit` asks for, made into a session ready to run: the catalogs found and read
/// (the sample's scratch copy without PATHs), their `.glossa.yml`, the columns, the recovery
/// question, merge conflicts and `--since`. The command line front end parses and prints; this
/// does the rest, so tests start the same session on an in-memory terminal.
package struct EditorLaunch {
  package var paths: [String]
  package var languages: [String]?
  package var readOnly = false
  package var since: String?
  package var sources: [String] = []
  /// `--exclude` and the `.glossa.yml` `exclude:` globs: folders and files discovery passes over.
  package var exclusion = PathExclusion()
  package var environment: [String: String] = ProcessInfo.processInfo.environment

  /// A start that cannot go on: every line to print on standard error (exit status 2).
  package struct Failure: Error {
    package var messages: [String]

    init(_ messages: String...) {
      self.messages = messages
    }
  }

  /// The catalogs the PATHs name, and the parts of their folders skipped.
  package struct Found {
    var catalogs: [DiscoveredCatalog]
    var skipped: [DiscoveryProblem]
    /// `.xcloc` bundles, opened as workspaces of their XLIFF's `<file>`s instead of catalogs.
    var bundles: [String] = []
  }

  /// A session to run, and the lines to print on standard error before its screen comes up.
  package struct Opened {
    package var session: EditorSession
    package var warnings: [String]
    /// True when `progress` was told anything (the line it showed is to be cleared).
    package var progressShown = false
  }

  package init(paths: [String], languages: [String]? = nil) {
    self.paths = paths
    self.languages = languages
  }

  /// Checks the PATHs and finds their catalogs (none without PATHs: the sample is opened then),
  /// and the parts of their folders skipped (a subfolder that cannot be listed, a link out of the
  /// tree), which the editor lists as not opened while it opens the rest. Comes before the
  /// terminal is asked for: a missing path is the more useful message, with or without one.
  package func find() throws(Failure) -> Found {
    for path in paths {
      if let message = MissingPath.message(path) { throw Failure(message) }
    }
    if since != nil && paths.isEmpty {
      throw Failure("glossa: --since needs a PATH (a catalog or folder in a git worktree)")
    }
    guard !paths.isEmpty else { return Found(catalogs: [], skipped: []) }
    let bundles = paths.filter(XclocEditing.isBundle)
    if !bundles.isEmpty {
      guard bundles.count == paths.count else {
        throw Failure("glossa: open .xcloc bundles on their own, not together with catalogs or folders")
      }
      if since != nil {
        throw Failure("glossa: --since compares catalogs with git; open the bundle without it")
      }
      return Found(catalogs: [], skipped: [], bundles: bundles)
    }
    do {
      return Found(catalogs: try CatalogDiscovery.discover(paths, excluding: exclusion), skipped: [])
    } catch {
      guard !error.found.isEmpty, error.problems.allSatisfy(\.isSkippedPart) else { throw Failure(error.description) }
      return Found(catalogs: error.found, skipped: error.problems)
    }
  }

  /// Reads what `find` found and sets up the session: asks on `console` about unsaved edits
  /// stopped editors left, reads `--since`'s revision through `readRevision`.
  /// `progress(done, total)`, from the reading threads: thousands of catalogs take a moment
  /// (told only when there are that many).
  package func open(
    _ found: Found, console: some PromptConsole, readRevision: @escaping RevisionReader,
    progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) throws(Failure) -> Opened {
    var warnings: [String] = []
    let opened = try openWorkspace(found, warnings: &warnings, progress: progress)
    var startMessage = opened.startMessage
    let workspace = opened.workspace
    let firstPath = workspace.members.first?.document.path
    // The translation memory's other catalogs, from the .glossa.yml `glossa translate` reads.
    let memory = paths.isEmpty || firstPath == nil ? MemoryCatalogs.Loaded() : MemoryCatalogs.load(forCatalogAt: firstPath ?? "")
    warnings += memory.warnings
    if startMessage == nil, let first = memory.warnings.first { startMessage = first }
    // --languages wins; otherwise the languages last chosen with L for the (first) catalog.
    let columns =
      languages ?? (paths.isEmpty ? nil : savedLanguages(workspace: workspace, environment: environment)) ?? opened.columns
    // Each catalog gets the .glossa.yml found for it, as lint finds it.
    var workbenches: [EditorWorkbench] = []
    var configs: [String: GlossaConfig] = [:]
    for member in workspace.members {
      do {
        workbenches.append(try EditorWorkbench.load(forCatalogAt: paths.isEmpty ? nil : member.document.path, read: &configs))
      } catch {
        throw Failure(error.description)
      }
    }
    var session = EditorSession(
      recovery: RecoveryPrompt.offerRestore(into: workspace, console: console, environment: environment),
      languages: columns, readOnly: readOnly, displayPath: opened.displayPath, workbenches: workbenches,
      memory: memory.sources, environment: environment)
    session.keepsShownLanguages = !paths.isEmpty
    session.readRevision = readRevision
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
      let members = workspace.members.enumerated().compactMap { member, entry in entry.document.path.map { (member, $0) } }
      switch readRevision(since, members.map(\.1)) {
      case .success(let old):
        var revisions: [Int: Catalog?] = [:]
        for (member, path) in members { revisions[member] = old[path] ?? nil }
        session.openChangesSince(since, revisions: revisions)
      case .failure(let error):
        throw Failure("glossa: " + error.description)
      }
    }
    return Opened(session: session, warnings: warnings, progressShown: opened.progressShown)
  }

  /// The catalogs to edit: the sample's scratch copy, one catalog, or every catalog the PATHs
  /// name; a catalog that does not parse, and each part of a folder skipped, is listed (never
  /// written) while the others open.
  private func openWorkspace(
    _ found: Found, warnings: inout [String], progress: @escaping @Sendable (Int, Int) -> Void
  ) throws(Failure) -> OpenedWorkspace {
    guard !paths.isEmpty else {
      let path: String
      do {
        path = try ScratchCopy.makeOfSample()
      } catch {
        throw Failure("glossa: \(error)")
      }
      let document = try openOrFail(path)
      // The status bar has no room for a temporary path: say where the copy is once, at start.
      let display = "Sample.xcstrings (scratch copy)"
      // Short, so the path and the "? help" hint share an 80-column line.
      return OpenedWorkspace(
        workspace: Workspace(document: document.document, displayPath: display), displayPath: display,
        startMessage: "Scratch copy, deleted on quit; saving writes \(path)")
    }
    if !found.bundles.isEmpty { return try openBundles(found.bundles) }
    let single = found.catalogs.count == 1 && paths.count == 1 && found.catalogs.first?.root == nil
    // A large catalog opens on its first entries; the whole file is read while the user looks at them.
    if single, since == nil, let path = found.catalogs.first?.path,
      let early = FirstEntriesOpen.start(path: path, displayPath: paths[0], environment: environment)
    {
      return OpenedWorkspace(workspace: early.workspace, displayPath: paths[0], wholeCatalog: early.whole)
    }
    // A large app opens on its first catalogs; the rest are read while the user looks at them.
    var catalogs = found.catalogs
    var arriving: ArrivingCatalogs?
    if ArrivingCatalogs.canStreamRest(of: catalogs, since: since, environment: environment) {
      arriving = ArrivingCatalogs(Array(catalogs[ArrivingCatalogs.groupSize...]))
      catalogs = Array(catalogs.prefix(ArrivingCatalogs.groupSize))
    }
    let total = catalogs.count
    let showsProgress = total >= 2 * WorkspaceLoader.progressStep
    let told: (@Sendable (Int) -> Void)? = showsProgress ? { @Sendable done in progress(done, total) } : nil
    let loaded = WorkspaceLoader.load(catalogs, progress: told)
    if single, let failure = loaded.broken.first {
      // One catalog given alone behaves exactly as before: a file that does not parse is an error.
      throw Failure(failure.message)
    }
    warnings += loaded.warnings
    guard !loaded.members.isEmpty else {
      throw Failure(messages: loaded.broken.map(\.message) + ["glossa: no catalog could be opened"])
    }
    let notOpened =
      found.skipped.map { Workspace.BrokenMember(path: $0.path, displayPath: $0.path, message: $0.message) } + loaded.broken
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
    return OpenedWorkspace(
      workspace: workspace, displayPath: display, startMessage: message, arriving: arriving, progressShown: showsProgress)
  }

  /// Each bundle's `<file>`s as the workspace's members; a bundle that cannot be read stops the start.
  private func openBundles(_ bundles: [String]) throws(Failure) -> OpenedWorkspace {
    var members: [Workspace.Member] = []
    for bundle in bundles {
      do {
        members += try XclocEditing.members(of: bundle)
      } catch {
        throw Failure(error.message)
      }
    }
    let display = members.count == 1 ? members[0].displayPath : ""
    var opened = OpenedWorkspace(workspace: Workspace(members: members), displayPath: display)
    // The bundles' languages, translated or not yet: a bundle with no target is all to do.
    let locales = members.compactMap { ($0.document.filePart as? XclocFilePart)?.targetLocale }
    opened.columns = locales.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return opened
  }

  private func openOrFail(_ path: String) throws(Failure) -> (document: CatalogDocument, warnings: [CatalogReadWarning]) {
    do {
      return try CatalogDocument.open(path: path)
    } catch {
      throw Failure(error.description)
    }
  }
}

extension EditorLaunch.Failure {
  init(messages: [String]) {
    self.messages = messages
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
  var progressShown = false
  /// The language columns when neither `--languages` nor a saved choice names them.
  var columns: [String]?
}

/// The languages last chosen with `L` for the first catalog that the workspace still has; nil
/// when none were chosen (or none of them is left): every language is shown.
private func savedLanguages(workspace: Workspace, environment: [String: String]) -> [String]? {
  guard let path = workspace.members.first?.document.path,
    let saved = ShownLanguagesFile.load(for: path, environment: environment)
  else { return nil }
  let languages = Set(workspace.members.flatMap { $0.document.catalog.languages })
  let kept = saved.filter(languages.contains)
  return kept.isEmpty ? nil : kept
}
