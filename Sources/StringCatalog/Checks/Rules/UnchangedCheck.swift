/// `unchanged`: a translated string identical to its source, when the source is more than one
/// word (single words such as "OK" or brand names are often the same in every language).
/// Regional variants of the source language (en-GB in an en catalog) are not checked.
struct UnchangedCheck: LeafCheck {
  var checksSource: Bool { false }

  func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .translated, !leaf.facts.isEmpty, !localization.facts.sharesSourceBase,
      let reference = leaf.reference
    else { return }
    let source = localization.source.text(reference)
    guard leaf.value == source, Self.hasSeveralWords(source) else { return }
    findings.append(localization.finding(.unchanged, path: leaf.path.description, "identical to the source"))
  }

  /// At least two whitespace-separated words that contain a letter (placeholders do not count).
  static func hasSeveralWords(_ text: String) -> Bool {
    var words = 0
    var inWord = false
    var wordHasLetter = false
    var previousPercent = false
    for scalar in text.unicodeScalars {
      if TextScalars.isWhitespace(scalar) {
        if inWord && wordHasLetter { words += 1 }
        inWord = false
        wordHasLetter = false
        previousPercent = false
        continue
      }
      inWord = true
      // A letter right after `%` is a conversion (%d, %lld), not a word.
      if scalar.properties.isAlphabetic && !previousPercent && scalar != "@" { wordHasLetter = true }
      previousPercent = scalar == "%" || (previousPercent && (scalar == "l" || scalar == "$" || scalar.properties.numericType != nil))
    }
    if inWord && wordHasLetter { words += 1 }
    return words >= 2
  }
}
