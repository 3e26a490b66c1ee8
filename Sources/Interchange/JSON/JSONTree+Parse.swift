import StringCatalog

extension JSONTree {
  /// Reads a JSON document with the catalog reader's scanner; errors are `line:col: message`.
  package static func parse(_ bytes: [UInt8]) throws(InterchangeError) -> JSONTree {
    do {
      return JSONTree(try JSONValue.parse(bytes))
    } catch {
      throw InterchangeError("\(error.line):\(error.column): \(error.message)")
    }
  }

  /// `parse`, with the members that objects repeat (the tree keeps the last of each).
  package static func parseNotingRepeats(_ bytes: [UInt8]) throws(InterchangeError) -> (
    tree: JSONTree, repeated: [JSONValue.RepeatedMember]
  ) {
    do {
      let (value, repeated) = try JSONValue.parseNotingRepeats(bytes)
      return (JSONTree(value), repeated)
    } catch {
      throw InterchangeError("\(error.line):\(error.column): \(error.message)")
    }
  }
}

/// Sorting by code point, the order `sorted by key` means in the pack files.
package func codePointOrder(_ a: String, _ b: String) -> Bool {
  a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
}
