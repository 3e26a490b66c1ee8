/// The C-style escapes `.strings` and PO both use inside double quotes.
enum BackslashEscapes {
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
