/// `limits:` of `.glossa.yml`: keys matching `pattern` (a glob, `*` and `?`) may have at most
/// `maximum` grapheme clusters in any language.
public struct KeyLengthLimit: Sendable, Equatable {
  public var pattern: String
  public var maximum: Int

  public init(pattern: String, maximum: Int) {
    self.pattern = pattern
    self.maximum = maximum
  }
}

/// Where a key's limit comes from, for the finding's message.
public struct LengthLimit: Sendable, Equatable {
  public var maximum: Int
  /// `limits: "tab.*"` or `[max 24] in the comment`.
  public var origin: String
}

extension LengthLimit {
  /// `[max 24]` in the comment wins (it is about this key alone), else the first `limits:`
  /// pattern matching the key.
  package static func of(key: String, comment: String?, patterns: [(GlobPattern, Int)]) -> LengthLimit? {
    if let comment, let maximum = commentLimit(comment) {
      return LengthLimit(maximum: maximum, origin: "[max \(maximum)] in the comment")
    }
    for (pattern, maximum) in patterns where pattern.matches(key) {
      return LengthLimit(maximum: maximum, origin: "limits: \"\(pattern.text)\"")
    }
    return nil
  }

  /// The N of the first `[max N]` (spaces allowed around N) in a comment.
  package static func commentLimit(_ comment: String) -> Int? {
    // Most comments have no `[` at all: lint asks of every entry.
    guard comment.utf8.contains(0x5B) else { return nil }
    var rest = Substring(comment)
    while let open = rest.firstRange(of: "[max") {
      var tail = rest[open.upperBound...].drop { $0 == " " }
      let digits = tail.prefix { $0.isASCII && $0.isNumber }
      tail = tail.dropFirst(digits.count).drop { $0 == " " }
      if !digits.isEmpty, tail.first == "]", let number = Int(digits), number > 0 { return number }
      rest = rest[open.upperBound...]
    }
    return nil
  }
}
