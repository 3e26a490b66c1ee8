/// `length`, in grapheme clusters (what a reader sees as characters): an error over the key's
/// limit (any language, the source too); a warning when a translation is more than
/// `lengthRatio` times as long as its source, the layouts that truncate.
struct LengthCheck: LeafCheck {
  var checksSource: Bool { true }

  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet else { return }
    // A text has at most as many characters as UTF-8 bytes: most values are counted only when
    // their bytes could break a limit (counting grapheme clusters is the check's whole cost).
    let bytes = leaf.value.utf8.count
    if let limit = localization.lengthLimit, bytes > limit.maximum {
      let length = Self.characters(leaf.value)
      if length > limit.maximum {
        findings.append(
          localization.finding(
            .length, path: leaf.path.description, "\(length) characters, over the limit of \(limit.maximum) (\(limit.origin))"))
        return
      }
    }
    guard !localization.isSource, leaf.state != .new, let reference = leaf.reference else { return }
    let ratio = localization.context.options.workbench.lengthRatio
    let sourceLength = Self.characters(localization.source.text(reference))
    guard sourceLength > 0, Double(bytes) > Double(sourceLength) * ratio else { return }
    let length = Self.characters(leaf.value)
    guard Double(length) > Double(sourceLength) * ratio else { return }
    findings.append(
      localization.finding(
        .length, .warning, path: leaf.path.description,
        "\(length) characters, more than \(Self.format(ratio))× the source's \(sourceLength)"))
  }

  /// Grapheme clusters, counted a byte each for ASCII without a carriage return (`\r\n` is one).
  static func characters(_ text: String) -> Int {
    let utf8 = text.utf8
    if !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { return utf8.count }
    return text.count
  }

  static func format(_ ratio: Double) -> String {
    ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
  }
}
