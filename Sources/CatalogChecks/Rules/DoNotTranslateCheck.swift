import CatalogModel
import CatalogFiles
import CatalogEditing

/// `do-not-translate`: a do-not-translate term in the source (whole word, exact case) that the
/// translation does not keep as it is.
package final class DoNotTranslateCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    let rules = localization.context.options.workbench
    guard !rules.doNotTranslate.isEmpty, !leaf.facts.isEmpty, leaf.state != .new, let reference = leaf.reference else {
      return
    }
    for term in localization.source.terms(reference, rules: rules).doNotTranslate
    where !TermMatching.contains(leaf.value, term, caseSensitive: true) {
      findings.append(
        localization.finding(.doNotTranslate, path: leaf.path.description, "“\(term)” must stay as it is; the translation lacks it"))
    }
  }
}
