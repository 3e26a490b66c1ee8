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

  public init(catalog: Catalog, path: String? = nil, diskFingerprint: FileFingerprint? = nil) {
    self.catalog = catalog
    self.path = path
    self.diskFingerprint = diskFingerprint
  }

  public var isModified: Bool { history.isModified }

  public mutating func perform(_ change: CatalogChange) {
    history.perform(change, on: &catalog)
  }

  @discardableResult
  public mutating func undo() -> CatalogChange? {
    history.undo(on: &catalog)
  }

  @discardableResult
  public mutating func redo() -> CatalogChange? {
    history.redo(on: &catalog)
  }

  mutating func replaceAfterReload(catalog: Catalog, fingerprint: FileFingerprint, history: EditHistory) {
    self.catalog = catalog
    self.diskFingerprint = fingerprint
    self.history = history
  }

  mutating func markSaved(fingerprint: FileFingerprint) {
    diskFingerprint = fingerprint
    history.markSaved()
  }
}
