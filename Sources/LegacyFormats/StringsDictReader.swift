/// Interprets a parsed property list as `.stringsdict` entries.
enum StringsDictReader {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRuleType = "NSStringPluralRuleType"
  static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  static func entries(fromPlist root: XMLElementNode) throws(LegacyParseError) -> [StringsDictFile.Entry] {
    let top = try topDictionary(of: root)
    var entries: [StringsDictFile.Entry] = []
    for pair in try PlistDictionary.pairs(of: top, context: "the file") {
      entries.append(try entry(pair))
    }
    return entries
  }

  /// `<plist><dict>…</dict></plist>`; a bare `<dict>` root is accepted too,
  /// as Foundation accepts it.
  private static func topDictionary(of root: XMLElementNode) throws(LegacyParseError) -> XMLElementNode {
    guard root.name == "plist" else {
      if root.name == "dict" { return root }
      throw LegacyParseError(position: root.position, message: "expected a <plist> root element, found <\(root.name)>")
    }
    if let textPosition = root.firstTextPosition {
      throw LegacyParseError(position: textPosition, message: "unexpected text inside <plist>")
    }
    guard root.children.count == 1, let top = root.children.first else {
      let position = root.children.dropFirst().first?.position ?? root.position
      throw LegacyParseError(position: position, message: "expected exactly one <dict> inside <plist>")
    }
    return top
  }

  private static func entry(_ pair: PlistDictionary.Pair) throws(LegacyParseError) -> StringsDictFile.Entry {
    let context = "the entry \(quoted(pair.key))"
    var format: String?
    var variables: [StringsDictFile.Variable] = []
    for field in try PlistDictionary.pairs(of: pair.value, context: context) {
      if field.key == formatKey {
        format = try PlistDictionary.string(field.value, context: "\(formatKey) of \(context)")
      } else {
        variables.append(try variable(field, entryContext: context))
      }
    }
    guard let format else {
      throw LegacyParseError(position: pair.keyPosition, message: "\(context) has no \(formatKey)")
    }
    return StringsDictFile.Entry(key: pair.key, format: format, variables: variables, position: pair.keyPosition)
  }

  private static func variable(
    _ pair: PlistDictionary.Pair, entryContext: String
  ) throws(LegacyParseError) -> StringsDictFile.Variable {
    let context = "the variable \(quoted(pair.key)) of \(entryContext)"
    var ruleType: String?
    var valueType: String?
    var forms: [String: String] = [:]
    for field in try PlistDictionary.pairs(of: pair.value, context: context) {
      let value = try PlistDictionary.string(field.value, context: "\(quoted(field.key)) of \(context)")
      switch field.key {
      case specTypeKey:
        guard value == pluralRuleType else {
          throw LegacyParseError(
            position: field.value.position,
            message: "\(context) uses \(value); only \(pluralRuleType) is supported")
        }
        ruleType = value
      case valueTypeKey:
        valueType = value
      case let category where categories.contains(category):
        forms[category] = value
      default:
        throw LegacyParseError(
          position: field.keyPosition,
          message:
            "unknown key \(quoted(field.key)) in \(context); expected \(specTypeKey), \(valueTypeKey) or a plural category (zero one two few many other)"
        )
      }
    }
    guard ruleType != nil else {
      throw LegacyParseError(position: pair.keyPosition, message: "\(context) has no \(specTypeKey)")
    }
    return StringsDictFile.Variable(
      name: pair.key, formatValueType: valueType, forms: forms, position: pair.keyPosition)
  }
}
