import CatalogModel

extension CatalogReader {
  /// Reads a whole file and keeps its bytes, for callers that write the file back: they compare
  /// their output with the input, and replace the file only if it still has these bytes
  /// (`FileBytes.Expectation.bytes`). Same checks and errors as `read(path:)`.
  public static func readKeepingBytes(path: String) throws(CatalogReadError) -> (result: CatalogReadResult, bytes: [UInt8]) {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: maximumFileSize)
    } catch {
      throw error.readError(path: path)
    }
    return (try read(bytes: bytes, path: path), bytes)
  }
}
