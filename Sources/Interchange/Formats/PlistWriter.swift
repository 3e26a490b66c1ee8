/// A minimal XML property list writer (dict, array, string, integer), tab-indented as Xcode writes.
package indirect enum PlistNode: Sendable {
  case string(String)
  case integer(Int)
  case dict([(String, PlistNode)])
  case array([PlistNode])

  package var document: [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(into: &text, level: 0)
    text += "</plist>\n"
    return Array(text.utf8)
  }

  func write(into text: inout String, level: Int) {
    let indent = String(repeating: "\t", count: level)
    switch self {
    case .string(let value): text += indent + "<string>" + XMLText.escape(value) + "</string>\n"
    case .integer(let value): text += indent + "<integer>\(value)</integer>\n"
    case .dict(let members):
      guard !members.isEmpty else { return text += indent + "<dict/>\n" }
      text += indent + "<dict>\n"
      for (key, value) in members {
        text += indent + "\t<key>" + XMLText.escape(key) + "</key>\n"
        value.write(into: &text, level: level + 1)
      }
      text += indent + "</dict>\n"
    case .array(let items):
      guard !items.isEmpty else { return text += indent + "<array/>\n" }
      text += indent + "<array>\n"
      for item in items { item.write(into: &text, level: level + 1) }
      text += indent + "</array>\n"
    }
  }
}

enum XMLText {
  /// Escapes text for element content or a double-quoted attribute. Carriage returns and tabs
  /// become numeric references so no XML reader normalises them away; other control characters
  /// cannot appear in XML 1.0 at all and are written as U+FFFD-free numeric text is impossible,
  /// so callers warn about them (`hasForbiddenCharacters`).
  static func escape(_ text: String, attribute: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "\r": out += "&#13;"
      case "\t" where attribute: out += "&#9;"
      case "\n" where attribute: out += "&#10;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Characters XML 1.0 cannot hold in any form (C0 controls other than tab, LF, CR; U+FFFE/FFFF).
  static func hasForbiddenCharacters(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFE || $0.value == 0xFFFF }
  }
}
