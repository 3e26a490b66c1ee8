import StringCatalog
import XCTest

final class TranslationBatchTests: XCTestCase {
  private let guide = TranslationGuide(
    appDescription: "A hiking app", style: ["ru": "informal"], doNotTranslate: ["Glossa"],
    glossary: ["stop": ["ru": "остановка"]])

  func testPluralItemsListTheTargetLanguagesCLDRCategories() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let ru = catalog.translationItems(for: TranslationCell(key: "stops", language: "ru"), guide: guide)
    XCTAssertEqual(ru.map(\.categories), [["one", "few", "many", "other"]])
    XCTAssertEqual(
      ru.first?.source,
      .plural([PluralForm(category: "one", text: "%lld stop"), PluralForm(category: "other", text: "%lld stops")]))
    let ar = catalog.translationItems(for: TranslationCell(key: "stops", language: "ar"), guide: guide)
    XCTAssertEqual(ar.map(\.categories), [["zero", "one", "two", "few", "many", "other"]])
  }

  func testDeviceFormsAndSubstitutionsAreSeparateItems() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let tap = catalog.translationItems(for: TranslationCell(key: "tap", language: "de"), guide: guide)
    XCTAssertEqual(tap.map(\.device), ["iphone", "mac"])
    XCTAssertEqual(tap.map(\.source), [.single("Tap to start"), .single("Click to start")])
    let hiked = catalog.translationItems(for: TranslationCell(key: "hiked", language: "de"), guide: guide)
    XCTAssertEqual(hiked.map(\.substitution), [nil, "days"])
    XCTAssertEqual(hiked.map(\.categories), [[], ["one", "other"]])
  }

  func testBatchDocumentHasTheContractShape() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let chosen = catalog.translationCells(TranslationSelection(languages: ["ru"]))
    let batches = TranslationBatching.batches(for: chosen, in: catalog, guide: guide, size: 3)
    // Catalog order: Delete %@? (1 item) + hiked (2) fill the first batch; stops (1) + tap (2) the second.
    XCTAssertEqual(batches.map { $0.items.map(\.id) }, [["1", "2", "3"], ["1", "2", "3"]])
    XCTAssertEqual(
      batches[0].document,
      #"{"sourceLanguage":"en","targetLanguage":"ru","appDescription":"A hiking app","style":"informal","doNotTranslate":[],"glossary":{},"items":["#
        + #"{"id":"1","key":"Delete %@?","comment":"Confirmation","source":"Delete %@?"},"#
        + #"{"id":"2","key":"hiked","source":"You hiked %#@days@"},"#
        + #"{"id":"3","key":"hiked","substitution":"days","source":{"one":"%arg day","other":"%arg days"},"categories":["one","few","many","other"]}]}"#
    )
    XCTAssertEqual(
      batches[1].document,
      #"{"sourceLanguage":"en","targetLanguage":"ru","appDescription":"A hiking app","style":"informal","doNotTranslate":[],"glossary":{"stop":"остановка"},"items":["#
        + #"{"id":"1","key":"stops","source":{"one":"%lld stop","other":"%lld stops"},"categories":["one","few","many","other"]},"#
        + #"{"id":"2","key":"tap","device":"iphone","source":"Tap to start"},"#
        + #"{"id":"3","key":"tap","device":"mac","source":"Click to start"}]}"#
    )
  }

  func testReferencesAreOtherLanguagesWrittenByAPerson() throws {
    var catalog = try TranslationFixtures.catalogWithLanguages()
    catalog.strings["Delete %@?"]?.setLocalization(Localization(value: "Supprimer %@ ?", state: .translated), for: "fr")
    let items = catalog.translationItems(for: TranslationCell(key: "Delete %@?", language: "ru"), guide: guide)
    // de is `new` (an untouched copy or a draft): not a reference.
    XCTAssertEqual(items.first?.references, [TranslationReference(language: "fr", text: "Supprimer %@ ?")])
  }

  func testRetryCarriesTheError() throws {
    let catalog = try TranslationFixtures.catalogWithLanguages()
    let batch = TranslationBatching.batches(
      for: [TranslationCell(key: "Delete %@?", language: "ru")], in: catalog, guide: guide, size: 15)[0]
    let retry = batch.retrying(["1": "%@ (argument 1) is missing"])
    XCTAssertTrue(retry.document.contains(#""error":"%@ (argument 1) is missing""#), retry.document)
  }
}
