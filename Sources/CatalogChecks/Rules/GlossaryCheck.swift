import CatalogModel
import CatalogFiles
import CatalogEditing

/// `glossary`: the source has a glossary term (a whole word, any case) and the translation lacks
/// the term's translation for its language (anywhere, any case: inflected and compound forms
/// such as "Reisen" or "Reiseziel" contain "Reise").
package final class GlossaryCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    let rules = localization.context.options.workbench
    guard !rules.glossary.isEmpty, !leaf.facts.isEmpty, leaf.state != .new, let reference = leaf.reference else { return }
    for index in localization.source.terms(reference, rules: rules).glossary {
      let term = rules.glossary[index]
      guard let wanted = term.translations[localization.language],
        !TermMatching.contains(leaf.value, wanted, caseSensitive: false)
      else { continue }
      findings.append(
        localization.finding(
          .glossary, path: leaf.path.description, "the source has “\(term.term)”; the glossary's “\(wanted)” is missing"))
    }
  }
}
