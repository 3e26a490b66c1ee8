import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks


/// Notices which catalogs of a workspace were written by someone else (an agent, Xcode, `git
/// pull`) since they were read or saved: one `stat` per catalog per look, and a read of the file
/// only when its signature moved, compared by content with what the document last read or wrote.
public struct DiskWatch: Sendable {
  /// How much a look cost, for tests that guard it: a look at unchanged files stats them and
  /// reads nothing.
  public struct Work: Sendable, Equatable {
    public var stats = 0
    public var reads = 0
  }

  private var signatures: [String: DiskSignature] = [:]
  public private(set) var work = Work()

  public init() {}

  /// The file at `path` as it is now is what its document holds (just read, just saved).
  public mutating func remember(_ path: String) {
    signatures[path] = DiskSignature.of(path)
  }

  /// The document's file as it is now is what the document holds. Kept per document, not per
  /// file: the parts of one file (an `.xcloc`'s XLIFF) each notice the file moving.
  public mutating func remember(_ document: CatalogDocument) {
    guard let path = document.path, let file = document.filePath else { return }
    signatures[path] = DiskSignature.of(file)
  }

  /// The members whose file no longer holds what their document last read or wrote, in
  /// workspace order. A file first seen here is taken as read when its document was.
  public mutating func changedMembers(of workspace: Workspace) -> [Int] {
    var changed: [Int] = []
    for index in workspace.members.indices {
      let document = workspace[index]
      guard let path = document.path, let file = document.filePath, document.diskFingerprint != nil else { continue }
      work.stats += 1
      let now = DiskSignature.of(file)
      guard let known = signatures[path] else {
        signatures[path] = now
        continue
      }
      if now == known { continue }
      signatures[path] = now
      work.reads += 1
      if document.fileChangedOnDisk() { changed.append(index) }
    }
    return changed
  }

  /// The broken members (files that did not parse) whose file moved since the last look: worth
  /// reading again, since someone may have fixed them.
  public mutating func changedBroken(of workspace: Workspace) -> [Int] {
    var changed: [Int] = []
    for (index, broken) in workspace.broken.enumerated() {
      work.stats += 1
      let now = DiskSignature.of(broken.path)
      guard let known = signatures[broken.path] else {
        signatures[broken.path] = now
        continue
      }
      if now != known {
        signatures[broken.path] = now
        changed.append(index)
      }
    }
    return changed
  }
}
