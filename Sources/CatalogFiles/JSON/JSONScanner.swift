import CatalogModel

/// The byte-level half of the reader: whitespace, punctuation, strings, numbers and generic
/// values over UTF-8 bytes, with errors located by byte offset.
///
/// It is a struct over a raw buffer (the caller keeps the bytes alive) so the hot loops compile to
/// pointer arithmetic; `JSONScanner+Catalog.swift` builds the typed model on top of it.
package struct JSONScanner {
  package static let maximumDepth = 512

  /// The input; when reading from a file, only what has been read so far (it grows between
  /// entries, see `releaseParsedInput`).
  package private(set) var bytes: UnsafeBufferPointer<UInt8>
  package var position = 0
  package var depth = 0
  /// Repeated members seen so far; reported as warnings (the last occurrence wins, as in Xcode).
  package var duplicates: [DuplicateMember] = []
  /// What Apple's reader accepts but Xcode never writes (a trailing comma, `null` for a known
  /// optional member): read, and reported as warnings.
  package var leniencies: [Leniency] = []
  /// When reading straight from a file: where parsed input is given back (see ReleasableFileBuffer).
  package private(set) var releaser: ReleasableFileBuffer?
  /// Offset of `bytes` within the releaser's buffer (a skipped byte-order mark).
  package private(set) var releaseOffset: Int
  /// The next part of the strings, being parsed on other threads (see `LaterPart`).
  package var laterPart: LaterPart?
  /// Reading a file: the buffers of the parts whose entries were taken, in file order (the rest
  /// of the file is read from the last).
  package private(set) var joinedBuffers: [ReleasableFileBuffer] = []
  /// Where the strings were cut for two threads: how many entries came before the cut, and the
  /// offset of the first one after it (for writing and comparing in two halves too).
  package var cut: CatalogCut?
  /// How many keys of `strings` the file holds out of Xcode's order (a save moves them).
  package var misplacedKeys = 0
  /// When not nil, where each entry of `strings` is, in file order (see `EntryPlace`).
  package var entryPlaces: [EntryPlace]?
  private var shortStrings = ShortStringCache()
  /// False to read every localization with the general reader (tests compare the two paths).
  package var readsPlainShapes = true
  /// False to read every map key as a string, without `consumePredictedKey` (for tests).
  package var predictsKeys = true
  /// The size of the last map read at each depth (see `readMap`).
  package var mapSizeHints = [Int](repeating: 0, count: MapSizeHints.depths)
  /// The keys of the last map read in order at each depth (see `OrderedMapBuilder.precedent`).
  package var mapPrecedents = [[String]](repeating: [], count: MapSizeHints.depths)

  package init(bytes: UnsafeBufferPointer<UInt8>, releaser: ReleasableFileBuffer? = nil, releaseOffset: Int = 0) {
    self.bytes = bytes
    self.releaser = releaser
    self.releaseOffset = releaseOffset
  }

  /// Called between entries, where no token spans the position: gives back what was parsed and
  /// reads on ahead.
  package mutating func releaseParsedInput() {
    guard let releaser else { return }
    releaser.release(before: position + releaseOffset)
    let filled = releaser.readAhead(of: position + releaseOffset)
    if filled - releaseOffset > bytes.count {
      bytes = UnsafeBufferPointer(start: releaser.bytes.baseAddress.map { $0 + releaseOffset }, count: filled - releaseOffset)
    }
  }

  /// Goes on reading where the joined parts' parse ended, from the last part's buffer.
  package mutating func continueInLaterParts(_ parsed: LaterPart.Parsed) {
    if let buffer = parsed.buffers.last {
      releaser = buffer
      releaseOffset = 0
      bytes = buffer.bytes
    }
    position = parsed.end
    joinedBuffers = parsed.buffers
    laterPart = nil
    LaterPart.noteJoin()
  }

  package var isAtEnd: Bool { position >= bytes.count }

  package func fail(_ message: String, at offset: Int? = nil) -> ScanError {
    ScanError(offset: offset ?? position, message: message)
  }

  /// What the next byte is, in words, for "expected X, found Y" messages.
  package func describeNext() -> String {
    guard position < bytes.count else { return "the end of the file" }
    let byte = bytes[position]
    switch byte {
    case 0x22: return "a string"
    case 0x7B: return "'{'"
    case 0x7D: return "'}'"
    case 0x5B: return "'['"
    case 0x5D: return "']'"
    case 0x2C: return "','"
    case 0x3A: return "':'"
    case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
  }

  @inline(__always)
  package mutating func skipWhitespace() {
    // Most calls find a token right there (minified input, or after a run already skipped).
    guard position < bytes.count, bytes[position] <= 0x20 else { return }
    skipWhitespaceRun()
  }

  /// A line break and its indentation: the break, then up to 16 spaces counted from two words
  /// (the first byte that is not a space is the lowest nonzero byte of their XOR with spaces).
  /// (Sixteen bytes classified at once with SSE2 measured slower on Xcode's layout.)
  /// The loop needs 17 bytes: the break and the two words after it. A break followed by 16
  /// spaces that end the input leaves `position` at the end, where there is no byte to look at.
  @inline(__always)
  private mutating func skipWhitespaceRun() {
    while position + 17 <= bytes.count, let base = bytes.baseAddress {
      switch base[position] {
      case 0x0A, 0x0D: position += 1
      case 0x20: break
      case 0x09:
        // Tab indentation: up to eight tabs from one word (spaces stay the path without a test).
        let tabs = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) ^ ByteRuns.eightTabs
        position += tabs == 0 ? 8 : tabs.trailingZeroBitCount >> 3
        continue
      default: return
      }
      let raw = UnsafeRawPointer(base + position)
      let first = raw.loadUnaligned(as: UInt64.self) ^ ByteRuns.eightSpaces
      if first != 0 {
        position += first.trailingZeroBitCount >> 3
      } else {
        position += 8 + (raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ ByteRuns.eightSpaces).trailingZeroBitCount >> 3
      }
      if position == bytes.count || base[position] > 0x20 { return }
    }
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Skips whitespace and consumes `byte` if it comes next.
  @inline(__always)
  package mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    if position < bytes.count && bytes[position] == byte {
      position += 1
      return true
    }
    return false
  }

  package mutating func expect(_ byte: UInt8, _ what: String) throws(ScanError) {
    if !consume(byte) { throw fail("expected \(what), found \(describeNext())") }
  }

  /// `opener` is the offset of the `{` or `[` just consumed, where a too-deep error points.
  package mutating func enterNesting(opener: Int) throws(ScanError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw fail("nesting is deeper than \(Self.maximumDepth) levels", at: opener)
    }
  }

  package mutating func leaveNesting() { depth -= 1 }

  /// Walks the members of an object: calls `body` with each key and the key's offset, positioned
  /// at the member's value. The body must consume the value.
  @inline(__always)
  /// `predictedKey`: the name the next member most likely has (see `consumePredictedKey`).
  package mutating func readMembers(
    of what: String, predictedKey: () -> String? = { nil }, _ body: (inout JSONScanner, String, Int) throws(ScanError) -> Void
  ) throws(ScanError) {
    skipWhitespace()
    let objectStart = position
    guard consume(0x7B) else { throw fail("expected \(what) (an object), found \(describeNext())") }
    try enterNesting(opener: position - 1)
    if consume(0x7D) {
      leaveNesting()
      return
    }
    while true {
      try expectMemberName(in: what, objectStart: objectStart)
      let keyOffset = position
      let key: String
      if predictsKeys, let predicted = predictedKey(), consumePredictedKey(predicted) {
        key = predicted
      } else {
        key = try readString(repeating: true)
      }
      try expect(0x3A, "':' after the member name")
      skipWhitespace()
      try body(&self, key, keyOffset)
      if try objectEnds(after: what, objectStart: objectStart) { break }
    }
    leaveNesting()
  }

  /// Skips whitespace to the quote that starts the next member's name.
  package mutating func expectMemberName(in what: String, objectStart: Int) throws(ScanError) {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x22 else {
      if position >= bytes.count {
        throw fail("unexpected end of file: the object opened here is not closed", at: objectStart)
      }
      throw fail("expected a member name (a string) in \(what), found \(describeNext())")
    }
  }

  /// After a member's value: consumes the ',' before the next member (false), or the closing
  /// '}' (true).
  /// Inline, with the rare cases out of line: it runs after every member of every object.
  @inline(__always)
  package mutating func objectEnds(after what: String, objectStart: Int) throws(ScanError) -> Bool {
    if consume(0x2C) {
      // Most often the next member's name follows at once (or after whitespace that the name's
      // own check skips): no trailing comma to look for.
      if position < bytes.count && bytes[position] == 0x22 { return false }
      return consumeTrailingComma(before: 0x7D, in: "an object")
    }
    if consume(0x7D) { return true }
    try failObjectEnd(after: what, objectStart: objectStart)
  }

  private func failObjectEnd(after what: String, objectStart: Int) throws(ScanError) -> Never {
    if isAtEnd { throw fail("unexpected end of file: the object opened here is not closed", at: objectStart) }
    throw fail("expected ',' or '}' after a member of \(what), found \(describeNext())")
  }

  /// Reads a string at the current position (after whitespace). `repeating`: a string likely to
  /// occur many times (member names, language codes, states), worth looking up in
  /// `shortStrings` rather than decoding each time.
  package mutating func readString(_ what: String = "a string", repeating: Bool = false) throws(ScanError) -> String {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == 0x22 else {
      throw fail("expected \(what), found \(describeNext())")
    }
    let quote = position
    position += 1
    let start = position
    // Fast path: no escapes.
    let content = ByteRuns.skipStringContent(bytes, from: position)
    position = content.end
    guard position < bytes.count else {
      try validateUTF8(from: start, to: position)
      throw fail("unterminated string: no closing '\"' for the string that starts here", at: quote)
    }
    let byte = bytes[position]
    if byte == 0x22 {
      let count = position - start
      if repeating, count > 0, count <= ShortStringCache.maximumLength, start + 16 <= bytes.count,
        let base = bytes.baseAddress,
        let known = shortStrings.string(at: base + start, count: count)
      {
        position += 1
        return known
      }
      let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<position])
      guard content.ascii || UTF8Check.isValid(utf8, readable: bytes.count - start) else {
        // Walked again to point at the bad byte.
        try validateUTF8(from: start, to: position)
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      position += 1
      return ValidatedUTF8.string(utf8, isASCII: content.ascii)
    }
    try validateUTF8(from: start, to: position)
    if byte == 0x5C { return try readEscapedString(quote: quote, start: start) }
    throw controlCharacterError(byte, quote: quote)
  }

  private func controlCharacterError(_ byte: UInt8, quote: Int) -> ScanError {
    if byte == 0x0A {
      return fail("line break inside a string (missing closing '\"' for the string that starts at the quote?); write it as \\n")
    }
    return fail("control character U+\(hex4(UInt32(byte))) inside a string must be escaped")
  }

  private mutating func readEscapedString(quote: Int, start: Int) throws(ScanError) -> String {
    var utf8 = [UInt8](UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case 0x22:
        position += 1
        return String(decoding: utf8, as: UTF8.self)
      case 0x5C:
        try readEscape(into: &utf8)
      case 0..<0x20:
        throw controlCharacterError(byte, quote: quote)
      case 0..<0x80:
        utf8.append(byte)
        position += 1
      default:
        let sequenceStart = position
        try skipUTF8Sequence()
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<position]))
      }
    }
    throw fail("unterminated string: no closing '\"' for the string that starts here", at: quote)
  }

  private mutating func readEscape(into utf8: inout [UInt8]) throws(ScanError) {
    let escapeStart = position
    position += 1
    guard position < bytes.count else { throw fail("unterminated escape sequence", at: escapeStart) }
    let letter = bytes[position]
    position += 1
    switch letter {
    case 0x22: utf8.append(0x22)
    case 0x5C: utf8.append(0x5C)
    case 0x2F: utf8.append(0x2F)
    case 0x62: utf8.append(0x08)
    case 0x66: utf8.append(0x0C)
    case 0x6E: utf8.append(0x0A)
    case 0x72: utf8.append(0x0D)
    case 0x74: utf8.append(0x09)
    case 0x75:
      var scalar = try readHex4(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(scalar) {
        // A high surrogate must be followed by an escaped low surrogate.
        guard position + 1 < bytes.count, bytes[position] == 0x5C, bytes[position + 1] == 0x75 else {
          throw fail("lone surrogate \\u\(hex4(scalar)): a high surrogate must be followed by a \\uDC00–\\uDFFF escape", at: escapeStart)
        }
        let lowStart = position
        position += 2
        let low = try readHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw fail("lone surrogate \\u\(hex4(scalar)): followed by \\u\(hex4(low)), which is not a low surrogate", at: escapeStart)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw fail("lone surrogate \\u\(hex4(scalar)): a low surrogate without a high surrogate before it", at: escapeStart)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw fail("invalid Unicode escape \\u\(hex4(scalar))", at: escapeStart)
      }
      utf8.append(contentsOf: String(Character(unicode)).utf8)
    default:
      throw fail("invalid escape '\\\(printable(letter))' in a string: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeStart)
    }
  }

  private func printable(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "0x" + String(byte, radix: 16)
  }

  private mutating func readHex4(escapeStart: Int) throws(ScanError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw fail("incomplete \\u escape: expected 4 hex digits", at: escapeStart) }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw fail("invalid \\u escape: expected 4 hex digits", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  /// Validates the bytes from `start` to `end` (no quotes, escapes or control characters among
  /// them), throwing at the first invalid byte; leaves `position` at `end`.
  private mutating func validateUTF8(from start: Int, to end: Int) throws(ScanError) {
    position = start
    while position < end {
      position = ByteRuns.skipPlainASCII(bytes, from: position)
      guard position < end else { break }
      if bytes[position] < 0x80 { position += 1 } else { try skipUTF8Sequence() }
    }
    position = end
  }

  /// Validates one multi-byte UTF-8 sequence at `position` (RFC 3629: no overlongs, no surrogates).
  private mutating func skipUTF8Sequence() throws(ScanError) {
    let lead = bytes[position]
    let length: Int
    var lowerBound: UInt8 = 0x80
    var upperBound: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lowerBound = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; upperBound = 0x9F
    case 0xF0: length = 4; lowerBound = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; upperBound = 0x8F
    default: throw invalidUTF8()
    }
    guard position + length <= bytes.count else { throw invalidUTF8() }
    let second = bytes[position + 1]
    guard second >= lowerBound && second <= upperBound else { throw invalidUTF8() }
    for k in 2..<length where bytes[position + k] & 0xC0 != 0x80 { throw invalidUTF8() }
    position += length
  }

  private func invalidUTF8() -> ScanError {
    fail("invalid UTF-8 byte 0x\(String(bytes[position], radix: 16, uppercase: true)) (the file must be UTF-8)")
  }

  /// Reads a number, keeping its text. Follows the JSON grammar exactly.
  package mutating func readNumberText() throws(ScanError) -> String {
    let start = position
    func digits(_ scanner: inout JSONScanner) -> Int {
      let from = scanner.position
      while scanner.position < scanner.bytes.count, (0x30...0x39).contains(scanner.bytes[scanner.position]) {
        scanner.position += 1
      }
      return scanner.position - from
    }
    if position < bytes.count && bytes[position] == 0x2D { position += 1 }
    guard position < bytes.count, (0x30...0x39).contains(bytes[position]) else {
      throw fail("invalid number: expected a digit", at: position)
    }
    if bytes[position] == 0x30 {
      position += 1
      if position < bytes.count, (0x30...0x39).contains(bytes[position]) {
        throw fail("invalid number: leading zeros are not allowed in JSON", at: start)
      }
    } else {
      _ = digits(&self)
    }
    if position < bytes.count && bytes[position] == 0x2E {
      position += 1
      if digits(&self) == 0 { throw fail("invalid number: expected a digit after '.'") }
    }
    if position < bytes.count && (bytes[position] == 0x65 || bytes[position] == 0x45) {
      position += 1
      if position < bytes.count && (bytes[position] == 0x2B || bytes[position] == 0x2D) { position += 1 }
      if digits(&self) == 0 { throw fail("invalid number: expected a digit in the exponent") }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
  }

  /// Reads any JSON value (for members Glossa does not model).
  package mutating func readValue() throws(ScanError) -> JSONValue {
    skipWhitespace()
    guard position < bytes.count else { throw fail("expected a value, found the end of the file") }
    switch bytes[position] {
    case 0x22:
      return .string(try readString())
    case 0x7B:
      let objectStart = position
      var members: [JSONMember] = []
      // Looked up by name, so an object with many members is not read in quadratic time.
      var indexByKey: [LiteralKey: Int] = [:]
      try readMembers(of: "an object") { (scanner, key, offset) throws(ScanError) in
        let value = try scanner.readValue()
        if let existing = indexByKey[LiteralKey(key)] {
          // The last one wins, in the place of the last one.
          scanner.noteDuplicate(key, secondOffset: offset, objectStart: objectStart)
          members.remove(at: existing)
          indexByKey = [:]
          for (position, member) in members.enumerated() { indexByKey[LiteralKey(member.key)] = position }
        }
        indexByKey[LiteralKey(key)] = members.count
        members.append(JSONMember(key, value))
      }
      return .object(members)
    case 0x5B:
      let open = position
      position += 1
      try enterNesting(opener: open)
      var items: [JSONValue] = []
      if !consume(0x5D) {
        while true {
          items.append(try readValue())
          if consume(0x2C) {
            if consumeTrailingComma(before: 0x5D, in: "an array") { break }
            continue
          }
          if consume(0x5D) { break }
          if isAtEnd { throw fail("unexpected end of file: the array opened here is not closed", at: open) }
          throw fail("expected ',' or ']' in an array, found \(describeNext())")
        }
      }
      leaveNesting()
      return .array(items)
    case 0x74: return try readLiteral("true", .bool(true))
    case 0x66: return try readLiteral("false", .bool(false))
    case 0x6E: return try readLiteral("null", .null)
    case 0x2D, 0x30...0x39: return .number(try readNumberText())
    default:
      throw fail("expected a value (string, number, object, array, true, false or null), found \(describeNext())")
    }
  }

  private mutating func readLiteral(_ word: String, _ value: JSONValue) throws(ScanError) -> JSONValue {
    let letters = Array(word.utf8)
    let count = letters.count
    let matches = position + count <= bytes.count
      && (0..<count).allSatisfy { bytes[position + $0] == letters[$0] }
    guard matches else { throw fail("invalid literal: expected \(word)") }
    position += count
    return value
  }
}

package func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Something read although Xcode would not have written it, located by byte offset.
package struct Leniency {
  package var offset: Int
  package var message: String
}

extension JSONScanner {
  /// Right after a ',': when the closing `bracket` follows, consumes it and records the comma
  /// (Apple's JSON reader accepts it too).
  package mutating func consumeTrailingComma(before bracket: UInt8, in what: String) -> Bool {
    let comma = position - 1
    skipWhitespace()
    guard position < bytes.count, bytes[position] == bracket else { return false }
    position += 1
    leniencies.append(Leniency(offset: comma, message: "trailing comma in \(what) (read as if absent; Xcode writes none)"))
    return true
  }

  /// At a known optional member's value: consumes a `null` and records it (Xcode's decoder
  /// reads it as absent). Returns true when the value was `null`.
  package mutating func consumeNull(for member: String) -> Bool {
    skipWhitespace()
    let start = position
    guard position + 4 <= bytes.count, bytes[position] == 0x6E, bytes[position + 1] == 0x75, bytes[position + 2] == 0x6C,
      bytes[position + 3] == 0x6C
    else { return false }
    position += 4
    leniencies.append(Leniency(offset: start, message: "\"\(member)\" is null (read as absent; Xcode leaves it out)"))
    return true
  }
}
