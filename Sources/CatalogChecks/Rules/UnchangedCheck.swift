import CatalogModel
import CatalogFiles
import CatalogEditing

/// `unchanged`: a translated string identical to its source, when the source is more than one
/// word (single words such as "OK" or brand names are often the same in every language).
/// Not reported:
/// - regional variants of the source language (en-GB in an en catalog);
/// - values without a letter (numbers, punctuation, symbols, emoji): nothing to translate;
/// - names: a value that at least half of the entry's other languages with a value there also
///   keep identical to the source ("Apple Music", "Visual Studio Code"). Real catalogs reported
///   over a thousand of these, which buried the sentences someone forgot to translate.
package final class UnchangedCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard leaf.state == .translated, !leaf.facts.isEmpty, !localization.facts.sharesSourceBase,
      let reference = leaf.reference
    else { return }
    let source = localization.source.text(reference)
    guard leaf.value == source, Self.hasSeveralWords(source), !Self.isName(source, at: leaf.path, in: localization)
    else { return }
    findings.append(localization.finding(.unchanged, path: leaf.path.description, "identical to the source"))
  }

  /// At least half of the other target languages with a value at `path` keep `source` as is.
  /// Asked only of a value identical to its source, which is itself one of those counted.
  package static func isName(_ source: String, at path: LeafPath, in localization: LocalizationUnderCheck) -> Bool {
    let counts = localization.source.keptCounts(
      of: source, at: path, in: localization.siblings, context: localization.context)
    let others = counts.withValue - 1
    let keptByOthers = counts.kept - 1
    return others > 0 && keptByOthers * 2 >= others
  }

  /// At least two whitespace-separated words that contain a letter (placeholders do not count).
  /// A letter is a Unicode letter (L*): digits, symbols and emoji are not, nor are the
  /// alphabetic-but-not-letter Roman numerals and circled letters (Ⅻ, Ⓐ).
  package static func hasSeveralWords(_ text: String) -> Bool {
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
      if isLetter(scalar) && !previousPercent { wordHasLetter = true }
      previousPercent = scalar == "%" || (previousPercent && (scalar == "l" || scalar == "$" || scalar.properties.numericType != nil))
    }
    if inWord && wordHasLetter { words += 1 }
    return words >= 2
  }

  package static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }
}
