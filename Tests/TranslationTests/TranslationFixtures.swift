import StringCatalog
import Translation
import XCTest

/// A small catalog with every shape `translate` handles: a plain string, a plural, device
/// forms, substitutions, a stale entry, a don't-translate entry and a phrase set.
enum TranslationFixtures {
  static let catalogText = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
      "Cancel":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abbrechen"}}}},
      "Delete %@?":{"comment":"Confirmation","localizations":{"de":{"stringUnit":{"state":"new","value":"%@ löschen?"}}}},
      "Glossa Pro":{"shouldTranslate":false},
      "Old":{"extractionState":"stale"},
      "stops":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld stop"}},"other":{"stringUnit":{"state":"translated","value":"%lld stops"}}}}}}},
      "tap":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap to start"}},"mac":{"stringUnit":{"state":"translated","value":"Click to start"}}}}}}},
      "hiked":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"You hiked %#@days@"},"substitutions":{"days":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg day"}},"other":{"stringUnit":{"state":"translated","value":"%arg days"}}}}}}}}}
    }}
    """#

  static func catalog(_ text: String = catalogText) throws -> Catalog {
    try CatalogReader.read(bytes: Array(text.utf8), path: "test.xcstrings").catalog
  }

  /// The catalog with `de`, `ru` and `ar` as languages (an entry localized in each, translated).
  static func catalogWithLanguages() throws -> Catalog {
    var catalog = try catalog()
    var entry = catalog.strings["Cancel"] ?? Entry()
    entry.setLocalization(Localization(value: "Отмена", state: .translated), for: "ru")
    entry.setLocalization(Localization(value: "إلغاء", state: .translated), for: "ar")
    catalog.strings["Cancel"] = entry
    return catalog
  }
}

extension TranslationFixtures {
  /// The one batch of a single cell of `catalog()`.
  static func batch(_ key: String, language: String) throws -> TranslationBatch {
    try XCTUnwrap(
      TranslationBatching.batches(
        for: [TranslationCell(key: key, language: language)], in: catalog(), guide: TranslationGuide(), size: 15
      ).first)
  }

  /// The error a provider throws for `batch`; a test failure (and nil) when it answers.
  static func failure(
    of provider: some TranslationProvider, _ batch: TranslationBatch, file: StaticString = #filePath, line: UInt = #line
  ) async -> TranslationProviderError? {
    do throws(TranslationProviderError) {
      _ = try await provider.translate(batch)
    } catch {
      return error
    }
    XCTFail("the batch succeeded", file: file, line: line)
    return nil
  }
}
