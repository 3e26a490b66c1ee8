import Foundation
import PluralRules
import StringCatalog

/// Reads a `po` export back: `msgctxt` names the key (and form path), `msgstr[k]` the k-th
/// category of the file's language, `#, fuzzy` means needs review. Empty msgstr = no value.
package enum POImporter {
  package static func records(bytes: [UInt8], path: String, catalogKeys: Set<String> = []) throws(InterchangeError)
    -> [PackImport.Record]
  {
    let messages = try POParser.parse(String(decoding: bytes, as: UTF8.self), path: path)
    let language = try self.language(of: messages, bytes: bytes, path: path)
    let categories = PluralFormsExpression.header(for: language).categories
    var collector = LeafCollector()
    for message in messages {
      guard let context = message.context else { continue }
      // A plural message's context names the owner of its forms: the key, or `key|==|substitutions.NAME`.
      let isPath = message.plural ? { isFormPath(POUnit.join($0, "other")) } : isFormPath
      let (key, owner) =
        catalogKeys.contains(context) ? (context, "") : splitUnitID(context, catalogKeys: catalogKeys, isPath: isPath)
      let state: TranslationState = message.fuzzy ? PackMerge.reviewIfChanged : .translated
      if message.plural {
        for (index, text) in message.strings.enumerated() where !text.isEmpty && index < categories.count {
          collector.add(key: key, path: POUnit.join(owner, categories[index].rawValue), text: text, state: state)
        }
      } else if let text = message.strings.first, !text.isEmpty {
        collector.add(key: key, path: owner, text: text, state: state)
      }
    }
    return collector.records(language: language)
  }
}

extension POImporter {
  /// The header's `Language:` (gettext's `pt_BR` read as `pt-BR`); without one, or with an empty
  /// one, the file name's (`de.po`).
  static func language(of messages: [POParser.Message], bytes: [UInt8], path: String) throws(InterchangeError) -> String {
    let header = messages.first { $0.context == nil && $0.id.isEmpty }
    let field = header?.strings.first?.components(separatedBy: "\n").first { $0.hasPrefix("Language:") }
    let declared = field.map { String($0.dropFirst("Language:".count)).trimmingCharacters(in: .whitespaces) }
    return try ImportLanguage.resolve(
      declared: declared.map { String($0.map { $0 == "_" ? "-" : $0 }) }, path: path,
      place: "\(path):\(headerLine(bytes, field: "Language:") ?? 1):1", what: "Language header")
  }

  /// The line of the header field's string (`"Language: de\n"`), nil when no line starts with it.
  private static func headerLine(_ bytes: [UInt8], field: String) -> Int? {
    let wanted = Array(("\"" + field).utf8)
    var line = 1
    var lineStart = 0
    for index in 0...bytes.count {
      guard index == bytes.count || bytes[index] == 0x0A else { continue }
      let content = bytes[lineStart..<index].drop { $0 == 0x20 || $0 == 0x09 }
      if content.starts(with: wanted) { return line }
      line += 1
      lineStart = index + 1
    }
    return nil
  }
}

/// A small reader of the PO syntax the exporter writes (and gettext tools write back).
struct POParser {
  struct Message {
    var context: String?
    var id = ""
    var plural = false
    var strings: [String] = []
    var fuzzy = false
  }

  static func parse(_ text: String, path: String) throws(InterchangeError) -> [Message] {
    var messages: [Message] = []
    var current = Message()
    var started = false
    // Which string a continuation line extends: 0 context, 1 id, 2 plural id, 3+k msgstr[k].
    var target = -1
    func finish() {
      if started { messages.append(current) }
      current = Message()
      started = false
      target = -1
    }
    let bytes = Array(text.utf8)
    var lineStart = 0
    var number = 0
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      number += 1
      var first = lineStart
      var last = lineEnd
      while first < last, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
      while last > first, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
      lineStart = lineEnd + 1
      let line = bytes[first..<last]
      let lineNumber = number
      func fail(_ message: String) -> InterchangeError { InterchangeError("\(path):\(lineNumber):1: \(message)") }
      if line.isEmpty { continue }
      if line.first == UInt8(ascii: "#") {
        if started && target >= 1 { finish() }
        if line.starts(with: "#,".utf8), String(decoding: line, as: UTF8.self).contains("fuzzy") { current.fuzzy = true }
        continue
      }
      guard let quote = line.firstIndex(of: UInt8(ascii: "\"")) else { throw fail("expected a keyword and a quoted string") }
      var keywordEnd = quote
      while keywordEnd > first, bytes[keywordEnd - 1] == 0x20 || bytes[keywordEnd - 1] == 0x09 { keywordEnd -= 1 }
      let keyword = String(decoding: bytes[first..<keywordEnd], as: UTF8.self)
      let value = try unquote(bytes[quote..<last], fail: fail)
      switch keyword {
      case "":
        guard target >= 0 else { throw fail("a string continues nothing") }
        switch target {
        case 0: current.context = (current.context ?? "") + value
        case 1: current.id += value
        case 2: break
        default: current.strings[target - 3] += value
        }
      case "msgctxt":
        if started && target >= 1 { finish() }
        started = true
        current.context = value
        target = 0
      case "msgid":
        if started && target >= 3 { finish() }
        started = true
        current.id = value
        target = 1
      case "msgid_plural":
        current.plural = true
        target = 2
      case "msgstr":
        current.strings = [value]
        target = 3
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()),
          index == current.strings.count
        else { throw fail("unknown keyword '\(keyword)'") }
        current.strings.append(value)
        target = 3 + index
      }
    }
    finish()
    return messages
  }

  private static func unquote(_ text: ArraySlice<UInt8>, fail: (String) -> InterchangeError) throws(InterchangeError) -> String {
    guard text.count >= 2, text.first == UInt8(ascii: "\""), text.last == UInt8(ascii: "\"") else {
      throw fail("unterminated string")
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var escaped = false
    for byte in text.dropFirst().dropLast() {
      if escaped {
        switch byte {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): out.append(byte)
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        default: throw fail("unknown escape \\\(Character(Unicode.Scalar(byte)))")
        }
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        throw fail("a quote inside a string must be escaped")
      } else {
        out.append(byte)
      }
    }
    if escaped { throw fail("unterminated escape") }
    return String(decoding: out, as: UTF8.self)
  }
}
