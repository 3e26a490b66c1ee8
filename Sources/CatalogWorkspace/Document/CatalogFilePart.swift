import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// A catalog kept as one part of a file in another format (a `<file>` of an `.xcloc` bundle's
/// XLIFF) rather than as an `.xcstrings` file of its own. The document reads itself again and
/// saves through its part; the documents sharing one file are saved together, in one guarded
/// atomic replace, so no part's save can overwrite another's.
public protocol CatalogFilePart: Sendable {
  /// The file on disk holding this part (and maybe others).
  var file: String { get }
  /// This part's name within the file, unique there (the `<file original>`).
  var name: String { get }
  /// This part's catalog in the whole file's `bytes`.
  func catalog(in bytes: [UInt8]) throws(CatalogReadError) -> Catalog
  /// The whole file's `bytes` with each named part changed from its `disk` catalog to its
  /// `edited` one; a change the format cannot carry is an error saying which.
  func write(_ changes: [CatalogPartChange], into bytes: [UInt8]) throws(CatalogPartWriteError) -> [UInt8]
}

/// What one part's save changes: its catalog as last read or written, and as edited.
public struct CatalogPartChange: Sendable {
  public var name: String
  public var disk: Catalog
  public var edited: Catalog

  public init(name: String, disk: Catalog, edited: Catalog) {
    self.name = name
    self.disk = disk
    self.edited = edited
  }
}

/// Why a part's change could not be written (nothing was).
public struct CatalogPartWriteError: Error, Sendable, Equatable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

extension CatalogDocument {
  /// The file on disk this document is read from and saved to: its own path, or the file its
  /// part is in.
  public var filePath: String? { filePart?.file ?? path }

  /// A document over one part of a file, read from the file's `bytes` (its fingerprint taken).
  /// `path` names the part for journals and messages (`file/part`); `filePath` is the file.
  public static func open(part: any CatalogFilePart, bytes: [UInt8]) throws(CatalogReadError) -> CatalogDocument {
    CatalogDocument(part: part, catalog: try part.catalog(in: bytes), fingerprint: FileFingerprint(bytes: bytes))
  }

  /// A document over one part whose catalog the caller already read from the file's bytes
  /// (opening every part of a file parses it once, not once per part).
  public init(part: any CatalogFilePart, catalog: Catalog, fingerprint: FileFingerprint) {
    self.init(catalog: catalog, path: part.file + "/" + part.name, diskFingerprint: fingerprint)
    filePart = part
  }

  /// The document as its file holds it now (a fresh history).
  func readAgain() throws(CatalogReadError) -> CatalogDocument {
    guard let part = filePart else {
      guard let path else { return self }
      return try CatalogDocument.open(path: path).document
    }
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: part.file, limit: CatalogReader.maximumFileSize)
    } catch {
      throw CatalogReadError(path: part.file, line: 1, column: 1, message: error.message, hasPosition: false)
    }
    return try CatalogDocument.open(part: part, bytes: bytes)
  }

  /// Saves documents that are parts of one file (`filePart.file` the same for all) in one
  /// replace of that file: each part's edits since it was read are written into the file's
  /// bytes, every other byte kept. Unless `force`, refuses when the file changed since they read
  /// it. Returns the documents at their new save point, in the order given; every part of the
  /// file not among them would be left with an old fingerprint, so callers pass them all.
  public static func saveParts(
    _ documents: [CatalogDocument], force: Bool = false, overwritingReadOnly: Bool = false
  ) throws(SaveError) -> [CatalogDocument] {
    guard let file = documents.first?.filePart?.file,
      let part = documents.first?.filePart,
      documents.allSatisfy({ $0.filePart?.file == file })
    else { throw SaveError.failed("these catalogs are not parts of one file") }
    let current: [UInt8]
    do {
      current = try FileBytes.read(path: file, limit: CatalogReader.maximumFileSize)
    } catch {
      throw SaveError.failed("\(file): \(error.message)")
    }
    // Every part must have read these bytes: a part still holding an older read would write its
    // edits over changes it has not merged.
    let now = FileFingerprint(bytes: current)
    if !force, documents.contains(where: { $0.diskFingerprint != now }) { throw SaveError.changedOnDisk }
    let changes = documents.compactMap { document in
      document.filePart.map { CatalogPartChange(name: $0.name, disk: document.diskCatalog, edited: document.catalog) }
    }
    let bytes: [UInt8]
    do {
      bytes = try part.write(changes, into: current)
    } catch {
      throw SaveError.failed(error.message)
    }
    do {
      // The bytes just read, still there: a write in between is caught, not overwritten.
      try FileBytes.replace(file, with: bytes, expecting: .bytes(current), overwritingReadOnly: overwritingReadOnly)
    } catch {
      switch error {
      case .changedOnDisk: throw SaveError.changedOnDisk
      case .readOnly: throw SaveError.readOnly
      case .hardLinked, .failed: throw SaveError.failed(error.description)
      }
    }
    let fingerprint = FileFingerprint(bytes: bytes)
    return documents.map { document in
      var saved = document
      saved.markSaved(fingerprint: fingerprint)
      return saved
    }
  }
}
