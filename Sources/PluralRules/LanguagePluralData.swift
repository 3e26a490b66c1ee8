/// Everything PluralRules knows about one ICU locale, built once and shared.
final class LanguagePluralData: Sendable {
  let localeID: String
  /// nil when ICU could not open any rules; every number is then "other".
  private let handle: ICUPluralRulesHandle?
  let categories: [PluralCategory]
  let samples: PluralSampleScan

  init(localeID: String) {
    self.localeID = localeID
    // ICU already falls back to root for unknown locales; opening root
    // explicitly only covers ids ICU refuses outright.
    let handle = ICUPluralRulesHandle(localeID: localeID) ?? ICUPluralRulesHandle(localeID: "")
    self.handle = handle

    let found = Set((handle?.keywords() ?? []).compactMap(PluralCategory.init(rawValue:)))
    // "other" is mandatory in CLDR; keep it even if ICU's keyword list failed.
    categories = found.union([.other]).sorted()

    samples = PluralSampleScan(
      selectInteger: { Self.category(keyword: handle?.keyword(for: Double($0))) },
      selectDecimal: { decimal in
        guard let handle else { return .other }
        return handle.keyword(forDecimal: decimal).map { Self.category(keyword: $0) }
      }
    )
  }

  func category(for number: Double) -> PluralCategory {
    Self.category(keyword: handle?.keyword(for: number))
  }

  func category(forDecimal decimal: String) -> PluralCategory? {
    guard let handle else { return .other }
    return handle.keyword(forDecimal: decimal).map { Self.category(keyword: $0) }
  }

  // ICU only returns CLDR keywords; anything else (or an error) is treated
  // as "other", the category every language has.
  private static func category(keyword: String?) -> PluralCategory {
    keyword.flatMap(PluralCategory.init(rawValue:)) ?? .other
  }
}
