import CatalogModel
import CatalogFiles
import CatalogEditing

/// `new`: a string Xcode added for translation and nobody translated yet.
package final class NewCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .new else { return }
    findings.append(localization.finding(.new, path: leaf.path.description, "not translated yet (state new)"))
  }
}
