/// Opening, saving and reloading a document's file, refusing to overwrite someone else's changes.
extension CatalogDocument {
  public enum SaveError: Error, Sendable, Equatable {
    /// The file changed on disk since it was read or last saved: nothing was written.
    case changedOnDisk
    case failed(String)
  }

  /// What reloading found: the unsaved edits merged into the file's new contents, and the leaves
  /// changed on both sides.
  public struct ReloadOutcome: Sendable {
    /// How many keys carry unsaved edits after the reload (merged into the new contents).
    public var mergedKeys: Int
    /// Leaves changed on disk and in the editor: the buffer holds the editor's version of each
    /// until a person decides.
    public var conflicts: [EntryConflict]
  }

  public static func open(path: String) throws(CatalogReadError) -> (document: CatalogDocument, warnings: [CatalogReadWarning]) {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      throw CatalogReadError(path: path, line: 1, column: 1, message: error.message)
    }
    let result = try CatalogReader.read(bytes: bytes, path: path)
    let fingerprint = FileFingerprint(bytes: bytes)
    return (CatalogDocument(catalog: result.catalog, path: path, diskFingerprint: fingerprint), result.warnings)
  }

  /// True when the file's bytes are no longer those read or last written.
  public func fileChangedOnDisk() -> Bool {
    guard let path, let known = diskFingerprint else { return false }
    // Saves are rare enough to afford reading the file to compare its bytes.
    guard let bytes = try? FileBytes.read(path: path) else { return true }
    return FileFingerprint(bytes: bytes) != known
  }

  /// Writes the catalog in Xcode's form with an atomic replace. Unless `force`, refuses when the
  /// file changed on disk since it was read.
  public mutating func save(force: Bool = false) throws(SaveError) {
    guard let path else { throw SaveError.failed("this catalog has no file name") }
    if !force && fileChangedOnDisk() { throw SaveError.changedOnDisk }
    let bytes = CatalogWriter.bytes(catalog, capacityHint: (diskFingerprint?.size ?? 0) + 4096)
    do {
      try FileBytes.writeAtomically(bytes, to: path)
    } catch {
      throw SaveError.failed(error.message)
    }
    markSaved(fingerprint: FileFingerprint(bytes: bytes))
  }

  /// Re-reads the file and merges the unsaved edits into what it now holds, leaf by leaf (see
  /// `LeafMerge`): edits to leaves nobody else touched apply cleanly, and a leaf changed on both
  /// sides keeps the editor's value and is reported as a conflict. The merge is one undoable
  /// change on top of the file's contents, so the document stays modified while it holds edits.
  public mutating func reloadMergingEdits() throws(CatalogReadError) -> ReloadOutcome {
    guard let path else { return ReloadOutcome(mergedKeys: 0, conflicts: []) }
    let (fresh, _) = try CatalogDocument.open(path: path)
    let merge = CatalogMerge.merge(
      base: diskCatalog, mine: catalog, theirs: fresh.catalog, label: "keep your unsaved edits after reloading")
    guard let fingerprint = fresh.diskFingerprint else { return ReloadOutcome(mergedKeys: 0, conflicts: []) }
    replaceAfterReload(catalog: fresh.catalog, fingerprint: fingerprint)
    perform(merge.change)
    return ReloadOutcome(mergedKeys: merge.change.edits.count, conflicts: merge.conflicts)
  }
}
