import Foundation
import MCP
import StringCatalog

/// Tool results as JSON text, written by the one writer of Glossa's machine output (`JSONTree`):
/// members sorted, so the same state always reads the same.
enum ResultJSON {
  static func text(_ value: Value) -> String {
    String(decoding: tree(value).compactBytes, as: UTF8.self)
  }

  private static func tree(_ value: Value) -> JSONTree {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .number(String(number))
    case .double(let number):
      // Whole numbers without a fraction, as JSONEncoder writes them; never NaN or infinity.
      guard number.isFinite else { return .null }
      if number == number.rounded(), abs(number) < 1e15 { return .number(String(Int64(number))) }
      return .number(String(number))
    case .string(let text): return .string(text)
    case .data(let mimeType, let data):
      return .string("data:\(mimeType ?? "text/plain");base64,\(data.base64EncodedString())")
    case .array(let items): return .array(items.map(tree))
    case .object(let members):
      return .object(members.keys.sorted(by: codeUnitOrder).map { ($0, tree(members[$0] ?? .null)) })
    }
  }

  /// JSONEncoder's `.sortedKeys` order: by UTF-16 code unit.
  private static func codeUnitOrder(_ a: String, _ b: String) -> Bool {
    a.utf16.lexicographicallyPrecedes(b.utf16)
  }

  /// A JSON text produced elsewhere (lint's findings) as a value to embed.
  static func value(parsing text: String) -> Value {
    (try? JSONDecoder().decode(Value.self, from: Data(text.utf8))) ?? .string(text)
  }
}

extension Value {
  /// `.string` or `.null`.
  init(optional text: String?) {
    self = text.map(Value.string) ?? .null
  }
}
