import CatalogModel
import CatalogFiles
import CatalogEditing

/// `punctuation`: the translation ends with other punctuation than the source (`.`, `:`, `?`,
/// `!`, `…`). Full-width CJK forms, the Arabic question mark, the Devanagari danda and the Greek
/// question mark count as their Latin equivalents; Thai, Lao, Khmer and Burmese are not checked
/// because they end sentences without punctuation.
package final class PunctuationCheck: LeafCheck {
  package var checksSource: Bool { false }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    let sourceFacts = localization.context.sourceFacts
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet, !localization.facts.skipsPunctuation,
      !sourceFacts.skipsPunctuation, let reference = leaf.reference
    else { return }
    let source = localization.source.facts(reference)
    guard !source.isEmpty else { return }
    let mine = Self.normalized(leaf.facts.ending, greek: localization.facts.usesSemicolonQuestion)
    let theirs = Self.normalized(source.ending, greek: sourceFacts.usesSemicolonQuestion)
    guard mine != theirs else { return }
    findings.append(localization.finding(.punctuation, path: leaf.path.description, messages[Int(mine.rawValue) * Self.endingCount + Int(theirs.rawValue)]))
  }

  private static func normalized(_ ending: TextFacts.Ending, greek: Bool) -> TextFacts.Ending {
    ending == .semicolon ? (greek ? .question : .none) : ending
  }

  private static let endingCount = 7

  /// Built once per check suite (so per thread), indexed by the two endings' raw values: a lint
  /// run may report this hundreds of thousands of times.
  private let messages: [String] = {
    let endings: [TextFacts.Ending] = [.none, .period, .colon, .question, .exclamation, .ellipsis, .semicolon]
    return endings.flatMap { mine in
      endings.map { theirs in
        let left = mine == .none ? "ends without punctuation" : "ends with \(mine.text)"
        let right = theirs == .none ? "the source without" : "the source with \(theirs.text)"
        return "\(left), \(right)"
      }
    }
  }()
}
