import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// What one editor process had not saved when it was killed: for every key it changed, the entry
/// as the file held it (`base`) and as the editor had it (`mine`), plus the undo steps between
/// the two. Restoring re-applies only the leaves that differ between base and mine, so a change a
/// colleague made to another leaf of the same key since is kept (see `LeafMerge`).
public struct RecoveryRecord: Sendable, Equatable {
  public struct Edit: Sendable, Equatable {
    public var key: String
    /// nil: the key did not exist in the file.
    public var base: Entry?
    /// nil: the editor removed the key.
    public var mine: Entry?

    public init(key: String, base: Entry?, mine: Entry?) {
      self.key = key
      self.base = base
      self.mine = mine
    }
  }

  /// The catalog's absolute path.
  public var catalogPath: String
  /// The process that wrote the record.
  public var processID: Int32
  /// When it was written, in seconds since 1970.
  public var writtenAt: Int
  public var edits: [Edit]
  /// The undo steps from base to mine, oldest first; empty when unknown (the user had undone
  /// past the last save). Replayed only when nothing changed on disk since, so restoring keeps
  /// the undo history whenever it can.
  public var changes: [CatalogChange]

  public init(catalogPath: String, processID: Int32, writtenAt: Int, edits: [Edit], changes: [CatalogChange]) {
    self.catalogPath = catalogPath
    self.processID = processID
    self.writtenAt = writtenAt
    self.edits = edits
    self.changes = changes
  }

  /// The unsaved edits of `document`, measured against the file as it was last read or written.
  public init(document: CatalogDocument, catalogPath: String, processID: Int32, writtenAt: Int) {
    let disk = document.diskCatalog
    let current = document.catalog
    let edits = document.unsavedKeys.map { Edit(key: $0, base: disk.strings[$0], mine: current.strings[$0]) }
    self.init(
      catalogPath: catalogPath, processID: processID, writtenAt: writtenAt, edits: edits,
      changes: document.history.changesSinceSave ?? [])
  }

  public var isEmpty: Bool { edits.isEmpty }

  /// Re-applies the recorded edits to `document` as one undoable change — or as the recorded
  /// undo steps when every key is still as the record found it — and returns the leaves changed
  /// on both sides. Each conflicting leaf keeps the recorded (mine) value until a person decides.
  public func restore(into document: inout CatalogDocument, label: String) -> [EntryConflict] {
    let current = document.catalog
    if !changes.isEmpty, edits.allSatisfy({ current.strings[$0.key] == $0.base }) {
      var replayed = document
      for change in changes { replayed.perform(change) }
      if edits.allSatisfy({ replayed.catalog.strings[$0.key] == $0.mine }) {
        document = replayed
        return []
      }
    }
    var puts: [CatalogEdit] = []
    var conflicts: [EntryConflict] = []
    for edit in edits {
      CatalogMerge.mergeKey(
        edit.key, base: edit.base, mine: edit.mine, theirs: current.strings[edit.key], edits: &puts,
        conflicts: &conflicts)
    }
    document.perform(CatalogChange(label: label, edits: puts))
    return conflicts
  }

  /// True when `catalog` holds every recorded edit, so the record can go: each leaf is either
  /// as the record has it, or one that a person decided otherwise (`decided`: key → leaves).
  public func isContained(in catalog: Catalog, decided: [String: Set<MergePath>] = [:]) -> Bool {
    edits.allSatisfy { edit in
      let theirs = catalog.strings[edit.key]
      var resolutions: [MergePath: LeafResolution] = [:]
      for path in decided[edit.key] ?? [] { resolutions[path] = .theirs }
      return LeafMerge.merge(base: edit.base, mine: edit.mine, theirs: theirs, resolutions: resolutions).entry == theirs
    }
  }
}
