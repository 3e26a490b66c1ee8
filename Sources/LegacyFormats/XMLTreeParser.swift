/// A small, strict XML parser for property list and XLIFF files.
///
/// Foundation's XMLParser also works on Linux, but its positions are where
/// libxml2 happens to be: the end of a start tag, and for a mismatched
/// closing tag a place after it (4:16 for an error at 3:9 in a test), while
/// Glossa's errors must point at the exact scalar. Property lists and XLIFF
/// use a tiny part of XML, so this parser covers: the XML declaration and processing
/// instructions, comments, a DOCTYPE without an internal subset, elements
/// with attributes, character data, CDATA sections and the predefined and
/// numeric entities. Anything else is an error with its line and column.
struct XMLTreeParser {
  /// Property lists nest a few levels; the limit keeps hostile input from
  /// exhausting the stack in this recursive parser.
  static let maximumDepth = 200

  // Internal, not private, so the lexical helpers in XMLLexical.swift can read it.
  var cursor: ScalarCursor

  init(_ scalars: [Unicode.Scalar]) {
    cursor = ScalarCursor(Self.normalizingLineEnds(scalars))
  }

  /// XML 1.0 §2.11: CR LF and a lone CR become LF before parsing, so no value keeps a `\r` from
  /// a file saved with Windows or old Mac line ends (`&#13;` still gives one: references are
  /// expanded later). Positions do not move: the cursor counts CR LF and a lone CR as one line
  /// break, as it now counts the LF.
  static func normalizingLineEnds(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    guard scalars.contains("\r") else { return scalars }
    var normalized: [Unicode.Scalar] = []
    normalized.reserveCapacity(scalars.count)
    for (index, scalar) in scalars.enumerated() {
      if scalar != "\r" {
        normalized.append(scalar)
      } else if index + 1 == scalars.count || scalars[index + 1] != "\n" {
        normalized.append("\n")
      }
    }
    return normalized
  }

  mutating func parseDocument() throws(LegacyParseError) -> XMLElementNode {
    try skipMisc(allowDoctype: true)
    guard cursor.current == "<" else {
      throw error(
        cursor.isAtEnd
          ? "expected a root element, found the end of the file"
          : "expected '<' to start the root element, found \(found())")
    }
    let root = try parseElement(depth: 0)
    try skipMisc(allowDoctype: false)
    guard cursor.isAtEnd else {
      throw error("unexpected content after the root element <\(root.name)>")
    }
    return root
  }

  // MARK: - Prolog and other markup outside elements

  private mutating func skipMisc(allowDoctype: Bool) throws(LegacyParseError) {
    while let scalar = cursor.current {
      if scalar.isXMLWhitespace {
        cursor.advance()
      } else if cursor.hasPrefix("<?") {
        try skipProcessingInstruction()
      } else if cursor.hasPrefix("<!--") {
        try skipComment()
      } else if cursor.hasPrefix("<!DOCTYPE") {
        guard allowDoctype else { throw error("a DOCTYPE must come before the root element") }
        try skipDoctype()
      } else {
        return
      }
    }
  }

  private mutating func skipProcessingInstruction() throws(LegacyParseError) {
    let start = cursor.position
    cursor.advance(by: 2)
    try skip(until: "?>", start: start, what: "processing instruction")
  }

  private mutating func skipComment() throws(LegacyParseError) {
    let start = cursor.position
    cursor.advance(by: 4)
    try skip(until: "-->", start: start, what: "comment")
  }

  /// Skips `<!DOCTYPE … >`, honouring quoted system and public ids.
  private mutating func skipDoctype() throws(LegacyParseError) {
    let start = cursor.position
    cursor.advance(by: 9)
    var quote: Unicode.Scalar?
    while let scalar = cursor.current {
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "[" {
        // It would declare entities (which can expand without bound); neither format has one.
        throw error("a DOCTYPE with an internal subset ([…]) is not supported")
      } else if scalar == ">" {
        cursor.advance()
        return
      }
      cursor.advance()
    }
    throw LegacyParseError(position: start, message: "unterminated DOCTYPE: expected '>'")
  }

  private mutating func skip(until terminator: String, start: SourcePosition, what: String) throws(LegacyParseError) {
    while !cursor.hasPrefix(terminator) {
      guard !cursor.isAtEnd else {
        throw LegacyParseError(position: start, message: "unterminated \(what): expected '\(terminator)'")
      }
      cursor.advance()
    }
    cursor.advance(by: terminator.unicodeScalars.count)
  }

  // MARK: - Elements

