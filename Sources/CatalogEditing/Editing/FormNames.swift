import CatalogModel
import CatalogFiles
import PluralRules

/// The plural categories a language needs, and their example numbers, for the variation editor.
/// The editor does not import PluralRules itself: the catalog module is its one door to it.
public enum PluralForms {
  /// The categories in CLDR order (zero, one, two, few, many, other); always includes `other`.
  public static func categories(for language: String) -> [String] {
    PluralRules(language: language).categories.map(\.rawValue)
  }

  /// "2, 3, 4, 22, 23, 24…" for ru `few`; empty for a category the language does not use.
  public static func exampleSummary(_ category: String, language: String) -> String {
    guard let category = PluralCategory(rawValue: category) else { return "" }
    return PluralRules(language: language).exampleSummary(for: category)
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
