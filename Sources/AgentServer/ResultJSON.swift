import Foundation
import MCP

/// Tool results as JSON text: members sorted, so the same state always reads the same.
enum ResultJSON {
  static func text(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
      return "{}"
    }
    return text
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
