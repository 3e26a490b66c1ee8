/// The grammar of a text `.strings` file, as the old-style (OpenStep)
/// property list parser accepts it:
///
///     file  := trivia ( '{' body '}' | body ) trivia
///     body  := ( pair | ';' | trivia )*
///     pair  := string trivia ( '=' trivia string trivia ';' | ';' )
///     string := quoted ("…" or '…') | unquoted [A-Za-z0-9_.$:/-]+
///
/// `"key";` is Foundation's shorthand for `"key" = "key";` and is accepted.
/// Stray `;` between pairs are tolerated because Foundation tolerates them.
/// The parser is a loop, not a recursive descent, so deep or long input
/// cannot exhaust the stack.
struct StringsTextParser {
  private var cursor: ScalarCursor
  private var comments = CommentCollector()
  /// Line of the last `;`; comments starting on it trail the previous pair.
  private var lastTerminatorLine = 0

  init(_ scalars: [Unicode.Scalar]) {
    cursor = ScalarCursor(scalars)
  }

  mutating func parse() throws(LegacyParseError) -> [StringsFileEntry] {
    var entries: [StringsFileEntry] = []
    try skipTrivia(collectingComments: true)
    var openingBrace: SourcePosition?
    if cursor.current == "{" {
      openingBrace = cursor.position
      cursor.advance()
    }
    while true {
      try skipTrivia(collectingComments: true)
      guard let scalar = cursor.current else {
        if let brace = openingBrace {
          throw LegacyParseError(
            position: cursor.position, message: "expected '}' to close the '{' at \(brace) before the end of the file")
        }
        return entries
      }
      switch scalar {
      case ";":
        lastTerminatorLine = cursor.position.line
        cursor.advance()
      case "}" where openingBrace != nil:
        cursor.advance()
        try skipTrivia(collectingComments: false)
        if let extra = cursor.current {
          throw LegacyParseError(
            position: cursor.position, message: "unexpected character \(extra.displayForError) after the closing '}'")
        }
        return entries
      default:
        entries.append(try parsePair())
      }
    }
  }

  private mutating func parsePair() throws(LegacyParseError) -> StringsFileEntry {
    let keyPosition = cursor.position
    let comment = comments.take(attachingTo: keyPosition.line)
    guard let key = try parseString() else {
      let found = cursor.current.map(\.displayForError) ?? "end of file"
      throw LegacyParseError(
        position: keyPosition,
        message: "unexpected character \(found); expected a key (a quoted string or an unquoted word)")
    }
    try skipTrivia(collectingComments: false)

    if cursor.current == ";" {
      finishPair()
      return StringsFileEntry(
        key: key, value: key, comment: comment, keyPosition: keyPosition, valuePosition: keyPosition)
    }
    guard cursor.current == "=" else {
      throw LegacyParseError(
        position: cursor.position, message: "expected '=' after the key \(quoted(key))\(foundSuffix())")
    }
    cursor.advance()
    try skipTrivia(collectingComments: false)

    let valuePosition = cursor.position
    if let scalar = cursor.current, scalar == "(" || scalar == "{" || scalar == "<" {
      throw LegacyParseError(
        position: valuePosition,
        message:
          "expected a string value for \(quoted(key)); arrays, dictionaries and data are not allowed in .strings files")
    }
    guard let value = try parseString() else {
      throw LegacyParseError(
        position: valuePosition, message: "expected a string value after '=' for \(quoted(key))\(foundSuffix())")
    }
    // A missing ';' is reported right after the value, not at the next
    // token: that token is usually the next line's key, and the fix belongs
    // on the value's line.
    let valueEnd = cursor.position
    try skipTrivia(collectingComments: false)
    guard cursor.current == ";" else {
      throw LegacyParseError(position: valueEnd, message: "expected ';' after the value of \(quoted(key))")
    }
    finishPair()
    return StringsFileEntry(
      key: key, value: value, comment: comment, keyPosition: keyPosition, valuePosition: valuePosition)
  }

  private mutating func finishPair() {
    lastTerminatorLine = cursor.position.line
    cursor.advance()
    comments.reset()
  }

  /// Reads a quoted or unquoted string at the cursor; nil if none starts here.
  private mutating func parseString() throws(LegacyParseError) -> String? {
    guard let first = cursor.current else { return nil }
    if first == "\"" || first == "'" {
      var reader = QuotedStringReader()
      return try reader.read(from: &cursor)
    }
    guard first.isUnquotedStringScalar else { return nil }
    var text = String.UnicodeScalarView()
    while let scalar = cursor.current, scalar.isUnquotedStringScalar {
      text.append(scalar)
      cursor.advance()
    }
    return String(text)
  }

  /// Skips whitespace and comments. Between pairs the comments are kept so
  /// the next pair can carry them; inside a pair they are dropped.
  private mutating func skipTrivia(collectingComments: Bool) throws(LegacyParseError) {
    while let scalar = cursor.current {
      if scalar.isPlistWhitespace {
        cursor.advance()
      } else if cursor.hasPrefix("/*") {
        let start = cursor.position
        cursor.advance(by: 2)
        var body = String.UnicodeScalarView()
        while !cursor.hasPrefix("*/") {
          guard let inner = cursor.current else {
            throw LegacyParseError(position: start, message: "unterminated comment: expected '*/' to close this '/*'")
          }
          body.append(inner)
          cursor.advance()
        }
        cursor.advance(by: 2)
        if collectingComments {
          record(String(body), start: start)
        }
      } else if cursor.hasPrefix("//") {
        let start = cursor.position
        cursor.advance(by: 2)
        var body = String.UnicodeScalarView()
        while let inner = cursor.current, inner != "\n", inner != "\r" {
          body.append(inner)
          cursor.advance()
        }
        if collectingComments {
          record(String(body), start: start)
        }
      } else {
        return
      }
    }
  }

  private mutating func record(_ body: String, start: SourcePosition) {
    // A comment on the same line as the previous ';' describes that pair.
    guard start.line != lastTerminatorLine else { return }
    comments.add(body, startLine: start.line, endLine: cursor.position.line)
  }

  private func foundSuffix() -> String {
    guard let scalar = cursor.current else { return ", found the end of the file" }
    return ", found \(scalar.displayForError)"
  }
}

/// Renders a key for an error message the way it would be written in the file.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

extension Unicode.Scalar {
  /// The old-style property list's unquoted-string set.
  var isUnquotedStringScalar: Bool {
    switch value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
    default: return self == "_" || self == "." || self == "-" || self == "$" || self == ":" || self == "/"
    }
  }
}
