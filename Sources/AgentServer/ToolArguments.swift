import MCP
import TerminalScreen

/// A tool call's refusal, in words an agent can act on (sent back with `isError: true`). It
/// quotes what the agent sent, and a client may print it to a terminal: control characters are
/// escaped as everywhere else names are shown.
struct ToolError: Error, Sendable {
  var message: String

  init(_ message: String) {
    self.message = ControlEscape.escaping(message, keepingLineBreaks: true)
  }
}

/// A tool call's arguments, read by name with the checks every tool needs: required or not, the
/// JSON type, bounds. Unknown names are refused, so a misspelt argument is not silently ignored.
struct ToolArguments {
  let values: [String: Value]

  init(_ values: [String: Value]?, accepted: [String]) throws(ToolError) {
    self.values = values ?? [:]
    let unknown = self.values.keys.filter { !accepted.contains($0) }.sorted()
    if let first = unknown.first {
      throw ToolError("unknown argument “\(first)”; this tool takes \(accepted.joined(separator: ", "))")
    }
  }

  func string(_ name: String) throws(ToolError) -> String {
    guard let value = try optionalString(name) else { throw ToolError("“\(name)” is required") }
    return value
  }

  func optionalString(_ name: String) throws(ToolError) -> String? {
    guard let value = values[name], !value.isNull else { return nil }
    guard case .string(let text) = value else { throw ToolError("“\(name)” must be a string") }
    try Self.checkSize(text, name: name)
    return text
  }

  func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws(ToolError) -> Int {
    guard let value = values[name], !value.isNull else { return fallback }
    let number: Int
    switch value {
    case .int(let int): number = int
    case .double(let double) where double.rounded() == double && abs(double) < 1e15: number = Int(double)
    default: throw ToolError("“\(name)” must be a whole number")
    }
    guard range.contains(number) else {
      throw ToolError("“\(name)” must be from \(range.lowerBound) to \(range.upperBound); it is \(number)")
    }
    return number
  }

  func array(_ name: String) throws(ToolError) -> [Value] {
    guard let value = values[name], !value.isNull else { throw ToolError("“\(name)” is required") }
    guard case .array(let items) = value else { throw ToolError("“\(name)” must be an array") }
    return items
  }

  func optionalStrings(_ name: String) throws(ToolError) -> [String]? {
    guard let value = values[name], !value.isNull else { return nil }
    guard case .array(let items) = value else { throw ToolError("“\(name)” must be an array of strings") }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { throw ToolError("“\(name)” must be an array of strings") }
      strings.append(text)
    }
    return strings
  }

  /// The largest text an agent may send in one value: a UI string is never near it, and a
  /// value this size would only bloat the catalog.
  static let maximumTextBytes = 1 << 20

  static func checkSize(_ text: String, name: String) throws(ToolError) {
    if text.utf8.count > maximumTextBytes {
      throw ToolError("“\(name)” is \(text.utf8.count) bytes, over the limit of \(maximumTextBytes) (1 MB)")
    }
  }
}

/// The page of a list: `limit` items from `cursor` on, and the cursor of the next page.
struct Page {
  static let defaultLimit = 50
  static let maximumLimit = 500

  var offset: Int
  var limit: Int

  init(_ arguments: ToolArguments) throws(ToolError) {
    limit = try arguments.integer("limit", default: Page.defaultLimit, in: 1...Page.maximumLimit)
    guard let cursor = try arguments.optionalString("cursor") else {
      offset = 0
      return
    }
    guard let value = Int(cursor), value >= 0 else {
      throw ToolError("“cursor” must be a nextCursor this server returned")
    }
    offset = value
  }

  /// The items of this page, and the next page's cursor when more follow.
  func slice<Item>(_ items: [Item]) -> (items: ArraySlice<Item>, nextCursor: String?) {
    let start = min(offset, items.count)
    let end = min(start + limit, items.count)
    return (items[start..<end], end < items.count ? String(end) : nil)
  }
}
