import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks


/// What reading a changed file in gave: which strings the file changed, and, when the document
/// held unsaved edits, how they were merged (leaf by leaf) and which leaves changed on both sides.
public struct DiskReload: Sendable {
  /// Keys whose entries the file changed since it was last read or written (catalog order).
  public var changedKeys: [String]
  /// Keys that still carry unsaved edits after the merge.
  public var mergedKeys: Int
  /// Leaves changed on disk and in the document: the document keeps its own value of each until
  /// a person decides.
  public var conflicts: [EntryConflict]

  public init(changedKeys: [String], mergedKeys: Int, conflicts: [EntryConflict]) {
    self.changedKeys = changedKeys
    self.mergedKeys = mergedKeys
    self.conflicts = conflicts
  }

  /// `1 string changed`, `3 strings changed; your unsaved edits to 2 keys are merged in; 1 changed
  /// on both sides: decide each` — for a message line.
  public var summary: String {
    Plural.count(changedKeys.count, "string") + " changed" + mergeSummary
  }

  /// `; your unsaved edits to 2 keys are merged in; 1 changed on both sides: decide each`, or
  /// nothing when there were no unsaved edits.
  public var mergeSummary: String {
    var text = ""
    if mergedKeys > 0 { text += "; your unsaved edits to \(Plural.count(mergedKeys, "key")) are merged in" }
    let leaves = conflicts.reduce(0) { $0 + $1.leaves.count }
    if leaves > 0 { text += "; \(leaves) changed on both sides: decide each" }
    return text
  }
}

extension CatalogDocument {
  /// Reads the file anew. Without unsaved edits the document becomes the file's contents (its
  /// history starts over: there was nothing to undo into); with them, the edits are merged into
  /// the new contents as `reloadMergingEdits` merges them, so nothing typed is lost.
  public mutating func reloadFromDisk() throws(CatalogReadError) -> DiskReload {
    let before = diskCatalog
    if isModified {
      let outcome = try reloadMergingEdits()
      return DiskReload(
        changedKeys: CatalogMerge.changedKeys(from: before, to: diskCatalog), mergedKeys: outcome.mergedKeys,
        conflicts: outcome.conflicts)
    }
    guard filePath != nil else { return DiskReload(changedKeys: [], mergedKeys: 0, conflicts: []) }
    self = try readAgain()
    return DiskReload(changedKeys: CatalogMerge.changedKeys(from: before, to: diskCatalog), mergedKeys: 0, conflicts: [])
  }
}
