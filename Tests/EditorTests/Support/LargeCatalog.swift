import StringCatalog

/// A catalog the size the editor must stay fast on: 20,000 keys × 30 languages, with some cells
/// missing, new or needing review so filters and `]` have work to find, and some empty (a check
/// error) so `!` and the checks filter do.
enum LargeCatalog {
  static let languages = [
    "ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
    "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "ro", "ru", "sk", "sv", "th", "tr", "uk", "zh-Hans",
  ]

  /// Built once for every test that needs one (building takes a while in a debug build).
  static let twentyThousand = make()
  /// The same pattern on fewer keys, to compare the work of the same keys with.
  static let oneThousand = make(keys: 1_000)

  static func make(keys: Int = 20_000) -> Catalog {
    var strings = KeyedList<Entry>()
    for number in 1...keys {
      var localizations = KeyedList<Localization>()
      for (slot, language) in languages.enumerated() {
        let pick = (number * 7 + slot * 13) % 50
        if pick == 0 { continue }
        let state: TranslationState = pick == 1 ? .needsReview : (pick == 2 ? .new : .translated)
        let value = pick == 3 ? "" : "\(language) text number \(number) for screen \(number % 97)"
        localizations[language] = Localization(value: value, state: state)
      }
      strings["Message \(number)"] = Entry(comment: "Shown on screen \(number % 97)", localizations: localizations)
    }
    return Catalog(sourceLanguage: "en", strings: strings)
  }
}
