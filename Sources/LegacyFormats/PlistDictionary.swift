/// Reading `<dict>`, `<key>` and `<string>` elements of an XML property list.
enum PlistDictionary {
  struct Pair {
    var key: String
    var keyPosition: SourcePosition
    var value: XMLElementNode
  }

  /// The key/value pairs of a `<dict>` in file order. Duplicate keys are an
  /// error: Foundation would silently keep one of them.
  static func pairs(of dict: XMLElementNode, context: String) throws(LegacyParseError) -> [Pair] {
    guard dict.name == "dict" else {
      throw LegacyParseError(position: dict.position, message: "expected a <dict> for \(context), found <\(dict.name)>")
    }
    if let textPosition = dict.firstTextPosition {
      throw LegacyParseError(position: textPosition, message: "unexpected text inside the <dict> of \(context)")
    }
    var pairs: [Pair] = []
    var seen: [String: SourcePosition] = [:]
    var index = 0
    while index < dict.children.count {
      let keyNode = dict.children[index]
      guard keyNode.name == "key" else {
        throw LegacyParseError(
          position: keyNode.position, message: "expected <key> in the <dict> of \(context), found <\(keyNode.name)>")
      }
      let key = try text(of: keyNode, context: "a <key> in \(context)")
      guard index + 1 < dict.children.count else {
        throw LegacyParseError(position: keyNode.position, message: "the key \(quoted(key)) in \(context) has no value")
      }
      if let first = seen[key] {
        throw LegacyParseError(
          position: keyNode.position, message: "duplicate key \(quoted(key)) in \(context) (first at \(first))")
      }
      seen[key] = keyNode.position
      pairs.append(Pair(key: key, keyPosition: keyNode.position, value: dict.children[index + 1]))
      index += 2
    }
    return pairs
  }

  /// The text of a `<string>` (or `<key>`) element.
  static func string(_ node: XMLElementNode, context: String) throws(LegacyParseError) -> String {
    guard node.name == "string" else {
      throw LegacyParseError(
        position: node.position, message: "expected a <string> for \(context), found <\(node.name)>")
    }
    return try text(of: node, context: context)
  }

  private static func text(of node: XMLElementNode, context: String) throws(LegacyParseError) -> String {
    if let child = node.children.first {
      throw LegacyParseError(
        position: child.position, message: "unexpected element <\(child.name)> inside the <\(node.name)> of \(context)")
    }
    return node.text
  }
}
