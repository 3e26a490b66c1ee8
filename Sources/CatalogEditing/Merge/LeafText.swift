import CatalogModel
import CatalogFiles

/// The text of a leaf as a person reads and edits it in the conflict view.
package enum LeafText {
  /// The editable text of a leaf: a string unit's value, or a string member (comment…); nil for
  /// leaves that are not one text (a whole language, a number, a removed member).
  package static func editableText(of value: JSONValue?) -> String? {
    switch value {
    case .string(let text)?: return text
    case .object(let members)?:
      if members.contains(where: { $0.key == "state" }), case .string(let text)? = members.first(where: { $0.key == "value" })?.value {
        return text
      }
      return nil
    default: return nil
    }
  }

  /// The leaf with its text replaced (keeping a string unit's state and other members).
  package static func replacing(in value: JSONValue?, with text: String) -> JSONValue? {
    switch value {
    case .object(var members)?:
      if let index = members.firstIndex(where: { $0.key == "value" }) {
        members[index] = JSONMember("value", .string(text))
        return .object(members)
      }
      return value
    default:
      return .string(text)
    }
  }

  /// One line per string in the leaf: `Fertig  [translated]`, or `plural.one: 1 Datei` for a whole
  /// form; `(none)` when the leaf is absent.
  package static func lines(of value: JSONValue?) -> [String] {
    guard let value else { return ["(none)"] }
    var lines: [String] = []
    collect(value, prefix: [], into: &lines)
    return lines.isEmpty ? ["(empty)"] : lines
  }

  private static func collect(_ value: JSONValue, prefix: [String], into lines: inout [String]) {
    let label = prefix.filter { $0 != "variations" && $0 != "stringUnit" && $0 != "localizations" }.joined(separator: ".")
    let lead = label.isEmpty ? "" : label + ": "
    switch value {
    case .string(let text): lines.append(lead + text)
    case .number(let text): lines.append(lead + text)
    case .bool(let flag): lines.append(lead + (flag ? "true" : "false"))
    case .null: lines.append(lead + "null")
    case .array(let items):
      for item in items { collect(item, prefix: prefix, into: &lines) }
    case .object(let members):
      if case .string(let text)? = members.first(where: { $0.key == "value" })?.value,
        case .string(let state)? = members.first(where: { $0.key == "state" })?.value
      {
        lines.append(lead + text + "  [" + state + "]")
        return
      }
      for member in members { collect(member.value, prefix: prefix + [member.key], into: &lines) }
    }
  }
}
