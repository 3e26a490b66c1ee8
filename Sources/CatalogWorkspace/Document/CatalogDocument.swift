import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// A catalog being edited: the model, its undo history, and what is on disk.
///
/// Every change goes through `perform`, so the editor, review mode and batch commands share one
/// undoable edit stack.
public struct CatalogDocument: Sendable {
  /// nil for a catalog that has no file yet.
  public var path: String?
  public private(set) var catalog: Catalog
  public private(set) var history = EditHistory()
  /// What the file looked like when it was last read or written, to refuse overwriting a file
  /// another tool changed since.
  public internal(set) var diskFingerprint: FileFingerprint?
  /// The catalog as the file held it when last read or written: the base that unsaved edits are
  /// measured against when the file changed on disk, and what a recovery file records them
  /// against. It shares storage with `catalog` except for the entries edited since.
  public private(set) var diskCatalog: Catalog
  /// How many keys the file held out of Xcode's order when last read (`CatalogReadResult`): the
  /// next save moves them. 0 after a save, which writes Xcode's order.
  public var misplacedKeys = 0
  /// Set when the catalog is one part of a file in another format (an `.xcloc`'s XLIFF): the
  /// document reads and saves through it, and `path` only names the part.
  public internal(set) var filePart: (any CatalogFilePart)?

  public init(catalog: Catalog, path: String? = nil, diskFingerprint: FileFingerprint? = nil) {
    self.catalog = catalog
    self.path = path
    self.diskFingerprint = diskFingerprint
    diskCatalog = catalog
  }

  public var isModified: Bool { history.isModified }

  /// Applies `change` as the newest step; returns what it touched (nil for an empty change).
  @discardableResult
  public mutating func perform(_ change: CatalogChange) -> HistoryStep? {
    history.perform(change, on: &catalog)
  }

  @discardableResult
  public mutating func undo() -> HistoryStep? {
    history.undo(on: &catalog)
  }

  @discardableResult
  public mutating func redo() -> HistoryStep? {
    history.redo(on: &catalog)
  }

  /// Forgets what `redo` could bring back (see `EditHistory.discardRedo`).
  public mutating func discardRedo() {
    history.discardRedo()
  }

  /// Starts over from what was just read from disk, with a fresh history (nothing unsaved).
  package mutating func replaceAfterReload(catalog: Catalog, fingerprint: FileFingerprint) {
    self.catalog = catalog
    diskCatalog = catalog
    diskFingerprint = fingerprint
    history = EditHistory()
  }

  package mutating func markSaved(fingerprint: FileFingerprint) {
    diskFingerprint = fingerprint
    diskCatalog = catalog
    misplacedKeys = 0
    history.markSaved()
  }

  /// Keys whose entries differ from the file as last read or written: what is unsaved.
  public var unsavedKeys: [String] {
    CatalogMerge.changedKeys(from: diskCatalog, to: catalog)
  }
}
