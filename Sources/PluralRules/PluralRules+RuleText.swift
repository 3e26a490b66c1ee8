import CICU

extension PluralRules {
  /// The CLDR rule text ICU evaluates for each of the language's categories, without the
  /// `@integer`/`@decimal` samples, in CLDR order: en → one "i = 1 and v = 0", other "".
  /// Read from ICU's own data (the same lookup its `PluralRules` does), so an exporter can hand
  /// the rules to a runtime that evaluates them itself.
  public var ruleText: [(category: PluralCategory, condition: String)] {
    var capacity: Int32 = 1024
    while capacity <= 1 << 16 {
      let outcome: (Int32, String) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) { buffer in
        guard let base = buffer.baseAddress else { return (Int32(CICU_ERROR_ICU), "") }
        let length = cicu_plural_rules_text(localeIdentifier, base, capacity)
        guard length >= 0 else { return (length, "") }
        return (length, String(decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self))
      }
      if outcome.0 == Int32(CICU_ERROR_BUFFER_TOO_SMALL) {
        capacity *= 4
        continue
      }
      guard outcome.0 >= 0 else { break }
      return Self.parseRuleLines(outcome.1)
    }
    return [(.other, "")]
  }

  static func parseRuleLines(_ text: String) -> [(category: PluralCategory, condition: String)] {
    var rules: [PluralCategory: String] = [:]
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":"), let category = PluralCategory(rawValue: String(line[..<colon])) else {
        continue
      }
      rules[category] = String(line[line.index(after: colon)...])
    }
    if rules[.other] == nil { rules[.other] = "" }
    return rules.keys.sorted().map { ($0, rules[$0] ?? "") }
  }
}
