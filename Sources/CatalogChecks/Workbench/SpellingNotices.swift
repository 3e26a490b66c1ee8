import CatalogModel
import CatalogFiles
import CatalogEditing

/// What `spelling` says once per file instead of word by word: that libhunspell is missing, or
/// that a checked language has no dictionary. Located at the file's start (1:1).
package enum SpellingNotices {
  package static func findings(languages: [String], rules: WorkbenchRules) -> [Finding] {
    let checker = rules.spellChecker ?? SpellChecker.system
    func notice(_ language: String?, _ message: String) -> Finding {
      Finding(check: .spelling, severity: .warning, key: nil, language: language, message: message, line: 1, column: 1)
    }
    guard checker.isAvailable else {
      return [notice(nil, "libhunspell not found (install Debian's libhunspell-1.7-0 or Homebrew's hunspell): spelling not checked")]
    }
    return languages.filter { !checker.hasDictionary(for: $0) }.map {
      notice($0, "no Hunspell dictionary for \($0) (looked in \(checker.searchPaths.joined(separator: ", "))): not spell-checked")
    }
  }
}
