import StringCatalog

/// Generates realistic catalogs: comments, plural and device variations, substitutions,
/// needs-review and new states, missing cells, and text in several scripts.
enum BenchmarkCatalog {
  static let languageCodes = [
    "en", "ar", "ca", "cs", "da", "de", "el", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi", "hr", "hu", "id", "it",
    "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans",
    "zh-Hant",
  ]

  static let words: [[String]] = [
    ["Open", "the", "settings", "to", "change", "your", "account", "photo", "library", "and", "sync", "options"],
    ["Öffnen", "Sie", "die", "Einstellungen", "um", "Ihr", "Konto", "Fotomediathek", "und", "Synchronisierung"],
    ["Ouvrez", "les", "réglages", "pour", "modifier", "votre", "compte", "photothèque", "et", "synchronisation"],
    ["设置", "打开", "您的", "帐户", "照片", "图库", "同步", "选项", "更改", "以"],
    ["Откройте", "настройки", "чтобы", "изменить", "учётную", "запись", "фото", "и", "синхронизацию"],
    ["افتح", "الإعدادات", "لتغيير", "حسابك", "ومكتبة", "الصور", "وخيارات", "المزامنة"],
    ["設定", "を", "開いて", "アカウント", "写真", "ライブラリ", "同期", "オプション", "変更", "します"],
  ]

  /// A deterministic pseudo-random sequence, so every run benchmarks the same file.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static func generate(keys: Int, languages languageCount: Int) -> [UInt8] {
    var random = Random(state: 42)
    let languages = Array(languageCodes.prefix(languageCount))
    var strings = KeyedList<Entry>()
    var pairs: [(String, Entry)] = []
    for index in 0..<keys {
      let key = "\(["settings", "home", "photos", "sync", "account", "onboarding"][index % 6]).item\(index).title"
      var entry = Entry()
      if random.next(3) == 0 { entry.comment = sentence(&random, script: 0, words: 8) }
      if random.next(50) == 0 { entry.extractionState = "stale" } else if random.next(4) == 0 { entry.extractionState = "manual" }
      if random.next(100) == 0 { entry.shouldTranslate = false }
      let kind = random.next(100)
      var localizations = KeyedList<Localization>()
      for (slot, language) in languages.enumerated() {
        if slot > 0 && random.next(20) == 0 { continue }
        let script = slot == 0 ? 0 : 1 + (slot % (words.count - 1))
        let state: TranslationState = slot == 0 ? .translated : [.translated, .translated, .translated, .new, .needsReview][random.next(5)]
        let text = sentence(&random, script: script, words: 2 + random.next(6))
        var localization: Localization
        if kind < 12 {
          var forms = KeyedList<Localization>()
          for category in ["few", "many", "one", "other"] {
            forms[category] = Localization(value: "%lld " + text, state: state)
          }
          localization = Localization(variations: Variations(plural: forms))
        } else if kind < 14 {
          var forms = KeyedList<Localization>()
          for device in ["ipad", "iphone", "mac", "other"] { forms[device] = Localization(value: text, state: state) }
          localization = Localization(variations: Variations(device: forms))
        } else if kind < 16 {
          var forms = KeyedList<Localization>()
          forms["one"] = Localization(value: "%arg item", state: state)
          forms["other"] = Localization(value: "%arg items", state: state)
          var substitutions = KeyedList<Substitution>()
          substitutions["count"] = Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: forms))
          localization = Localization(
            stringUnit: StringUnit(state: state, value: text + " %#@count@"), substitutions: substitutions)
        } else {
          localization = Localization(value: text, state: state)
        }
        localizations[language] = localization
      }
      entry.localizations = localizations
      pairs.append((key, entry))
    }
    strings = KeyedList(pairs)
    return CatalogWriter.bytes(Catalog(sourceLanguage: "en", version: "1.0", strings: strings))
  }

  static func sentence(_ random: inout Random, script: Int, words count: Int) -> String {
    let vocabulary = words[script]
    var parts: [String] = []
    for _ in 0..<count { parts.append(vocabulary[random.next(vocabulary.count)]) }
    let separator = script == 3 || script == 6 ? "" : " "
    return parts.joined(separator: separator) + (random.next(4) == 0 ? "…" : ".")
  }
}
