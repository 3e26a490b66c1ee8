/// One `key = value;` pair of a `.strings` file.
public struct StringsFileEntry: Sendable, Equatable {
  public var key: String
  public var value: String
  /// The `/* */` or `//` comment(s) directly above the pair, trimmed and
  /// joined by newlines; nil if there is none. A blank line cuts a comment
  /// off from the pair below it (file headers stay unattached), and a
  /// comment that starts on the line of the previous `;` belongs to that
  /// previous pair, so it is dropped rather than moved down.
  public var comment: String?
  /// Where the key starts (its opening quote, or first letter if unquoted).
  public var keyPosition: SourcePosition
  /// Where the value starts. For the `"key";` shorthand it is the key's.
  public var valuePosition: SourcePosition

  public init(
    key: String, value: String, comment: String? = nil, keyPosition: SourcePosition, valuePosition: SourcePosition
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.keyPosition = keyPosition
    self.valuePosition = valuePosition
  }
}

/// A key that occurs more than once: `first` is its first occurrence and
/// `second` a later one (a key seen three times gives two reports, both
/// with the same `first`).
public struct DuplicateKey: Sendable, Equatable {
  public var key: String
  public var first: SourcePosition
  public var second: SourcePosition

  public init(key: String, first: SourcePosition, second: SourcePosition) {
    self.key = key
    self.first = first
    self.second = second
  }
}

/// The contents of a `.strings` file.
public struct StringsFile: Sendable, Equatable {
  /// In file order, duplicates included.
  public var entries: [StringsFileEntry]
  public var duplicates: [DuplicateKey]
  public var encoding: TextEncodingFound

  public init(entries: [StringsFileEntry], duplicates: [DuplicateKey], encoding: TextEncodingFound) {
    self.entries = entries
    self.duplicates = duplicates
    self.encoding = encoding
  }

  /// Parses the bytes of a `.strings` file: text in UTF-8 (with or without
  /// BOM) or UTF-16 with BOM, or a compiled binary property list.
  public static func parse(_ data: [UInt8]) throws(LegacyParseError) -> StringsFile {
    let entries: [StringsFileEntry]
    let encoding: TextEncodingFound
    if BinaryStringsPlist.isBinaryPlist(data) {
      entries = try BinaryStringsPlist.entries(from: data)
      encoding = .binaryPropertyList
    } else {
      let text = try TextDecoder.decode(data)
      var parser = StringsTextParser(text.scalars)
      entries = try parser.parse()
      encoding = text.encoding
    }
    return StringsFile(entries: entries, duplicates: findDuplicates(in: entries), encoding: encoding)
  }

  /// Last occurrence wins, like Foundation's loader.
  public var dictionary: [String: String] {
    var result: [String: String] = [:]
    result.reserveCapacity(entries.count)
    for entry in entries { result[entry.key] = entry.value }
    return result
  }

  private static func findDuplicates(in entries: [StringsFileEntry]) -> [DuplicateKey] {
    var firstSeen: [String: SourcePosition] = [:]
    var duplicates: [DuplicateKey] = []
    for entry in entries {
      if let first = firstSeen[entry.key] {
        duplicates.append(DuplicateKey(key: entry.key, first: first, second: entry.keyPosition))
      } else {
        firstSeen[entry.key] = entry.keyPosition
      }
    }
    return duplicates
  }
}
