
/// A JSON document to write (members in the order given) or as read back: the one writer of
/// Glossa's machine output — export packs, `stats`, `languages` and `lint` in JSON, the agent
/// server's results — and its one way of quoting a string (`quoted`). (A catalog's own file is
/// written in Xcode's layout by `CatalogWriter`.)
public indirect enum JSONTree: Sendable, Equatable {
  case string(String)
  /// The number's text, written as is.
  case number(String)
  case bool(Bool)
  case null
  case array([JSONTree])
  case object([(String, JSONTree)])

  public static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
    switch (lhs, rhs) {
    case let (.string(a), .string(b)): return a.utf8.elementsEqual(b.utf8)
    case let (.number(a), .number(b)): return a == b
    case let (.bool(a), .bool(b)): return a == b
    case (.null, .null): return true
    case let (.array(a), .array(b)): return a == b
    case let (.object(a), .object(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public init(_ value: JSONValue) {
    switch value {
    case .string(let text): self = .string(text)
    case .number(let text): self = .number(text)
    case .bool(let flag): self = .bool(flag)
    case .null: self = .null
    case .array(let items): self = .array(items.map(JSONTree.init))
    case .object(let members): self = .object(members.map { ($0.key, JSONTree($0.value)) })
    }
  }

  public subscript(member: String) -> JSONTree? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0.utf8.elementsEqual(member.utf8) }?.1
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// Pretty UTF-8: two-space indent, `"key": value`, non-ASCII as is, a final line break.
  public var bytes: [UInt8] {
    var out: [UInt8] = []
    write(into: &out, indent: 0)
    out.append(0x0A)
    return out
  }

  /// One line, no spaces (what keys-once writes: the size is the point).
  public var compactBytes: [UInt8] {
    var out: [UInt8] = []
    write(into: &out, indent: nil)
    return out
  }

  private func write(into out: inout [UInt8], indent: Int?) {
    func newline(_ level: Int) {
      guard indent != nil else { return }
      out.append(0x0A)
      out.append(contentsOf: repeatElement(0x20, count: level * 2))
    }
    switch self {
    case .string(let text): JSONTree.writeString(text, into: &out)
    case .number(let text): out.append(contentsOf: text.utf8)
    case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
    case .null: out.append(contentsOf: "null".utf8)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      guard !items.isEmpty else { return out.append(UInt8(ascii: "]")) }
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline((indent ?? 0) + 1)
        item.write(into: &out, indent: indent.map { $0 + 1 })
      }
      newline(indent ?? 0)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      guard !members.isEmpty else { return out.append(UInt8(ascii: "}")) }
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline((indent ?? 0) + 1)
        JSONTree.writeString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        if indent != nil { out.append(0x20) }
        value.write(into: &out, indent: indent.map { $0 + 1 })
      }
      newline(indent ?? 0)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A JSON string literal: `"`, `\\`, line feed, carriage return and tab escaped as such, other
  /// control characters as `\u00xx`, everything else as is (UTF-8).
  public static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    writeString(text, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal (see `quoted`).
  public static func writeString(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
      case 0x0A: out.append(contentsOf: "\\n".utf8)
      case 0x0D: out.append(contentsOf: "\\r".utf8)
      case 0x09: out.append(contentsOf: "\\t".utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: "\\u00".utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

