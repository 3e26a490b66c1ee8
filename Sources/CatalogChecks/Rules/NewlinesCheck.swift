import CatalogModel
import CatalogFiles
import CatalogEditing

/// `newlines`: a different number of line breaks than the source (layouts often rely on them).
package final class NewlinesCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet, let reference = leaf.reference else { return }
    let source = localization.source.facts(reference)
    guard !source.isEmpty, source.lineBreaks != leaf.facts.lineBreaks else { return }
    findings.append(
      localization.finding(
        .newlines, path: leaf.path.description,
        "\(Self.count(leaf.facts.lineBreaks)), the source has \(source.lineBreaks)"))
  }

  private static func count(_ breaks: Int) -> String {
    "has " + Plural.count(breaks, "line break")
  }
}
