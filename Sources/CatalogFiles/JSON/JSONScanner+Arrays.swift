import CatalogModel

extension JSONScanner {
  /// Reads an array, handing each element to `element` at its start (the recovery file's and the
  /// lint baseline's lists).
  package mutating func readArray(_ element: (inout JSONScanner) throws(ScanError) -> Void) throws(ScanError) {
    guard consume(0x5B) else { throw fail("expected an array, found \(describeNext())") }
    try enterNesting(opener: position - 1)
    if !consume(0x5D) {
      while true {
        try element(&self)
        if consume(0x2C) { continue }
        if consume(0x5D) { break }
        throw fail("expected ',' or ']' in an array, found \(describeNext())")
      }
    }
    leaveNesting()
  }
}
