import Foundation

/// A catalog as read, with what was odd about the file.
public struct CatalogReadResult: Sendable {
  public var catalog: Catalog
  public var warnings: [CatalogReadWarning]
  /// How the file was encoded, when it was not plain UTF-8 (Xcode always writes plain UTF-8).
  public var encodingNote: String?
}

/// Reads `.xcstrings` files with Glossa's own byte-level parser.
public enum CatalogReader {
  /// Larger files are refused with a message rather than exhausting memory.
  public static let maximumFileSize = 2 << 30

  public static func read(path: String) throws(CatalogReadError) -> CatalogReadResult {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: maximumFileSize)
    } catch {
      throw CatalogReadError(path: path, line: 1, column: 1, message: error.message)
    }
    return try read(bytes: bytes, path: path)
  }

  public static func read(bytes input: [UInt8], path: String? = nil) throws(CatalogReadError) -> CatalogReadResult {
    let decoded: TextDecoding.Result
    do {
      decoded = try TextDecoding.utf8(from: input)
    } catch {
      throw CatalogReadError(path: path, line: error.line, column: error.column, message: error.message)
    }
    let bytes = decoded.bytes
    var duplicates: [DuplicateMember] = []
    var scanner: JSONScanner?
    let outcome: Result<Catalog, ScanError> = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONScanner(bytes: buffer)
      defer { scanner = reader }
      do throws(ScanError) {
        return .success(try reader.readCatalog())
      } catch {
        return .failure(error)
      }
    }
    duplicates = scanner?.duplicates ?? []
    switch outcome {
    case .failure(let error):
      let (line, column) = SourceLocator(bytes: bytes).location(of: error.offset)
      throw CatalogReadError(path: path, line: line, column: column, message: error.message)
    case .success(let catalog):
      let warnings = duplicateWarnings(duplicates, bytes: bytes, path: path)
      return CatalogReadResult(catalog: catalog, warnings: warnings, encodingNote: decoded.note)
    }
  }

  private static func duplicateWarnings(_ duplicates: [DuplicateMember], bytes: [UInt8], path: String?) -> [CatalogReadWarning] {
    guard !duplicates.isEmpty else { return [] }
    let locator = SourceLocator(bytes: bytes)
    return bytes.withUnsafeBufferPointer { buffer in
      let scanner = JSONScanner(bytes: buffer)
      return duplicates.map { duplicate in
        let (line, column) = locator.location(of: duplicate.secondOffset)
        let first = scanner.firstOffset(of: duplicate.key, inObjectAt: duplicate.objectStart).map { locator.location(of: $0).line }
        let earlier = first.map { " (first on line \($0))" } ?? ""
        return CatalogReadWarning(
          path: path, line: line, column: column,
          message: "duplicate member \"\(duplicate.key)\"\(earlier); the last one wins, as in Xcode",
          relatedLine: first, duplicateKey: duplicate.key)
      }
    }
  }
}
