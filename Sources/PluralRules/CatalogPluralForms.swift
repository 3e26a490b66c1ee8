/// The one rule for which plural forms a String Catalog holds for a language, used by the
/// editor's plural view, lint, translate, export and the agent server alike.
///
/// - Every CLDR category of the language is required (ICU's rules).
/// - `zero` is a valid form in every language: Foundation (for `.stringsdict` and catalogs)
///   uses a `zero` form, when present, for the number 0 whatever the CLDR rule says. So a ja
///   `zero` is not dead text; deleting it changes what users see for 0.
/// - While a `zero` form is present, 0 is its number: the category CLDR picks for 0 (`other`
///   in ja and en, `many` in ru) leaves 0 out of its examples.
public struct CatalogPluralForms: Sendable {
  public let rules: PluralRules

  public init(language: String) {
    rules = PluralRules(language: language)
  }

  /// The categories every plural map of the language must hold, in CLDR order.
  public var required: [PluralCategory] { rules.categories }

  /// Whether a form named `category` belongs in the language's plural maps: a required one,
  /// or `zero`, which Apple uses for 0 in every language.
  public func isValid(_ category: PluralCategory) -> Bool {
    category == .zero || rules.categories.contains(category)
  }

  /// The forms to write for the language: the required ones, plus `zero` when `withZero`
  /// (the source, or the map being edited, has one), in CLDR order.
  public func forms(withZero: Bool) -> [PluralCategory] {
    withZero && !rules.categories.contains(.zero) ? [.zero] + rules.categories : rules.categories
  }

  /// Example numbers of `category` in a map that holds a `zero` form or not (`hasZero`): up to
  /// `limit` integers, then one decimal. `zero` shows 0 (then CLDR's own zero numbers where the
  /// language has that category, lv: 10, 11…); with a `zero` form present, 0 leaves the
  /// category CLDR gives it. Empty for a category that is not valid in the language.
  public func examples(for category: PluralCategory, hasZero: Bool, limit: Int = 6) -> [String] {
    let (integers, decimals) = numbers(for: category, hasZero: hasZero)
    return Array(integers.prefix(max(0, limit))) + Array(decimals.prefix(1))
  }

  /// One line for UIs ("1, 2, 3, 4, 5, 6…"): the default `examples(for:hasZero:)` joined, with
  /// "…" when more numbers select the category than are shown.
  public func exampleSummary(for category: PluralCategory, hasZero: Bool) -> String {
    let (integers, decimals) = numbers(for: category, hasZero: hasZero)
    let shown = examples(for: category, hasZero: hasZero)
    let largest = PluralSampleScan.integerCandidates.last.map(String.init)
    let more = integers.count + decimals.count > shown.count || (largest != nil && integers.last == largest)
    return shown.joined(separator: ", ") + (more ? "…" : "")
  }

  private func numbers(for category: PluralCategory, hasZero: Bool) -> (integers: [String], decimals: [String]) {
    guard isValid(category) else { return ([], []) }
    let integers = rules.data.samples.integers[category] ?? []
    let decimals = rules.data.samples.decimals[category] ?? []
    if category == .zero { return (["0"] + integers.filter { $0 != "0" }, decimals) }
    return (hasZero ? integers.filter { $0 != "0" } : integers, decimals)
  }
}
