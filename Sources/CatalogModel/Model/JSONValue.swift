/// Any JSON value, kept exactly enough to be written back as Xcode would write it.
///
/// Glossa keeps every member it does not know as a `JSONValue`, so a catalog written by a
/// newer Xcode (or another tool) loses nothing when Glossa saves it.
public indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  /// The number's text as it appeared in the file: re-serializing a parsed `Double` could change it.
  case number(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Members in file order; the writer sorts them with the catalog comparator.
  case object([JSONMember])
}

/// One `"key" : value` pair of an object Glossa does not model.
public struct JSONMember: Sendable, Equatable {
  public var key: String
  public var value: JSONValue

  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
