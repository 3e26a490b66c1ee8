import Foundation
import PluralRules
import StringCatalog

/// Reads a `po` export back: `msgctxt` names the key (and form path), `msgstr[k]` the k-th
/// category of the file's language, `#, fuzzy` means needs review. Empty msgstr = no value.
public enum POImporter {
  public static func records(bytes: [UInt8], path: String) throws(InterchangeError) -> [PackImport.Record] {
    let messages = try POParser.parse(String(decoding: bytes, as: UTF8.self), path: path)
    var language = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if let header = messages.first(where: { $0.context == nil && $0.id.isEmpty }),
      let line = header.strings.first?.components(separatedBy: "\n").first(where: { $0.hasPrefix("Language: ") })
    {
      language = String(line.dropFirst("Language: ".count)).trimmingCharacters(in: " ")
    }
    let categories = PluralFormsExpression.header(for: language).categories
    var collector = LeafCollector()
    for message in messages {
      guard let context = message.context else { continue }
      let (key, owner) = splitUnitID(context)
      let state: TranslationState = message.fuzzy ? .needsReview : .translated
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
    for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
      let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
      let trimmed: String = line.trimmingCharacters(in: " \t")
      func fail(_ message: String) -> InterchangeError { InterchangeError("\(path):\(number + 1):1: \(message)") }
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#") {
        if started && target >= 1 { finish() }
        if trimmed.hasPrefix("#,") && trimmed.contains("fuzzy") { current.fuzzy = true }
        continue
      }
      guard let quote = trimmed.firstIndex(of: "\"") else { throw fail("expected a keyword and a quoted string") }
      let keyword: String = String(trimmed[trimmed.startIndex..<quote]).trimmingCharacters(in: " \t")
      let value = try unquote(String(trimmed[quote..<trimmed.endIndex]), fail: fail)
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

  private static func unquote(_ text: String, fail: (String) -> InterchangeError) throws(InterchangeError) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { throw fail("unterminated string") }
    var out = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "r": out.append("\r")
        case "\\": out.append("\\")
        case "\"": out.append("\"")
        case "a": out.append("\u{7}")
        case "b": out.append("\u{8}")
        case "f": out.append("\u{C}")
        case "v": out.append("\u{B}")
        default: throw fail("unknown escape \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        out.append(character)
      }
    }
    if escaped { throw fail("unterminated escape") }
    return out
  }
}
