import CatalogModel
import CatalogFiles
import CatalogEditing

/// `length`, in grapheme clusters (what a reader sees as characters): an error over the key's
/// limit (any language, the source too); a warning when a translation is more than
/// `lengthRatio` times as long as its source, the layouts that truncate.
package final class LengthCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet else { return }
    // A text has at most as many characters as Unicode scalars (counted with its facts): its
    // grapheme clusters are counted only when its scalars could break a limit (counting them is
    // the check's whole cost).
    let facts = leaf.facts
    if let limit = localization.lengthLimit, facts.scalars > limit.maximum {
      let length = facts.scalarsAreCharacters ? facts.scalars : CharacterCount.of(leaf.value)
      if length > limit.maximum {
        findings.append(
          localization.finding(
            .length, path: leaf.path.description, "\(length) characters, over the limit of \(limit.maximum) (\(limit.origin))"))
        return
      }
    }
    guard !localization.isSource, leaf.state != .new, let reference = leaf.reference else { return }
    let ratio = localization.context.options.workbench.lengthRatio
    let source = localization.source.facts(reference)
    let sourceLength = source.scalarsAreCharacters ? source.scalars : CharacterCount.of(localization.source.text(reference))
    let sourceBound = Double(sourceLength) * ratio
    guard sourceLength > 0, Double(facts.scalars) > sourceBound else { return }
    let length = facts.scalarsAreCharacters ? facts.scalars : CharacterCount.of(leaf.value)
    guard Double(length) > sourceBound else { return }
    findings.append(
      localization.finding(
        .length, .warning, path: leaf.path.description,
        "\(length) characters, more than \(Self.format(ratio))× the source's \(sourceLength)"))
  }

  package static func format(_ ratio: Double) -> String {
    ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
  }
}
