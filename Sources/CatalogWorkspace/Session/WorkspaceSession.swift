import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// An app's catalogs held open for a front end that answers requests (the agent server): opened
/// through the one `CatalogDiscovery`, kept true to disk by `refresh` before each answer, and
/// changed only through `write`, the one guarded save.
///
/// It never keeps unsaved edits between requests: a change is saved at once or taken back, so a
/// crash loses nothing that was acknowledged and there is no journal to keep.
public struct WorkspaceSession: Sendable {
  public private(set) var workspace: Workspace
  /// The folder paths are shown relative to: the one folder given, else the current folder.
  public let root: String
  /// Catalogs by the path an agent names them with (relative to `root`).
  public private(set) var names: [String]
  /// Why an argument gave no catalog (a missing path, an unreadable folder), as `glossa: …` lines.
  public let problems: [String]
  private var brokenNames: [String]
  private var watch = DiskWatch()
  /// What watching the files has cost so far (for tests that guard it).
  public var diskWork: DiskWatch.Work { watch.work }

  /// What `write` did.
  public enum WriteOutcome: Sendable, Equatable {
    case saved
    /// The file changed on disk while the change was being made: nothing was written, the
    /// document now holds the file's new contents, and the caller may check and try again.
    case changedOnDisk
    case failed(String)
  }

  public init(
    paths: [String], currentDirectory: String = FileManager.default.currentDirectoryPath, excluding exclusion: PathExclusion = PathExclusion()
  ) {
    let arguments = paths.isEmpty ? ["."] : paths
    var found: [DiscoveredCatalog]
    var problems: [String] = []
    do {
      found = try CatalogDiscovery.discover(arguments, currentDirectory: currentDirectory, excluding: exclusion)
    } catch {
      found = error.found
      problems = error.problems.map(\.description)
    }
    var root = currentDirectory
    if arguments.count == 1, let folder = found.first?.root ?? (WorkspaceSession.isFolder(arguments[0]) ? arguments[0] : nil) {
      root = folder.hasPrefix("/") ? folder : currentDirectory + "/" + folder
    }
    self.root = CatalogDiscovery.tidy(root)
    self.problems = problems
    let loaded = WorkspaceLoader.load(found)
    workspace = Workspace(members: loaded.members, broken: loaded.broken)
    names = []
    brokenNames = []
    names = workspace.members.map { name(of: $0.document.path ?? $0.displayPath) }
    brokenNames = workspace.broken.map { name(of: $0.path) }
    for member in workspace.members { watch.remember(member.document) }
    for broken in workspace.broken { watch.remember(broken.path) }
  }

  private static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// `path` relative to `root` when it lies under it, else as an absolute, tidied path.
  private func name(of path: String) -> String {
    let absolute = CatalogDiscovery.tidy(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    let prefix = root == "/" ? "/" : root + "/"
    return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
  }

  /// The member an agent's catalog name means; nil for anything that is not exactly one of the
  /// workspace's catalogs (so `../../etc/passwd` names nothing).
  public func member(named name: String) -> Int? {
    names.firstIndex(of: name) ?? names.firstIndex(of: CatalogDiscovery.tidy(name))
  }

  /// The broken catalog an agent's name means, if it is one.
  public func broken(named name: String) -> Workspace.BrokenMember? {
    brokenNames.firstIndex(of: name).map { workspace.broken[$0] }
  }

  public func name(ofMember member: Int) -> String { names[member] }
  public func name(ofBroken index: Int) -> String { brokenNames[index] }

  /// Reads in every catalog someone else wrote since the last look (and broken ones that changed,
  /// which may parse now). Costs one `stat` per catalog when nothing changed.
  public mutating func refresh() -> [(member: Int, reload: Result<DiskReload, CatalogReadError>)] {
    var outcomes: [(member: Int, reload: Result<DiskReload, CatalogReadError>)] = []
    let (changes, failures) = watch.reloads(of: workspace)
    for change in changes {
      workspace.replace(change.document, at: change.member)
      outcomes.append((change.member, .success(change.reload)))
    }
    for failure in failures { outcomes.append((failure.member, .failure(failure.error))) }
    outcomes.sort { $0.member < $1.member }
    for index in watch.changedBroken(of: workspace).reversed() {
      let broken = workspace.broken[index]
      guard let opened = try? CatalogDocument.open(path: broken.path) else { continue }
      workspace.broken.remove(at: index)
      let name = brokenNames.remove(at: index)
      workspace.append([Workspace.Member(document: opened.document, displayPath: broken.displayPath)])
      names.append(name)
    }
    return outcomes
  }

  /// Applies `change` to `member` and saves it with the guarded atomic save (Xcode's form, only
  /// the changed leaves differ, refused if the file changed since it was read). When the save
  /// cannot happen the change is taken back, so the session never holds unsaved edits.
  public mutating func write(_ change: CatalogChange, member: Int) -> WriteOutcome {
    guard workspace.members.indices.contains(member), !change.edits.isEmpty else { return .saved }
    workspace.perform(change, in: member)
    var document = workspace[member]
    do {
      try document.save()
      workspace.adoptSaved(document, at: member)
      watch.remember(document)
      return .saved
    } catch {
      _ = workspace.undo()
      switch error {
      case .changedOnDisk:
        _ = refresh()
        return .changedOnDisk
      case .readOnly:
        return .failed("the file is read-only")
      case .failed(let reason):
        return .failed(reason)
      }
    }
  }
}
