import CatalogModel
import CatalogFiles
import CatalogEditing

/// Checks a reply's value for one item before anything is written: the same placeholder
/// comparison as lint's `format-specifiers` (arguments by position and type, `%#@name@` tokens,
/// `%arg`), every do-not-translate term of the source kept verbatim, for plural items exactly
/// the requested categories, no control character the source lacks (`TextControls`), and no
/// more characters than the key's length limit.
extension TranslationItem {
  /// nil when `value` may be written; else what is wrong, in words a model can act on.
  package func problem(with value: TranslationText?) -> String? {
    guard let value else { return "no translation for this item in the reply" }
    switch (source, value) {
    case (.single(let original), .single(let text)):
      return problem(text, against: original, category: nil)
    case (.plural(let forms), .plural(let replied)):
      let names = replied.map(\.category)
      if names.sorted() != categories.sorted() {
        return
          "the plural forms must be exactly \(categories.joined(separator: ", ")); the reply has \(names.isEmpty ? "none" : names.joined(separator: ", "))"
      }
      for form in replied {
        let reference =
          forms.first { $0.category == form.category } ?? forms.first { $0.category == "other" } ?? forms.last
        if let problem = problem(form.text, against: reference?.text ?? "", category: form.category) {
          return "\(form.category): \(problem)"
        }
      }
      return nil
    case (.single, .plural):
      return "the reply is an object of plural forms; a single string was expected"
    case (.plural, .single):
      return "the reply is a single string; an object with the forms \(categories.joined(separator: ", ")) was expected"
    }
  }

  private func problem(_ text: String, against original: String, category: String?) -> String? {
    if text.isEmpty && !original.isEmpty { return "the translation is empty" }
    // Refused outright: a terminal would act on it, and it would travel on into every export.
    if let control = text.unicodeScalars.first(where: { TextControls.isRefused($0) && !original.unicodeScalars.contains($0) }) {
      return "the translation holds the control character \(TextControls.name(control)), which the source does not; only tab and line breaks may be used"
    }
    if let lengthLimit, text.count > lengthLimit.maximum {
      return "\(text.count) characters, over the limit of \(lengthLimit.maximum) (\(lengthLimit.origin))"
    }
    var problems: [String] = []
    if text.contains("%") || original.contains("%") {
      let mayOmit = category.map { singleNumberCategories.contains($0) } ?? false
      let comparison = FormatComparison(
        translation: FormatSignature(text, substitutions: path.isInsideSubstitution ? nil : sourceSubstitutions),
        source: FormatSignature(original, substitutions: path.isInsideSubstitution ? nil : sourceSubstitutions),
        mayOmitNumbers: mayOmit)
      if comparison.severity == .error { problems.append(comparison.message) }
    }
    for term in keptTerms where original.contains(term) && !text.contains(term) {
      problems.append("“\(term)” must be kept as it is (do not translate)")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }
}
