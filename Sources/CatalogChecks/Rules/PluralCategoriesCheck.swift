import CatalogModel
import CatalogFiles
import CatalogEditing
import PluralRules

/// `plural-categories`: every plural map (`plural`, `device.mac.plural`,
/// `substitutions.count.plural`) must have a form for each category the language uses (CLDR
/// rules from the system ICU) and none for categories it does not use.
///
/// Severities: a missing category is an error, except a `many` that the language uses only for
/// large round numbers or only for fractions, which is a warning. ICU 72 (CLDR 42) gave fr, it,
/// es, pt and ca a `many` category for millions ("1 000 000 de photos"), and Xcode's editor asks
/// for it, but almost no real catalog has it yet (453 plural maps of the corpus lack a needed
/// category, nearly all of them such a `many`), and Foundation falls back to `other`, which reads
/// acceptably for those numbers. Where `many` covers everyday counts (ru, uk, pl, be: 5–20
/// items) the `other` form is grammatically wrong for them, so a missing `many` stays an error.
/// An unused category is a warning (dead text, harmless); `zero` is never unused, since Apple
/// uses a `zero` form for 0 in every language. A name that is no plural category is an error.
package final class PluralCategoriesCheck: LocalizationCheck {
  package var checksSource: Bool { true }

  package func check(_ localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    // Read where it lies (a copy of the localization would retain its parts).
    let variations = localization.localization.variations
    let substitutions = localization.localization.substitutions
    guard variations != nil || substitutions != nil || !localization.isSource else { return }
    visit(variations, prefix: "", localization, &findings)
    if let substitutions {
      for (name, substitution) in substitutions.pairs {
        visit(substitution.variations, prefix: "substitutions.\(name).", localization, &findings)
      }
    }
    checkUnvaried(localization, &findings)
  }

  private func visit(_ variations: Variations?, prefix: String, _ localization: LocalizationUnderCheck, _ findings: inout [Finding]) {
    guard let variations else { return }
    if let plural = variations.plural { checkMap(plural.keys, path: prefix + "plural", localization, &findings) }
    if let device = variations.device {
      for (name, form) in device.pairs { visit(form.variations, prefix: prefix + "device.\(name).", localization, &findings) }
    }
  }

  private func checkMap(_ forms: [String], path: String, _ localization: LocalizationUnderCheck, _ findings: inout [Finding]) {
    let facts = localization.facts
    // Up to six needed categories, each looked up among the forms; then each form once.
    localization.work.add(2 * forms.count + 1)
    for category in facts.neededPlurals where !forms.contains(category.rawValue) {
      findings.append(
        localization.finding(
          .pluralCategories, category == .many && facts.manyIsMarginal ? .warning : .error,
          path: Self.formPath(path, category),
          facts.missingPluralMessages[category] ?? "no “\(category.rawValue)” form"))
    }
    for form in forms {
      guard let category = PluralCategory(rawValue: form) else {
        findings.append(
          localization.finding(
            .pluralCategories, .error, path: "\(path).\(form)", "“\(form)” is not a plural category (zero one two few many other)"))
        continue
      }
      if facts.validPlurals.contains(category) || facts.hasRootRulesOnly { continue }
      findings.append(
        localization.finding(
          .pluralCategories, .warning, path: Self.formPath(path, category),
          facts.unusedPluralMessages[category] ?? "\(localization.language) never uses “\(form)”"))
    }
  }

  /// `plural.one` for a map at the top of the localization, without building it (the common
  /// case); `path.form` elsewhere.
  private static func formPath(_ path: String, _ category: PluralCategory) -> String {
    guard path == "plural" else { return path + "." + category.rawValue }
    switch category {
    case .zero: return "plural.zero"
    case .one: return "plural.one"
    case .two: return "plural.two"
    case .few: return "plural.few"
    case .many: return "plural.many"
    case .other: return "plural.other"
    }
  }

  /// A translation that is one plain string where the source varies by plural: every count
  /// gets the same text, wrong for any language with more than `other`.
  private func checkUnvaried(_ localization: LocalizationUnderCheck, _ findings: inout [Finding]) {
    guard !localization.isSource, let (severity, message) = localization.facts.unvariedPluralFinding,
      localization.source.variesByPlural
    else { return }
    guard localization.localization.variations == nil, localization.localization.stringUnit != nil else { return }
    findings.append(localization.finding(.pluralCategories, severity, path: "plural", message))
  }
}
