import CatalogModel
import CatalogFiles
import CatalogEditing

/// `new`: a string Xcode added for translation and nobody translated yet. Not in the source
/// language, where `new` counts as translated (`CellStatus.counted`, as stats counts it):
/// Interface Builder catalogs write their source units `new`.
package final class NewCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .new else { return }
    findings.append(localization.finding(.new, path: leaf.path.description, "not translated yet (state new)"))
  }
}
