import StringCatalog

/// What the editor says once at start about spell checking, rather than leaving a language's
/// words silently unchecked: libhunspell missing, or shown languages without a dictionary.
package enum SpellingNotice {
  package static func text(languages: [String], spellChecker: SpellChecker?) -> String? {
    guard let spellChecker else { return nil }
    guard spellChecker.isAvailable else { return "Spell checking off: libhunspell not found" }
    let missing = languages.filter { !spellChecker.hasDictionary(for: $0) }
    guard !missing.isEmpty else { return nil }
    return "No spelling dictionary for \(missing.joined(separator: ", ")): not spell-checked"
  }
}
