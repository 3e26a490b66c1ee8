/// Interprets a parsed property list as `.stringsdict` entries.
enum StringsDictReader {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRuleType = "NSStringPluralRuleType"
  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
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
    let fields = try PlistDictionary.pairs(of: pair.value, context: context)
    if let rule = fields.first(where: { $0.key == deviceRuleKey }) {
      if let other = fields.first(where: { $0.key != deviceRuleKey }) {
        throw LegacyParseError(
          position: other.keyPosition, message: "unexpected key \(quoted(other.key)) beside \(deviceRuleKey) in \(context)")
      }
      return StringsDictFile.Entry(
        key: pair.key, format: "", variables: [], devices: try devices(rule, entryContext: context), position: pair.keyPosition)
    }
    let (format, variables) = try formatted(fields, at: pair.keyPosition, context: context)
    return StringsDictFile.Entry(key: pair.key, format: format, variables: variables, position: pair.keyPosition)
  }

  /// NSStringLocalizedFormatKey and the plural variables beside it.
  private static func formatted(
    _ fields: [PlistDictionary.Pair], at position: SourcePosition, context: String
  ) throws(LegacyParseError) -> (String, [StringsDictFile.Variable]) {
    var format: String?
    var variables: [StringsDictFile.Variable] = []
    for field in fields {
      if field.key == formatKey {
        format = try PlistDictionary.string(field.value, context: "\(formatKey) of \(context)")
      } else {
        variables.append(try variable(field, entryContext: context))
      }
    }
    guard let format else {
      throw LegacyParseError(position: position, message: "\(context) has no \(formatKey)")
    }
    return (format, variables)
  }

  /// NSStringDeviceSpecificRuleType: device name to a string, or to a format with plural variables.
  private static func devices(
    _ rule: PlistDictionary.Pair, entryContext: String
  ) throws(LegacyParseError) -> [StringsDictFile.Device] {
    var devices: [StringsDictFile.Device] = []
    for device in try PlistDictionary.pairs(of: rule.value, context: "\(deviceRuleKey) of \(entryContext)") {
      let context = "the device \(quoted(device.key)) of \(entryContext)"
      if device.value.name == "dict" {
        let fields = try PlistDictionary.pairs(of: device.value, context: context)
        let (format, variables) = try formatted(fields, at: device.keyPosition, context: context)
        devices.append(StringsDictFile.Device(name: device.key, format: format, variables: variables, position: device.keyPosition))
      } else {
        let text = try PlistDictionary.string(device.value, context: context)
        devices.append(StringsDictFile.Device(name: device.key, format: text, position: device.keyPosition))
      }
    }
    guard !devices.isEmpty else {
      throw LegacyParseError(position: rule.keyPosition, message: "\(deviceRuleKey) of \(entryContext) has no device")
    }
    return devices
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
