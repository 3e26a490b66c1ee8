import CatalogChecks
import CatalogEditing
import CatalogFiles
import CatalogModel

/// A catalog someone else wrote, read in: the member's document as it is now (the file's
/// contents, with any unsaved edits merged in) and what the reload found. The workspace it came
/// from is not changed; the front end takes the document when it is ready for it.
public struct DiskChange: Sendable {
  public var member: Int
  public var document: CatalogDocument
  public var reload: DiskReload
}

/// A catalog that changed on disk but could not be read (half written, not a catalog any more):
/// its document stays as it was, and a save of it is refused until the file is fixed or
/// overwritten.
public struct DiskReadFailure: Sendable {
  public var member: Int
  public var error: CatalogReadError
}

extension DiskWatch {
  /// Reads in every member whose file someone else wrote since the last look (see
  /// `changedMembers`): one `stat` per catalog when nothing changed.
  public mutating func reloads(of workspace: Workspace) -> (changes: [DiskChange], failures: [DiskReadFailure]) {
    var changes: [DiskChange] = []
    var failures: [DiskReadFailure] = []
    for member in changedMembers(of: workspace) {
      var document = workspace[member]
      do {
        let reload = try document.reloadFromDisk()
        changes.append(DiskChange(member: member, document: document, reload: reload))
      } catch {
        failures.append(DiskReadFailure(member: member, error: error))
      }
    }
    return (changes, failures)
  }
}
