import CatalogModel
import CatalogFiles
import CatalogEditing

/// The bytes of a catalog file that the locator reads positions from (the same array the reader
/// parsed, so the file is read once).
package final class SourceBytes: Sendable {
  private let array: [UInt8]

  package init(array: [UInt8]) {
    self.array = array
  }

  package func withBuffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    array.withUnsafeBufferPointer(body)
  }
}
