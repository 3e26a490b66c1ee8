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

  /// The result of re-reading the file and re-applying the unsaved edits on top of it.
  public struct ReloadOutcome: Sendable {
    /// Changes that were re-applied on the reloaded catalog (undoable as before).
    public var reapplied: Int
    /// Changes that no longer apply because the same keys changed on disk too.
    public var conflicting: [CatalogChange]
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

  /// Writes the catalog in Xcode's form with an atomic replace, keeping the file's owner, group
  /// and mode. Unless `force`, refuses when the file changed on disk since it was read or last
  /// saved (checked just before the replace, so a change made while writing is caught too).
  /// Unless `overwritingReadOnly`, refuses a read-only file. Never breaks hard links.
  public mutating func save(force: Bool = false, overwritingReadOnly: Bool = false) throws(SaveError) {
    guard let path else { throw SaveError.failed("this catalog has no file name") }
    let bytes = CatalogWriter.bytes(catalog, capacityHint: (diskFingerprint?.size ?? 0) + 4096)
    // A document never read from disk expects no file there.
    let expectation: FileBytes.Expectation = force ? .anything : diskFingerprint.map { .fingerprint($0) } ?? .absent
    do {
      try FileBytes.replace(path, with: bytes, expecting: expectation, overwritingReadOnly: overwritingReadOnly)
    } catch {
      switch error {
      case .changedOnDisk: throw SaveError.changedOnDisk
      case .readOnly: throw SaveError.readOnly
      case .hardLinked, .failed: throw SaveError.failed(error.description)
      }
    }
    markSaved(fingerprint: FileFingerprint(bytes: bytes))
  }

  /// Re-reads the file and re-applies this session's applied changes where the entries they touch
  /// are unchanged on disk; the others are returned so the caller can keep them in a recovery file.
  public mutating func reloadKeepingEdits() throws(CatalogReadError) -> ReloadOutcome {
    guard let path else { return ReloadOutcome(reapplied: 0, conflicting: []) }
    let (fresh, _) = try CatalogDocument.open(path: path)
    var reloaded = fresh.catalog
    var replayed = EditHistory()
    var reapplied = 0
    var conflicting: [CatalogChange] = []
    // Replay what the file lacks (the changes since the last save) from the catalog as last
    // saved: a change applies when every entry it touches on disk is still what it was before it.
    let pending = history.changesSinceSave ?? history.appliedChanges
    var before = catalogBefore(pending.count)
    for change in pending {
      let untouched = change.keys.allSatisfy { reloaded.strings[$0] == before.strings[$0] }
      for edit in change.edits { before.apply(edit) }
      if untouched {
        replayed.perform(change, on: &reloaded)
        reapplied += 1
      } else {
        conflicting.append(change)
      }
    }
    if let fingerprint = fresh.diskFingerprint {
      replaceAfterReload(catalog: reloaded, fingerprint: fingerprint, history: replayed)
    }
    return ReloadOutcome(reapplied: reapplied, conflicting: conflicting)
  }

  /// The catalog as it was before the last `count` applied changes (undone on a copy).
  func catalogBefore(_ count: Int) -> Catalog {
    var copy = self
    for _ in 0..<count { copy.undo() }
    return copy.catalog
  }
}
