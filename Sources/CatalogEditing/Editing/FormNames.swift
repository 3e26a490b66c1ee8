import CatalogModel
import CatalogFiles
import PluralRules

/// The plural categories a language needs, and their example numbers, for the variation editor.
/// The editor does not import PluralRules itself: the catalog module is its one door to it, and
/// every answer here comes from `CatalogPluralForms`, the rule lint and translate use too.
public enum PluralForms {
  /// The categories the language requires, in CLDR order (zero, one, two, few, many, other);
  /// always includes `other`.
  public static func categories(for language: String) -> [String] {
    CatalogPluralForms(language: language).required.map(\.rawValue)
  }

  /// The forms to write: the required ones, plus `zero` when `withZero` (Apple uses it for 0).
  public static func forms(for language: String, withZero: Bool) -> [String] {
    CatalogPluralForms(language: language).forms(withZero: withZero).map(\.rawValue)
  }

  /// Whether `name` is a form the language's plural maps may hold (`zero` always is).
  public static func isValid(_ name: String, language: String) -> Bool {
    PluralCategory(rawValue: name).map(CatalogPluralForms(language: language).isValid) ?? false
  }

  /// "2, 3, 4, 22, 23, 24…" for ru `few`; "0" for `zero`; empty for a form the language does
  /// not use. `hasZero`: the map holds a `zero` form, which takes 0 from the other categories.
  public static func exampleSummary(_ category: String, language: String, hasZero: Bool) -> String {
    guard let category = PluralCategory(rawValue: category) else { return "" }
    return CatalogPluralForms(language: language).exampleSummary(for: category, hasZero: hasZero)
  }

  /// Sorts category names into CLDR order; unknown names go last, in their given order.
  public static func cldrOrder(_ names: [String]) -> [String] {
    let known = PluralCategory.allCases.map(\.rawValue)
    return known.filter(names.contains) + names.filter { !known.contains($0) }
  }
}

/// The device keys Xcode offers, in the order its menu lists them. The catalog writes them
/// sorted by the catalog comparator; this order is only for showing them.
public enum DeviceForms {
  public static let all = ["iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "ipod", "other"]

  /// Sorts device names into display order; unknown names go before `other`.
  public static func displayOrder(_ names: [String]) -> [String] {
    let known = all.filter { names.contains($0) && $0 != "other" }
    let unknown = names.filter { !all.contains($0) }
    return known + unknown + (names.contains("other") ? ["other"] : [])
  }
}
