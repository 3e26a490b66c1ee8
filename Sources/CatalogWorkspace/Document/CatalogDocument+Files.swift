import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// Opening, saving and reloading a document's file, refusing to overwrite someone else's changes.
extension CatalogDocument {
  public enum SaveError: Error, Sendable, Equatable {
    /// The file changed on disk since it was read or last saved: nothing was written.
    case changedOnDisk
    /// The file is read-only (its owner has no write bit): nothing was written.
    /// `save(overwritingReadOnly: true)` writes it anyway and keeps its mode.
    case readOnly
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
    let result = try CatalogReader.read(path: path, fingerprint: true)
    var document = CatalogDocument(catalog: result.catalog, path: path, diskFingerprint: result.fingerprint)
    document.misplacedKeys = result.misplacedKeys
    return (document, result.warnings)
  }

  /// True when the file's bytes are no longer those read or last written.
  public func fileChangedOnDisk() -> Bool {
    guard let file = filePath, let known = diskFingerprint else { return false }
    return FileBytes.fingerprint(of: file) != known
  }

  /// Writes the catalog in Xcode's form with an atomic replace, keeping the file's owner, group
  /// and mode. Unless `force`, refuses when the file changed on disk since it was read or last
  /// saved (checked just before the replace, so a change made while writing is caught too).
  /// Unless `overwritingReadOnly`, refuses a read-only file. Never breaks hard links.
  public mutating func save(force: Bool = false, overwritingReadOnly: Bool = false) throws(SaveError) {
    if filePart != nil {
      self = try CatalogDocument.saveParts([self], force: force, overwritingReadOnly: overwritingReadOnly)[0]
      return
    }
    guard let path else { throw SaveError.failed("this catalog has no file name") }
    // A document never read from disk expects no file there.
    let expectation: FileBytes.Expectation = force ? .anything : diskFingerprint.map { .fingerprint($0) } ?? .absent
    var written = ContentHash()
    do {
      try FileBytes.replace(path, expecting: expectation, overwritingReadOnly: overwritingReadOnly) { emit in
        CatalogWriter.stream(catalog) { block, _ in
          written.add(block)
          emit(block)
        }
        return true
      }
    } catch {
      switch error {
      case .changedOnDisk: throw SaveError.changedOnDisk
      case .readOnly: throw SaveError.readOnly
      case .hardLinked, .failed: throw SaveError.failed(error.description)
      }
    }
    markSaved(fingerprint: FileFingerprint(written))
  }

  /// Re-reads the file and merges the unsaved edits into what it now holds, leaf by leaf (see
  /// `LeafMerge`): edits to leaves nobody else touched apply cleanly, and a leaf changed on both
  /// sides keeps the editor's value and is reported as a conflict. The merge is one undoable
  /// change on top of the file's contents, so the document stays modified while it holds edits.
  public mutating func reloadMergingEdits() throws(CatalogReadError) -> ReloadOutcome {
    guard filePath != nil else { return ReloadOutcome(mergedKeys: 0, conflicts: []) }
    let fresh = try readAgain()
    let merge = CatalogMerge.merge(
      base: diskCatalog, mine: catalog, theirs: fresh.catalog, label: "keep your unsaved edits after reloading")
    guard let fingerprint = fresh.diskFingerprint else { return ReloadOutcome(mergedKeys: 0, conflicts: []) }
    replaceAfterReload(catalog: fresh.catalog, fingerprint: fingerprint)
    misplacedKeys = fresh.misplacedKeys
    perform(merge.change)
    return ReloadOutcome(mergedKeys: merge.change.edits.count, conflicts: merge.conflicts)
  }
}
