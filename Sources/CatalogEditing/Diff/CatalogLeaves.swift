import CatalogModel
import CatalogFiles

/// An entry as its leaves, in catalog order: each string unit or string set (value and state
/// together), and every other member at any depth (comment, argNum, unknown members). The diff
/// compares these; the text form prints them, one line each.
public struct CatalogLeaf: Sendable, Equatable {
  public var path: MergePath
  public var value: JSONValue

  public init(path: MergePath, value: JSONValue) {
    self.path = path
    self.value = value
  }

  /// `"Fertig" (translated)` for a string unit, `"A button"` for a text, else the JSON.
  public var text: String { LeafValueText.text(of: value) }
  /// The state of a string unit or set, in words (`needs review`); nil for other leaves.
  public var state: String? { LeafValueText.state(of: value) }
  /// The leaf's text without the state.
  public var valueText: String { LeafValueText.valueText(of: value) }
}

extension Entry {
  public var leaves: [CatalogLeaf] {
    var result: [CatalogLeaf] = []
    collect(EntryTree.tree(of: self), at: .entry, into: &result)
    return result
  }

  private func collect(_ value: JSONValue, at path: MergePath, into leaves: inout [CatalogLeaf]) {
    guard !path.isAtomic, case .object(let members) = value, !members.isEmpty else {
      leaves.append(CatalogLeaf(path: path, value: value))
      return
    }
    for member in members { collect(member.value, at: path.appending(member.key), into: &leaves) }
  }
}

/// How a leaf's value reads in a diff line.
package enum LeafValueText {
  package static func text(of value: JSONValue) -> String {
    guard let state = state(of: value) else { return valueText(of: value) }
    return valueText(of: value) + " (" + state + ")"
  }

  package static func state(of value: JSONValue) -> String? {
    guard case .object(let members) = value, case .string(let state)? = members.first(where: { $0.key == "state" })?.value
    else { return nil }
    return state.replacingUnderscores()
  }

  package static func valueText(of value: JSONValue) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .object(let members):
      if let inner = members.first(where: { $0.key == "value" || $0.key == "values" })?.value,
        members.contains(where: { $0.key == "state" })
      {
        return valueText(of: inner)
      }
      return "{" + members.map { quoted($0.key) + ": " + valueText(of: $0.value) }.joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map(valueText).joined(separator: ", ") + "]"
    case .number(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// A string in double quotes, line breaks and quotes escaped so each leaf stays one line.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r\n": result += "\\r\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? " " : $0 })
  }
}
