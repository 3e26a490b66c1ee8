import CatalogModel
import CatalogFiles
import CatalogEditing

/// `spelling`: words Hunspell's dictionary for the language does not know. A language without a
/// dictionary is reported once per file by the linter (`SpellingNotices`), not here word by word.
package final class SpellingCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, leaf.state != .new else { return }
    let rules = localization.context.options.workbench
    let checker = rules.spellChecker ?? SpellChecker.system
    let protected = rules.protectedRanges(in: leaf.value, language: localization.language)
    guard let misspelled = checker.misspelledWords(in: leaf.value, language: localization.language, protected: protected),
      !misspelled.isEmpty
    else { return }
    let characters = Array(leaf.value)
    let words = misspelled.map { "“" + String(characters[$0]) + "”" }
    findings.append(
      localization.finding(
        .spelling, path: leaf.path.description,
        (words.count == 1 ? "misspelled: " : "misspelled words: ") + words.joined(separator: ", ")))
  }
}
