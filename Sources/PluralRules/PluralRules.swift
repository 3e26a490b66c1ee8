// PluralRules: CLDR cardinal plural rules for String Catalog languages.
//
// Why a C bridge (the CICU target) exists:
// - Foundation has no public plural-rules API (its .stringsdict support picks
//   a form internally but never says which categories a language has or which
//   numbers select them), so the rules must come from ICU directly.
// - On Linux, importing ICU's own headers into Swift alongside Foundation
//   fails with module clashes. CICU therefore exposes a header of plain C types
//   (an opaque handle, char buffers, int32_t codes) and keeps every
//   <unicode/...> include inside its .c file, linking icui18n/icuuc/icudata.
// - Errors cross the bridge as negative codes; this module maps every failure
//   to ICU's root behaviour ("other"), so no input can crash it.

/// The cardinal plural rules of one language, as the system ICU defines them.
///
/// Values are cheap to create: the ICU rules and example numbers for each
/// locale are computed once per process and shared (thread-safely).
public struct PluralRules: Sendable {
  /// The language code as given, e.g. "pt-BR", "zh-Hant", "sr-Latn", "es-419".
  public let language: String

  let data: LanguagePluralData

  /// Looks up the rules for a BCP-47 language code as used in String Catalogs
  /// (hyphens; underscores are accepted too).
  ///
  /// Never fails: ICU resolves a regional or script variant to its parent
  /// language's rules (pt-BR → pt, zh-Hant → zh), and an unknown or invalid
  /// code ("", "xx-Nonsense") gets ICU's root rules, where the only category
  /// is `.other`. A malformed tag with a valid start keeps that start, as ICU's
  /// tag parser does ("en-" → en).
  public init(language: String) {
    self.language = language
    let localeID = ICUPluralRulesHandle.localeID(forLanguage: language)
    data = PluralRulesCache.shared.data(forLocaleID: localeID)
  }

  /// The ICU locale id the code resolved to ("pt-BR" → "pt_BR"); useful when
  /// diagnosing why a language got unexpected rules.
  public var localeIdentifier: String { data.localeID }

  /// The language's cardinal categories in CLDR order; always contains `.other`.
  public var categories: [PluralCategory] { data.categories }

  /// The category ICU selects for `number`. A `Double` has no visible
  /// fraction digits of its own, so 1.0 is treated like 1; use
  /// `category(forDecimal:)` when "1.0" must differ from "1".
  public func category(for number: Double) -> PluralCategory {
    data.category(for: number)
  }

  /// The category ICU selects for a plain decimal string, counting its visible
  /// fraction digits ("1.0" is `.other` in English, "1" is `.one`).
  /// Accepts `-?[0-9]+(\.[0-9]+)?` with up to 32 fraction digits; returns nil
  /// for anything else, or when ICU fails (around 35+ digits). ICU evaluates
  /// the operands with double precision, so past 2^53 its answer can be off.
  public func category(forDecimal decimal: String) -> PluralCategory? {
    data.category(forDecimal: decimal)
  }

  /// Example numbers per category, like Poedit shows: up to `limit` integers
  /// in ascending order (ru `.one` → 1, 21, 31, 41, 51, 61), then one decimal
  /// example if the category selects any (ru `.other` → 1.5). The decimal is
  /// in addition to the `limit` integers. Strings are unlocalized ("1.5").
  /// Empty for a category the language doesn't have.
  ///
  /// Candidates scanned: integers 0…200, a few round millions, and decimals
  /// 0.0…30.9 with one fraction digit; every example is ICU's own answer.
  public func examples(for category: PluralCategory, limit: Int = 6) -> [String] {
    let integers = data.samples.integers[category] ?? []
    let decimals = data.samples.decimals[category] ?? []
    return Array(integers.prefix(max(0, limit))) + Array(decimals.prefix(1))
  }

  /// One-line summary for UIs, e.g. "1, 21, 31, 41, 51, 61…": the default
  /// `examples(for:)` joined by ", ", with "…" when the list is not complete.
  /// Empty for a category the language doesn't have.
  public func exampleSummary(for category: PluralCategory) -> String {
    let shown = examples(for: category)
    let summary = shown.joined(separator: ", ")
    return data.samples.hasMore(for: category, thanShown: shown.count) ? summary + "…" : summary
  }
}
