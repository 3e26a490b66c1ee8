import StringCatalog
import Foundation
import PluralRules

/// `<name>-languages.json` / `languages.json`: every language of the pack with its coverage,
/// fallback chain and CLDR plural rules, so an app never hard-codes the list.
package enum LanguagesFile {
  package static func tree(content: PackContent, layout: String, name: String) -> JSONTree {
    let languages = content.languages.map { language -> JSONTree in
      let rules = PluralRules(language: language).ruleText.map { ($0.category.rawValue, JSONTree.string($0.condition)) }
      return .object([
        ("code", .string(language)),
        ("coverage", .number(decimal(content.coverage[language] ?? 0))),
        ("fallback", .array((content.chains[language] ?? [language]).map { .string($0) })),
        ("pluralRules", .object(rules)),
      ])
    }
    return .object([
      ("format", .string("glossa-pack-1")),
      ("layout", .string(layout)),
      ("name", .string(name)),
      ("sourceLanguage", .string(content.sourceLanguage)),
      ("languages", .array(languages)),
    ])
  }

  /// 0…1 with at most four decimals: 0.9333, 1.0, 0.5.
  static func decimal(_ fraction: Double) -> String {
    var text = String(format: "%.4f", fraction)
    while text.hasSuffix("0") && !text.hasSuffix(".0") { text.removeLast() }
    return text
  }
}
