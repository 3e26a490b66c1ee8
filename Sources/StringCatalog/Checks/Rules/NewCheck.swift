/// `new`: a string Xcode added for translation and nobody translated yet.
final class NewCheck: LeafCheck {
  var checksSource: Bool { true }

  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .new else { return }
    findings.append(localization.finding(.new, path: leaf.path.description, "not translated yet (state new)"))
  }
}
