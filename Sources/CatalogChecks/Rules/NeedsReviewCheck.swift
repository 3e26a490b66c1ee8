import CatalogModel
import CatalogFiles
import CatalogEditing

/// `needs-review`: a translation a person still has to look at: marked for review (Xcode sets
/// it when the source changes), made by a machine (`machine_translated`), or in a state Glossa
/// does not know (counted as needs review, as `glossa stats` counts it).
package final class NeedsReviewCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    switch leaf.state {
    case .translated, .new: return
    case .needsReview:
      findings.append(localization.finding(.needsReview, path: leaf.path.description, "needs review (state needs_review)"))
    case .machineTranslated:
      findings.append(
        localization.finding(.needsReview, path: leaf.path.description, "machine-translated: needs review (state machine_translated)"))
    default:
      findings.append(
        localization.finding(.needsReview, path: leaf.path.description, "unknown state \(leaf.state.rawValue): needs review"))
    }
  }
}
