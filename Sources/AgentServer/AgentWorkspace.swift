import CatalogWorkspace
import Foundation
import MCP
import StringCatalog

/// What a tool call gives back: JSON text, or a refusal in words.
package struct AgentToolResult: Sendable, Equatable {
  package var text: String
  package var isError: Bool
}

/// The workspace as agents see it: the session core (`WorkspaceSession`) plus what tools read
/// beside the catalogs (each catalog's `.glossa.yml`, the code that uses the keys, the translation
/// memory). Every call first reads in what changed on disk, so an answer is never about a file
/// someone has since rewritten; every write goes through the session's one guarded save.
package struct AgentWorkspace: Sendable {
  var session: WorkspaceSession
  /// Each `.glossa.yml` by its path (nil: it could not be read; the error is in `configErrors`).
  private var configs: [String: GlossaConfig?] = [:]
  var configErrors: [String: String] = [:]
  /// The code of `sources:` folders, scanned at the first `get_context` that needs it.
  private var codeUses: [String: CodeUses] = [:]
  /// Built over every catalog of the workspace; dropped when any of them changes.
  private var memory: TranslationMemory?
  /// The cells each `get_strings` or `get_review_queue` listing matched, so that its later pages
  /// cost only their own items (a 20,000-key catalog took 40 ms of CPU per page to scan); dropped
  /// when any catalog changes.
  var listings = Listings()

  package init(
    paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath, excluding exclusion: PathExclusion = PathExclusion()
  ) {
    session = WorkspaceSession(paths: paths, currentDirectory: currentDirectory, excluding: exclusion)
  }

  /// `glossa: PATH: …` lines for arguments that gave no catalog.
  package var problems: [String] { session.problems }
  package var catalogCount: Int { session.workspace.count }
  /// What watching the files has cost so far (for tests that guard it).
  package var diskWork: DiskWatch.Work { session.diskWork }
  /// How many listings (`get_strings`, `get_review_queue`) were computed rather than paged from
  /// one kept (for tests).
  package var listingsComputed: Int { listings.computed }

  package mutating func call(_ name: String, arguments: [String: Value]?) -> AgentToolResult {
    let changed = session.refresh()
    if !changed.isEmpty { forgetDerived() }
    do throws(ToolError) {
      let value: Value
      switch name {
      case "list_catalogs": value = try listCatalogs(ToolArguments(arguments, accepted: ["limit", "cursor"]))
      case "get_strings": value = try getStrings(ToolArguments(arguments, accepted: GetStringsRequest.accepted))
      case "get_context": value = try getContext(ToolArguments(arguments, accepted: ["catalog", "key", "language"]))
      case "submit_translations":
        value = try submitTranslations(ToolArguments(arguments, accepted: ["items", "state"]))
      case "get_review_queue":
        value = try reviewQueue(ToolArguments(arguments, accepted: ["language", "catalog", "limit", "cursor"]))
      case "review_translations": value = try reviewTranslations(ToolArguments(arguments, accepted: ["items"]))
      case "lint": value = try lint(ToolArguments(arguments, accepted: ["catalog", "language", "keys", "limit", "cursor"]))
      case "rename_key": value = try renameKey(ToolArguments(arguments, accepted: ["catalog", "old", "new"]))
      default:
        throw ToolError("unknown tool “\(name)”; the tools are \(AgentToolList.names.joined(separator: ", "))")
      }
      return AgentToolResult(text: ResultJSON.text(value), isError: false)
    } catch {
      return AgentToolResult(text: error.message, isError: true)
    }
  }

  // MARK: Shared lookups

  /// The member a `catalog` argument names; a broken catalog and a path outside the workspace
  /// are refused in words.
  func member(_ name: String) throws(ToolError) -> Int {
    if let member = session.member(named: name) { return member }
    if let broken = session.broken(named: name) {
      throw ToolError("\(name) cannot be read, so it is never written: \(broken.message)")
    }
    throw ToolError("no catalog “\(name)” in this workspace; list_catalogs names them")
  }

  /// The members a tool works on: the one named, else all.
  func members(_ name: String?) throws(ToolError) -> [Int] {
    guard let name else { return Array(session.workspace.members.indices) }
    return [try member(name)]
  }

  func catalog(_ member: Int) -> Catalog { session.workspace[member].catalog }
  func name(_ member: Int) -> String { session.name(ofMember: member) }

  static func checkLanguage(_ language: String) throws(ToolError) {
    if let problem = LanguageTag.problem(language) {
      throw ToolError("“\(language)” is not a language: \(problem) (a BCP 47 tag such as de, pt-BR, zh-Hans)")
    }
  }

  /// The catalog's `.glossa.yml` (each read once; one that cannot be read counts as none).
  mutating func config(_ member: Int) -> GlossaConfig? {
    guard let path = session.workspace[member].path, let file = GlossaConfig.find(forCatalogAt: path) else { return nil }
    if let known = configs[file] { return known }
    do {
      let loaded = try GlossaConfig.load(path: file)
      configs[file] = loaded
      return loaded
    } catch {
      configs[file] = .some(nil)
      configErrors[file] = error.description
      return nil
    }
  }

  mutating func guide(_ member: Int) -> TranslationGuide {
    config(member).map(TranslationGuide.init(config:)) ?? TranslationGuide()
  }

  mutating func workbench(_ member: Int) -> WorkbenchRules {
    config(member).map(WorkbenchRules.init(config:)) ?? WorkbenchRules()
  }

  /// The code uses of the catalog's `sources:` folders (scanned once per set of folders).
  mutating func codeUses(_ member: Int) -> Result<CodeUses, CodeScanError>? {
    guard let folders = config(member)?.sourceFolders, !folders.isEmpty else { return nil }
    let id = folders.joined(separator: "\n")
    if let known = codeUses[id] { return .success(known) }
    do {
      let uses = try CodeUses.scan(folders: folders, shownRelativeTo: session.root)
      codeUses[id] = uses
      return .success(uses)
    } catch {
      return .failure(error)
    }
  }

  /// Every catalog of the workspace as one translation memory (built at first use).
  mutating func translationMemory() -> TranslationMemory {
    if let memory { return memory }
    let sources = session.workspace.members.indices.map { member in
      TranslationMemory.Source(name: name(member), catalog: catalog(member))
    }
    let built = TranslationMemory(sources: sources)
    memory = built
    return built
  }

  /// Writes a change through the session's guarded save; the memory is rebuilt at next use.
  mutating func write(_ change: CatalogChange, member: Int) -> WorkspaceSession.WriteOutcome {
    let outcome = session.write(change, member: member)
    forgetDerived()
    return outcome
  }

  /// What was computed from the catalogs as they were.
  private mutating func forgetDerived() {
    memory = nil
    listings.forget()
  }
}
