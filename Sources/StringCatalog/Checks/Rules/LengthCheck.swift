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
    // Scalars bound characters from above too, and cost one byte pass, not grapheme breaking.
    var scalars: Int?
    if let limit = localization.lengthLimit, bytes > limit.maximum {
      let counted = Self.scalars(leaf.value)
      scalars = counted.count
      let length = counted.areCharacters ? counted.count : (counted.count > limit.maximum ? leaf.value.count : counted.count)
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
    let bound = Double(sourceLength) * ratio
    guard sourceLength > 0, Double(bytes) > bound else { return }
    let counted = scalars.map { (count: $0, areCharacters: false) } ?? Self.scalars(leaf.value)
    guard Double(counted.count) > bound else { return }
    let length = counted.areCharacters ? counted.count : Self.characters(leaf.value)
    guard Double(length) > bound else { return }
    findings.append(
      localization.finding(
        .length, .warning, path: leaf.path.description,
        "\(length) characters, more than \(Self.format(ratio))× the source's \(sourceLength)"))
  }

  /// Grapheme clusters, counted a byte each for ASCII without a carriage return (`\r\n` is one).
  static func characters(_ text: String) -> Int {
    let counted = scalars(text)
    return counted.areCharacters ? counted.count : text.count
  }

  /// The text's Unicode scalars (never fewer than its characters), and whether they are its
  /// characters for certain (ASCII without a carriage return).
  static func scalars(_ text: String) -> (count: Int, areCharacters: Bool) {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      var simple = true
      for byte in bytes {
        if byte & 0xC0 != 0x80 { count += 1 }
        if byte >= 0x80 || byte == 0x0D { simple = false }
      }
      return (count, simple)
    }
  }

  static func format(_ ratio: Double) -> String {
    ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
  }
}
