import CatalogModel

/// Reads a small JSON document of Glossa's own (a recovery file, a merge-conflict record) with
/// the catalog's scanner, turning a scan error into `line:column: message`.
package enum JSONDocument {
  package static func decode<Value>(
    _ bytes: [UInt8], _ read: (inout JSONScanner) throws(ScanError) -> Value
  ) throws(CatalogReadError) -> Value {
    let outcome: Result<Value, ScanError> = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      do throws(ScanError) {
        return .success(try read(&scanner))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let value): return value
    case .failure(let error):
      let (line, column) = SourceLocator(bytes: bytes).location(of: error.offset)
      throw CatalogReadError(line: line, column: column, message: error.message)
    }
  }
}

extension JSONValue {
  /// A member an object has more than once (the value read keeps the last).
  public struct RepeatedMember: Sendable, Equatable {
    public var name: String
    /// Where the object's `{` is.
    public var objectLine: Int
    public var objectColumn: Int
  }

  /// Any JSON document (UTF-8, a byte-order mark allowed), read with the catalog's scanner:
  /// the same grammar, limits and `line:column` errors as catalogs get.
  public static func parse(_ bytes: [UInt8]) throws(CatalogReadError) -> JSONValue {
    try parseNotingRepeats(bytes).value
  }

  /// `parse`, with the members that objects repeat, for readers to which a repeat is an error.
  public static func parseNotingRepeats(_ bytes: [UInt8]) throws(CatalogReadError) -> (
    value: JSONValue, repeated: [RepeatedMember]
  ) {
    let decoded: TextDecoding.Result
    do {
      decoded = try TextDecoding.utf8(from: bytes)
    } catch {
      throw CatalogReadError(line: error.line, column: error.column, message: error.message)
    }
    let (value, duplicates) = try JSONDocument.decode(decoded.bytes) { (scanner) throws(ScanError) in
      scanner.skipWhitespace()
      let value = try scanner.readValue()
      scanner.skipWhitespace()
      if !scanner.isAtEnd { throw scanner.fail("unexpected \(scanner.describeNext()) after the JSON value") }
      return (value, scanner.duplicates)
    }
    guard !duplicates.isEmpty else { return (value, []) }
    let locator = SourceLocator(bytes: decoded.bytes)
    let repeated = duplicates.map { duplicate in
      let (line, column) = locator.location(of: duplicate.objectStart)
      return RepeatedMember(name: duplicate.key, objectLine: line, objectColumn: column)
    }
    return (value, repeated)
  }
}