  private mutating func parseElement(depth: Int) throws(LegacyParseError) -> XMLElementNode {
    guard depth < Self.maximumDepth else {
      throw error("elements are nested more than \(Self.maximumDepth) levels deep")
    }
    let start = cursor.position
    cursor.advance()  // '<'
    let name = try parseName(after: "'<'")
    var node = XMLElementNode(name: name, position: start)
    if try parseAttributes(of: name, into: &node.attributes) {
      return node  // <name/>
    }
    while true {
      guard let scalar = cursor.current else {
        throw LegacyParseError(position: start, message: "unterminated element <\(name)>: expected '</\(name)>'")
      }
      if scalar == "<" {
        if cursor.hasPrefix("</") {
          try parseClosingTag(of: name)
          return node
        } else if cursor.hasPrefix("<!--") {
          try skipComment()
        } else if cursor.hasPrefix("<![CDATA[") {
          try appendCDATA(to: &node)
        } else if cursor.hasPrefix("<?") {
          try skipProcessingInstruction()
        } else if cursor.hasPrefix("<!") {
          throw error("unexpected markup declaration inside <\(name)>")
        } else {
          var child = try parseElement(depth: depth + 1)
          child.offsetInParent = node.textLength
          node.children.append(child)
        }
      } else if scalar == "&" {
        let position = cursor.position
        appendText(try parseReference(), at: position, to: &node)
      } else {
        // A run of plain text is appended at once: one append per scalar is most of the parse.
        let runStart = cursor.index
        while let next = cursor.current, next != "<", next != "&" {
          if node.firstTextPosition == nil && !next.isXMLWhitespace { node.firstTextPosition = cursor.position }
          cursor.advance()
        }
        node.text.unicodeScalars.append(contentsOf: cursor.scalars[runStart..<cursor.index])
        node.textLength += cursor.index - runStart
      }
    }
  }

  /// Reads attributes up to `>` or `/>`; returns true for an empty element.
  private mutating func parseAttributes(
    of element: String, into attributes: inout [String: String]
  ) throws(LegacyParseError) -> Bool {
    while true {
      let hadSpace = skipWhitespace()
      if cursor.hasPrefix("/>") {
        cursor.advance(by: 2)
        return true
      }
      if cursor.current == ">" {
        cursor.advance()
        return false
      }
      guard !cursor.isAtEnd else {
        throw error("unterminated tag <\(element): expected '>'")
      }
      guard hadSpace else {
        throw error("expected whitespace, '>' or '/>' in the tag <\(element)>, found \(found())")
      }
      let attributeStart = cursor.position
      let attribute = try parseName(after: "whitespace in <\(element)>")
      guard attributes[attribute] == nil else {
        throw LegacyParseError(position: attributeStart, message: "the attribute \(attribute) appears twice in <\(element)>")
      }
      _ = skipWhitespace()
      guard cursor.current == "=" else {
        throw error("expected '=' after the attribute \(attribute), found \(found())")
      }
      cursor.advance()
      _ = skipWhitespace()
      guard let quote = cursor.current, quote == "\"" || quote == "'" else {
        throw error("expected a quoted value for the attribute \(attribute), found \(found())")
      }
      let valueStart = cursor.position
      cursor.advance()
      var value = String.UnicodeScalarView()
      while cursor.current != quote {
        guard let scalar = cursor.current else {
          throw LegacyParseError(position: valueStart, message: "unterminated value of the attribute \(attribute)")
        }
        if scalar == "<" { throw error("'<' is not allowed in an attribute value") }
        if scalar == "&" {
          value.append(try parseReference())
        } else {
          value.append(scalar.isXMLWhitespace ? " " : scalar)
          cursor.advance()
        }
      }
      cursor.advance()
      attributes[attribute] = String(value)
    }
  }

  private mutating func parseClosingTag(of name: String) throws(LegacyParseError) {
    let start = cursor.position
    cursor.advance(by: 2)
    let closing = try parseName(after: "'</'")
    _ = skipWhitespace()
    guard cursor.current == ">" else {
      throw error("expected '>' to end the closing tag </\(closing)>, found \(found())")
    }
    guard closing == name else {
      throw LegacyParseError(position: start, message: "expected '</\(name)>' but found '</\(closing)>'")
    }
    cursor.advance()
  }

  private mutating func appendCDATA(to node: inout XMLElementNode) throws(LegacyParseError) {
    let start = cursor.position
    cursor.advance(by: 9)
    while !cursor.hasPrefix("]]>") {
      guard let scalar = cursor.current else {
        throw LegacyParseError(position: start, message: "unterminated CDATA section: expected ']]>'")
      }
      appendText(scalar, at: cursor.position, to: &node)
      cursor.advance()
    }
    cursor.advance(by: 3)
  }

  private func appendText(_ scalar: Unicode.Scalar, at position: SourcePosition, to node: inout XMLElementNode) {
    node.text.unicodeScalars.append(scalar)
    node.textLength += 1
    if node.firstTextPosition == nil && !scalar.isXMLWhitespace {
      node.firstTextPosition = position
    }
  }
}
