import CatalogModel
import CatalogFiles
import CatalogEditing

/// `whitespace`: leading or trailing whitespace that the source has and the translation lacks,
/// or the other way round (a lost trailing space glues the string to what follows it).
package final class WhitespaceCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet, let reference = leaf.reference else { return }
    let source = localization.source.facts(reference)
    guard !source.isEmpty else { return }
    var problems: [String] = []
    if leaf.facts.leadingWhitespace != source.leadingWhitespace {
      problems.append(source.leadingWhitespace ? "the source starts with whitespace, this does not" : "starts with whitespace, the source does not")
    }
    if leaf.facts.trailingWhitespace != source.trailingWhitespace {
      problems.append(source.trailingWhitespace ? "the source ends with whitespace, this does not" : "ends with whitespace, the source does not")
    }
    guard !problems.isEmpty else { return }
    findings.append(localization.finding(.whitespace, path: leaf.path.description, problems.joined(separator: "; ")))
  }
}
