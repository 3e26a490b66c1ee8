/// `needs-review`: a translation marked for review (Xcode sets it when the source changes).
struct NeedsReviewCheck: LeafCheck {
  var checksSource: Bool { true }

  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .needsReview else { return }
    findings.append(localization.finding(.needsReview, path: leaf.path.description, "needs review (state needs_review)"))
  }
}
