import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Writes into room an `OutputBuffer` made ahead (`OutputBuffer.write(atMost:_:)`): a finding's
/// line is a dozen short pieces, and making room and reaching the storage for each piece cost
/// more than copying it.
public struct OutputCursor {
  package private(set) var next: UnsafeMutablePointer<UInt8>

  package init(_ next: UnsafeMutablePointer<UInt8>) {
    self.next = next
  }

  public mutating func append(bytes utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress else { return }
    next.update(from: source, count: utf8.count)
    next += utf8.count
  }

  public mutating func append(_ text: String) {
    // Read in place (a native or small string always offers its UTF-8).
    if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) != nil { return }
    var copy = text
    copy.withUTF8 { append(bytes: $0) }
  }

  public mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(bytes: $0) }
  }

  public mutating func append(byte: UInt8) {
    next.pointee = byte
    next += 1
  }

  /// A non-negative number in decimal (at most 20 bytes).
  public mutating func append(_ number: Int) {
    var value = number.magnitude
    var digits = 1
    var bound: UInt = 10
    while value >= bound && digits < 20 {
      digits += 1
      let (product, overflow) = bound.multipliedReportingOverflow(by: 10)
      if overflow { break }
      bound = product
    }
    if number < 0 { append(byte: 0x2D) }
    var slot = next + digits
    repeat {
      slot -= 1
      slot.pointee = 0x30 + UInt8(value % 10)
      value /= 10
    } while slot > next
    next += digits
  }
}
