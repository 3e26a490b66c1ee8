/// Reads a small JSON document of Glossa's own (a recovery file, a merge-conflict record) with
/// the catalog's scanner, turning a scan error into `line:column: message`.
enum JSONDocument {
  static func decode<Value>(
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
