/// Byte ranges of a text that are addresses, not words: URLs (`https://netnewswire.com/`,
/// `mailto:…`), e-mail addresses and Markdown link targets (`[text](target)`: the target only,
/// the text is words). A translation must keep them byte for byte, as it keeps placeholders: an
/// accented `ĥţţþš://` link goes nowhere.
enum LinkSpans {
  static func ranges(in utf8: [UInt8]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var index = 0
    while index < utf8.count {
      if let target = markdownTarget(utf8, at: index) ?? url(utf8, at: index) ?? email(utf8, at: index) {
        found.append(target)
        index = target.upperBound
      } else {
        index += 1
      }
    }
    return found
  }

  /// `](target)` at `index`: the range of `target`.
  private static func markdownTarget(_ utf8: [UInt8], at index: Int) -> Range<Int>? {
    guard index + 1 < utf8.count, utf8[index] == UInt8(ascii: "]"), utf8[index + 1] == UInt8(ascii: "(") else { return nil }
    let start = index + 2
    guard let end = utf8[start...].firstIndex(where: { $0 == UInt8(ascii: ")") || isSpace($0) }),
      utf8[end] == UInt8(ascii: ")"), end > start
    else { return nil }
    return start..<end
  }

  /// `scheme://…` or `mailto:…` starting at `index` (at a word start), to the next space, without
  /// the sentence's closing punctuation.
  private static func url(_ utf8: [UInt8], at index: Int) -> Range<Int>? {
    guard isLetter(utf8[index]), index == 0 || !isSchemeByte(utf8[index - 1]) else { return nil }
    var cursor = index
    while cursor < utf8.count, isSchemeByte(utf8[cursor]) { cursor += 1 }
    let scheme = String(decoding: utf8[index..<cursor], as: UTF8.self).lowercased()
    let hasSlashes = cursor + 2 < utf8.count && utf8[cursor] == UInt8(ascii: ":")
      && utf8[cursor + 1] == UInt8(ascii: "/") && utf8[cursor + 2] == UInt8(ascii: "/")
    let isMail = scheme == "mailto" && cursor < utf8.count && utf8[cursor] == UInt8(ascii: ":")
    guard hasSlashes || isMail else { return nil }
    var end = cursor
    while end < utf8.count, !isSpace(utf8[end]) { end += 1 }
    end = trimmingClosingPunctuation(utf8, start: index, end: end)
    return end > cursor + 1 ? index..<end : nil
  }

  /// `name@host.tld` around the `@` found from `index` (the address's first byte).
  private static func email(_ utf8: [UInt8], at index: Int) -> Range<Int>? {
    guard isLocalPart(utf8[index]), index == 0 || !isLocalPart(utf8[index - 1]) else { return nil }
    var at = index
    while at < utf8.count, isLocalPart(utf8[at]) { at += 1 }
    guard at > index, at < utf8.count, utf8[at] == UInt8(ascii: "@") else { return nil }
    var end = at + 1
    while end < utf8.count, isHostByte(utf8[end]) { end += 1 }
    while end > at + 1, utf8[end - 1] == UInt8(ascii: ".") || utf8[end - 1] == UInt8(ascii: "-") { end -= 1 }
    let host = utf8[(at + 1)..<end]
    guard let dot = host.lastIndex(of: UInt8(ascii: ".")), dot > at + 1, dot < end - 1 else { return nil }
    return index..<end
  }

  /// A URL at the end of a sentence or in parentheses leaves out `.`, `,`, `)` and the like;
  /// a `)` stays when the URL opened one (Wikipedia's `…_(band)`).
  private static func trimmingClosingPunctuation(_ utf8: [UInt8], start: Int, end: Int) -> Int {
    var end = end
    while end > start {
      let last = utf8[end - 1]
      if last == UInt8(ascii: ")") {
        let opened = utf8[start..<end].count { $0 == UInt8(ascii: "(") }
        let closed = utf8[start..<end].count { $0 == UInt8(ascii: ")") }
        if opened >= closed { break }
      } else if !".,;:!?'\"»”’>]".utf8.contains(last) {
        break
      }
      end -= 1
    }
    return end
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }
  private static func isLocalPart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
  }
  private static func isHostByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") }
}
