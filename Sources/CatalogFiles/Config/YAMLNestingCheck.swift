import CatalogModel
/// Counts how deeply a YAML text nests before Yams reads it, and refuses aliases.
///
/// Yams builds its node tree by recursion, one level of the Swift stack per level of nesting:
/// 5,000 `[` in a `.glossa.yml` (read automatically from a cloned repository) overflowed the
/// stack. Aliases are refused because a node reached through aliases is walked once per use:
/// a glossary of a thousand aliases to a mapping of a thousand entries is a million entries, and
/// aliases inside anchored collections nest them deeper than the text shows.
///
/// This is libyaml's scanner (0.2.5, the copy Yams builds) reduced to what decides nesting: where
/// tokens start (after comments, quoted, plain and block scalars, tags and anchors), the flow
/// level and the stack of block indentations, with the simple-key rules that decide where a
/// block mapping's indentation is. A level is an open flow collection or block indentation;
/// Yams's recursion is at most two per level (a flow sequence's single-pair mapping, a block
/// mapping's indentless sequence). Where libyaml would stop with an error the scan stops too,
/// or goes on counting, which is only ever more than libyaml reads.
package struct YAMLNestingCheck {
  /// `.glossa.yml` nests four levels; Yams's recursion at this depth is a few dozen kilobytes
  /// of stack, within even a secondary thread's.
  package static let maximumDepth = 64

  package enum Problem: Error, Equatable {
    case tooDeep(line: Int, column: Int)
    case alias(line: Int, column: Int)
  }

  private struct SimpleKey {
    package var possible = false
    package var line = 0
    package var column = 0
    package var index = 0
  }

  private let bytes: [UInt8]
  /// Levels allowed; aliases are refused only when there is one.
  private let limit: Int
  private var deepest = 0
  private var sawAlias = false
  private var offset = 0
  // libyaml's mark: line and column from 0, index in characters.
  private var line = 0
  private var column = 0
  private var index = 0
  private var flowLevel = 0
  private var indent = -1
  private var indents: [Int] = []
  private var simpleKeyAllowed = true
  private var simpleKeys = [SimpleKey()]

  /// Throws the first place nesting goes deeper than `maximumDepth`, or the first alias.
  package static func check(_ text: String) throws(Problem) {
    var scanner = YAMLNestingCheck(bytes: Array(text.utf8), limit: maximumDepth)
    try scanner.scanTokens()
  }

  /// The deepest level the text reaches, and whether it has an alias, without a limit: for
  /// the fuzz harness, which holds the count against the tree Yams builds.
  package static func measure(_ text: String) -> (deepest: Int, hasAlias: Bool) {
    var scanner = YAMLNestingCheck(bytes: Array(text.utf8), limit: Int.max)
    try? scanner.scanTokens()
    return (scanner.deepest, scanner.sawAlias)
  }

  private init(bytes: [UInt8], limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  // MARK: - Tokens

  private mutating func scanTokens() throws(Problem) {
    while true {
      skipToNextToken()
      staleSimpleKeys()
      unrollIndent(to: column)
      guard let byte = peek() else { return }
      if column == 0 && byte == UInt8(ascii: "%") {
        // A directive: its line and line break, which (unlike others) allows no simple key.
        startDocumentPart()
        while !isBreakOrEnd(offset) { skip() }
        if isBreak(offset) { skipLine() }
      } else if column == 0 && isDocumentIndicator(offset) {
        startDocumentPart()
        skip(3)
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        saveSimpleKey()
        flowLevel += 1
        simpleKeys.append(SimpleKey())
        try checkDepth(line: line, column: column)
        simpleKeyAllowed = true
        skip()
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        removeSimpleKey()
        if flowLevel > 0 {
          flowLevel -= 1
          simpleKeys.removeLast()
        }
        simpleKeyAllowed = false
        skip()
      } else if byte == UInt8(ascii: ",") {
        removeSimpleKey()
        simpleKeyAllowed = true
        skip()
      } else if byte == UInt8(ascii: "-") && isBlankOrBreakOrEnd(offset + 1) {
        if flowLevel == 0 {
          guard simpleKeyAllowed else { return }
          try rollIndent(to: column, line: line)
        }
        removeSimpleKey()
        simpleKeyAllowed = true
        skip()
      } else if byte == UInt8(ascii: "?") && (flowLevel > 0 || isBlankOrBreakOrEnd(offset + 1)) {
        if flowLevel == 0 {
          guard simpleKeyAllowed else { return }
          try rollIndent(to: column, line: line)
        }
        removeSimpleKey()
        simpleKeyAllowed = flowLevel == 0
        skip()
      } else if byte == UInt8(ascii: ":") && (flowLevel > 0 || isBlankOrBreakOrEnd(offset + 1)) {
        let key = simpleKeys[simpleKeys.count - 1]
        if key.possible {
          try rollIndent(to: key.column, line: key.line)
          simpleKeys[simpleKeys.count - 1].possible = false
          simpleKeyAllowed = false
        } else {
          if flowLevel == 0 {
            guard simpleKeyAllowed else { return }
            try rollIndent(to: column, line: line)
          }
          simpleKeyAllowed = flowLevel == 0
        }
        skip()
      } else if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "&") {
        if byte == UInt8(ascii: "*") {
          if limit != Int.max { throw .alias(line: line + 1, column: column + 1) }
          sawAlias = true
        }
        saveSimpleKey()
        simpleKeyAllowed = false
        skip()
        while let next = peek(), Self.isAnchorCharacter(next) { skip() }
      } else if byte == UInt8(ascii: "!") {
        saveSimpleKey()
        simpleKeyAllowed = false
        skipTag()
      } else if (byte == UInt8(ascii: "|") || byte == UInt8(ascii: ">")) && flowLevel == 0 {
        removeSimpleKey()
        simpleKeyAllowed = true
        guard skipBlockScalar() else { return }
      } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
        saveSimpleKey()
        simpleKeyAllowed = false
        guard skipQuotedScalar(single: byte == UInt8(ascii: "'")) else { return }
      } else if startsPlainScalar(byte) {
        saveSimpleKey()
        simpleKeyAllowed = false
        guard skipPlainScalar() else { return }
      } else {
        // "found character that cannot start any token": libyaml stops here.
        return
      }
    }
  }

  /// A directive or document marker closes every block collection.
  private mutating func startDocumentPart() {
    unrollIndent(to: -1)
    removeSimpleKey()
    simpleKeyAllowed = false
  }

  private static let indicators = Array("-?:,[]{}#&*!|>'\"%@`".utf8)
  private static let flowIndicators = Array(",[]{}".utf8)
  /// What may not follow `:` inside a plain scalar in a flow collection.
  private static let afterColonInFlow = Array(",?[]{}".utf8)

  private func startsPlainScalar(_ byte: UInt8) -> Bool {
    if !isBlankOrBreakOrEnd(offset) && !Self.indicators.contains(byte) { return true }
    if byte == UInt8(ascii: "-") && !isBlank(offset + 1) { return true }
    return flowLevel == 0 && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":"))
      && !isBlankOrBreakOrEnd(offset + 1)
  }

  // MARK: - Nesting

  private mutating func checkDepth(line: Int, column: Int) throws(Problem) {
    deepest = max(deepest, flowLevel + indents.count)
    if deepest > limit { throw .tooDeep(line: line + 1, column: column + 1) }
  }

  private mutating func rollIndent(to newIndent: Int, line: Int) throws(Problem) {
    guard flowLevel == 0, indent < newIndent else { return }
    indents.append(indent)
    indent = newIndent
    try checkDepth(line: line, column: newIndent)
  }

  private mutating func unrollIndent(to target: Int) {
    guard flowLevel == 0 else { return }
    while indent > target, let outer = indents.popLast() { indent = outer }
  }

  private mutating func saveSimpleKey() {
    guard simpleKeyAllowed else { return }
    simpleKeys[simpleKeys.count - 1] = SimpleKey(possible: true, line: line, column: column, index: index)
  }

  private mutating func removeSimpleKey() {
    simpleKeys[simpleKeys.count - 1].possible = false
  }

  /// A simple key must end on its line, within 1024 characters.
  private mutating func staleSimpleKeys() {
    for slot in simpleKeys.indices where simpleKeys[slot].possible {
      if simpleKeys[slot].line < line || simpleKeys[slot].index + 1024 < index { simpleKeys[slot].possible = false }
    }
  }

  // MARK: - What lies between tokens

  private mutating func skipToNextToken() {
    while true {
      if column == 0 && bytes[offset...].starts(with: [0xEF, 0xBB, 0xBF]) { skip() }
      while let byte = peek(),
        byte == 0x20 || ((flowLevel > 0 || !simpleKeyAllowed) && byte == 0x09)
      {
        skip()
      }
      if peek() == UInt8(ascii: "#") {
        while !isBreakOrEnd(offset) { skip() }
      }
      guard isBreak(offset) else { return }
      skipLine()
      if flowLevel == 0 { simpleKeyAllowed = true }
    }
  }

  /// `!<uri>`, or `!handle!suffix` up to a blank (or a flow collection's `,`).
  private mutating func skipTag() {
    if offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "<") {
      skip(2)
      while let byte = peek(), byte != UInt8(ascii: ">"), !isBreak(offset) { skip() }
      skip()
      return
    }
    skip()
    while !isBlankOrBreakOrEnd(offset) && peek() != UInt8(ascii: ",") { skip() }
  }

  /// False where libyaml stops with an error (the file ends inside the scalar).
  private mutating func skipQuotedScalar(single: Bool) -> Bool {
    let quote = single ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    skip()
    while true {
      if column == 0 && isDocumentIndicator(offset) { return false }
      guard peek() != nil else { return false }
      while !isBlankOrBreakOrEnd(offset) {
        let byte = bytes[offset]
        if single && byte == quote && offset + 1 < bytes.count && bytes[offset + 1] == quote {
          skip(2)
        } else if byte == quote {
          skip()
          return true
        } else if !single && byte == UInt8(ascii: "\\") && isBreak(offset + 1) {
          skip()
          skipLine()
          break
        } else if !single && byte == UInt8(ascii: "\\") {
          skip(2)
        } else {
          skip()
        }
      }
      while isBlank(offset) || isBreak(offset) {
        if isBlank(offset) { skip() } else { skipLine() }
      }
    }
  }

  /// Ends where libyaml's does: at `: `, ` #`, a flow indicator in a flow collection, a
  /// document marker, or a line indented no deeper than the block it is in.
  private mutating func skipPlainScalar() -> Bool {
    let minimumColumn = indent + 1
    var leadingBlanks = false
    scalar: while true {
      if column == 0 && isDocumentIndicator(offset) { break }
      if peek() == UInt8(ascii: "#") { break }
      while !isBlankOrBreakOrEnd(offset) {
        let byte = bytes[offset]
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if flowLevel > 0 && byte == UInt8(ascii: ":") && Self.afterColonInFlow.contains(next) { return false }
        if byte == UInt8(ascii: ":") && isBlankOrBreakOrEnd(offset + 1) { break scalar }
        if flowLevel > 0 && Self.flowIndicators.contains(byte) { break scalar }
        leadingBlanks = false
        skip()
      }
      guard isBlank(offset) || isBreak(offset) else { break }
      while isBlank(offset) || isBreak(offset) {
        if isBlank(offset) {
          skip()
        } else {
          leadingBlanks = true
          skipLine()
        }
      }
      if flowLevel == 0 && column < minimumColumn { break }
    }
    if leadingBlanks { simpleKeyAllowed = true }
    return true
  }

  /// `|` or `>`, its indicators, then the lines indented at least as far as its first.
  private mutating func skipBlockScalar() -> Bool {
    skip()
    var increment = 0
    func digit(_ byte: UInt8?) -> Int? {
      guard let byte, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      return Int(byte - UInt8(ascii: "0"))
    }
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      skip()
      if let value = digit(peek()) {
        guard value > 0 else { return false }
        increment = value
        skip()
      }
    } else if let value = digit(peek()) {
      guard value > 0 else { return false }
      increment = value
      skip()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { skip() }
    }
    while isBlank(offset) { skip() }
    if peek() == UInt8(ascii: "#") {
      while !isBreakOrEnd(offset) { skip() }
    }
    guard isBreakOrEnd(offset) else { return false }
    if isBreak(offset) { skipLine() }
    var scalarIndent = increment == 0 ? 0 : (indent >= 0 ? indent + increment : increment)
    guard skipBlockScalarBreaks(&scalarIndent) else { return false }
    while column == scalarIndent && peek() != nil {
      while !isBreakOrEnd(offset) { skip() }
      if isBreak(offset) { skipLine() }
      guard skipBlockScalarBreaks(&scalarIndent) else { return false }
    }
    return true
  }

  /// The indentation and empty lines before a block scalar's next line; the first time, the
  /// scalar's indentation is found from them.
  private mutating func skipBlockScalarBreaks(_ scalarIndent: inout Int) -> Bool {
    var deepest = 0
    while true {
      while scalarIndent == 0 || column < scalarIndent, peek() == 0x20 { skip() }
      deepest = max(deepest, column)
      if (scalarIndent == 0 || column < scalarIndent) && peek() == 0x09 { return false }
      guard isBreak(offset) else { break }
      skipLine()
    }
    if scalarIndent == 0 { scalarIndent = max(deepest, indent + 1, 1) }
    return true
  }

  // MARK: - Characters

  /// The byte at the position; nil at the end (a NUL ends libyaml's input too).
  private func peek() -> UInt8? {
    guard offset < bytes.count, bytes[offset] != 0 else { return nil }
    return bytes[offset]
  }

  /// Past `count` characters, never a line break.
  private mutating func skip(_ count: Int = 1) {
    for _ in 0..<count {
      guard let byte = peek() else { return }
      offset += byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      column += 1
      index += 1
    }
  }

  private mutating func skipLine() {
    if bytes[offset...].starts(with: [0x0D, 0x0A]) {
      offset += 2
      index += 2
    } else {
      offset += breakLength(offset)
      index += 1
    }
    line += 1
    column = 0
  }

  /// CR, LF, NEL, LS or PS: libyaml's line breaks. 0 when there is none at `at`.
  private func breakLength(_ at: Int) -> Int {
    guard at < bytes.count else { return 0 }
    switch bytes[at] {
    case 0x0A, 0x0D: return 1
    case 0xC2 where at + 1 < bytes.count && bytes[at + 1] == 0x85: return 2
    case 0xE2 where at + 2 < bytes.count && bytes[at + 1] == 0x80 && (bytes[at + 2] == 0xA8 || bytes[at + 2] == 0xA9):
      return 3
    default: return 0
    }
  }

  private func isBreak(_ at: Int) -> Bool { breakLength(at) > 0 }
  private func isEnd(_ at: Int) -> Bool { at >= bytes.count || bytes[at] == 0 }
  private func isBreakOrEnd(_ at: Int) -> Bool { isEnd(at) || isBreak(at) }
  private func isBlank(_ at: Int) -> Bool { at < bytes.count && (bytes[at] == 0x20 || bytes[at] == 0x09) }
  private func isBlankOrBreakOrEnd(_ at: Int) -> Bool { isBlank(at) || isBreakOrEnd(at) }

  /// `---` or `...` followed by a blank, a line break or the end.
  private func isDocumentIndicator(_ at: Int) -> Bool {
    let dashes = bytes[at...].starts(with: Array("---".utf8))
    let dots = bytes[at...].starts(with: Array("...".utf8))
    return (dashes || dots) && isBlankOrBreakOrEnd(at + 3)
  }

  private static func isAnchorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default: return false
    }
  }
}
