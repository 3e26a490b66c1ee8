import CatalogModel
import CatalogFiles
import CatalogEditing

/// `empty`: an empty string where the source has text; the app would show nothing.
///
/// The source language is compared with the key (what Xcode shows when there is no value).
package final class EmptyCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.facts.isEmpty, let reference = leaf.reference, !localization.source.facts(reference).isEmpty else { return }
    let message = localization.isSource ? "empty, but the key is not" : "empty, but the source is not"
    findings.append(localization.finding(.empty, path: leaf.path.description, message))
  }
}
