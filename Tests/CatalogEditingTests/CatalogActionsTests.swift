import CatalogTestSupport
import StringCatalog
import XCTest

/// Each action builder: the exact bytes after applying it, undo back to the original bytes, redo.
final class CatalogActionsTests: XCTestCase {
  typealias F = EditingFixture

  // MARK: changeSettingValue

  func testChangingATranslation() throws {
    let change = try F.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")
    try assertChange(
      change, gives: F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Äpfel")),
      label: "edit de of \"Apple\"")
    XCTAssertEqual(change?.keys, ["Apple"])
  }

  func testChangingANewTranslationMarksItTranslated() throws {
    try assertChange(
      try F.catalog.changeSettingValue("林檎", key: "Apple", language: "ja"),
      gives: F.replacing(F.unit("ja", "new", "りんご"), with: F.unit("ja", "translated", "林檎")))
  }

  func testSettingTheSameValueIsNoChange() throws {
    XCTAssertNil(try F.catalog.changeSettingValue("Apfel", key: "Apple", language: "de"))
    XCTAssertNil(try F.catalog.changeSettingValue("Banana", key: "Banana", language: "en"))
    // The source language of an entry without a source localization shows the key.
    XCTAssertNil(try F.catalog.changeSettingValue("Apple", key: "Apple", language: "en"))
    XCTAssertNil(try F.catalog.changeSettingValue("x", key: "No such key", language: "de"))
  }

  func testSettingAValueCreatesAMissingLocalizationInItsSortedPlace() throws {
    try assertChange(
      try F.catalog.changeSettingValue("Manzana", key: "Apple", language: "es"),
      gives: F.replacing(
        F.unit("de", "translated", "Apfel") + ",\n",
        with: F.unit("de", "translated", "Apfel") + ",\n" + F.unit("es", "translated", "Manzana") + ",\n"))
  }

  func testSettingAValueOnAnEntryWithoutLocalizations() throws {
    try assertChange(
      try F.catalog.changeSettingValue("Kirsche", key: "Cherry", language: "de"),
      gives: F.replacing(
        "    \"Cherry\" : {\n\n    }",
        with: "    \"Cherry\" : {\n      \"localizations\" : {\n" + F.unit("de", "translated", "Kirsche") + "\n      }\n    }"))
  }

  func testEditingTheSourceMarksTranslatedLanguagesForReview() throws {
    // Apple has no English localization: editing the source creates one, and de/fr (translated)
    // become needs_review; ja (new) stays new.
    var expected = F.replacing(
      "    \"Apple\" : {\n      \"localizations\" : {\n" + F.unit("de", "translated", "Apfel") + ",\n",
      with: "    \"Apple\" : {\n      \"localizations\" : {\n" + F.unit("de", "needs_review", "Apfel") + ",\n"
        + F.unit("en", "translated", "An apple") + ",\n")
    expected = F.replacing(F.unit("fr", "translated", "Pomme"), with: F.unit("fr", "needs_review", "Pomme"), in: expected)
    try assertChange(try F.catalog.changeSettingValue("An apple", key: "Apple", language: "en"), gives: expected)
  }

  func testEditingAnExistingSourceValue() throws {
    // Banana's de is already needs_review; only en changes.
    try assertChange(
      try F.catalog.changeSettingValue("Bananas", key: "Banana", language: "en"),
      gives: F.replacing(F.unit("en", "translated", "Banana"), with: F.unit("en", "translated", "Bananas")))
  }

  func testVariedCellsAreRefused() throws {
    XCTAssertNil(try F.catalog.changeSettingValue("x", key: "%lld apples", language: "de"))
    XCTAssertNil(try F.catalog.changeCopyingSource(key: "%lld apples", language: "de"))
  }

  // MARK: changeTogglingReview

  func testTogglingReviewOnANeedsReviewCell() throws {
    try assertChange(
      try F.catalog.changeTogglingReview(key: "Banana", language: "de"),
      gives: F.replacing(F.unit("de", "needs_review", "Banane"), with: F.unit("de", "translated", "Banane")),
      label: "mark de of \"Banana\" reviewed")
  }

  func testTogglingReviewOnATranslatedCell() throws {
    try assertChange(
      try F.catalog.changeTogglingReview(key: "Apple", language: "fr"),
      gives: F.replacing(F.unit("fr", "translated", "Pomme"), with: F.unit("fr", "needs_review", "Pomme")),
      label: "mark fr of \"Apple\" for review")
  }

  func testTogglingReviewOnAVariedCellChangesEveryLeaf() throws {
    // de: both plural forms needs_review → both translated.
    let reviewed = F.text.replacingOccurrences(
      of: "\"state\" : \"needs_review\",\n                  \"value\" : \"%lld",
      with: "\"state\" : \"translated\",\n                  \"value\" : \"%lld")
    XCTAssertEqual(reviewed.components(separatedBy: "\"state\" : \"needs_review\"").count, 2, "only Banana's de is left")
    try assertChange(try F.catalog.changeTogglingReview(key: "%lld apples", language: "de"), gives: reviewed)

    // fr: translated + new (status new) → the new form translated: a person has looked at it.
    let looked = F.replacing(
      "\"state\" : \"new\",\n                  \"value\" : \"%lld pommes\"",
      with: "\"state\" : \"translated\",\n                  \"value\" : \"%lld pommes\"")
    try assertChange(try F.catalog.changeTogglingReview(key: "%lld apples", language: "fr"), gives: looked)
    // …and from translated, every leaf needs_review.
    var forReview = F.replacing(
      "\"state\" : \"translated\",\n                  \"value\" : \"%lld pomme\"",
      with: "\"state\" : \"needs_review\",\n                  \"value\" : \"%lld pomme\"")
    forReview = F.replacing(
      "\"state\" : \"new\",\n                  \"value\" : \"%lld pommes\"",
      with: "\"state\" : \"needs_review\",\n                  \"value\" : \"%lld pommes\"", in: forReview)
    let reviewedCatalog = try CatalogReader.read(bytes: Array(looked.utf8)).catalog
    try assertChange(
      reviewedCatalog.changeTogglingReview(key: "%lld apples", language: "fr"), on: looked, gives: forReview)
  }

  func testTogglingReviewOnAMissingCellIsNoChange() throws {
    XCTAssertNil(try F.catalog.changeTogglingReview(key: "Cherry", language: "de"))
    XCTAssertNil(try F.catalog.changeTogglingReview(key: "Apple", language: "en"))
  }

  // MARK: changeCopyingSource

  func testCopyingTheSourceUsesTheKeyWhenThereIsNoSourceLocalization() throws {
    try assertChange(
      try F.catalog.changeCopyingSource(key: "Apple", language: "es"),
      gives: F.replacing(
        F.unit("de", "translated", "Apfel") + ",\n",
        with: F.unit("de", "translated", "Apfel") + ",\n" + F.unit("es", "needs_review", "Apple") + ",\n"),
      label: "copy source into es of \"Apple\"")
  }

  func testCopyingTheSourceValueOverAnExistingTranslation() throws {
    try assertChange(
      try F.catalog.changeCopyingSource(key: "Banana", language: "de"),
      gives: F.replacing(F.unit("de", "needs_review", "Banane"), with: F.unit("de", "needs_review", "Banana")))
  }

  func testCopyingTheSourceIntoTheSourceOrTwiceIsNoChange() throws {
    XCTAssertNil(try F.catalog.changeCopyingSource(key: "Apple", language: "en"))
    var catalog = try F.catalog
    catalog.apply(try XCTUnwrap(catalog.changeCopyingSource(key: "Apple", language: "es")).edits[0])
    XCTAssertNil(catalog.changeCopyingSource(key: "Apple", language: "es"))
  }

  // MARK: changeDeletingTranslation

  func testDeletingATranslation() throws {
    try assertChange(
      try F.catalog.changeDeletingTranslation(key: "Apple", language: "fr"),
      gives: F.replacing(F.unit("fr", "translated", "Pomme") + ",\n", with: ""),
      label: "delete fr of \"Apple\"")
    XCTAssertNil(try F.catalog.changeDeletingTranslation(key: "Cherry", language: "fr"))
    XCTAssertNil(try F.catalog.changeDeletingTranslation(key: "Apple", language: "es"))
  }

  func testDeletingTheLastTranslationDropsLocalizations() throws {
    var catalog = try F.catalog
    for change in [catalog.changeDeletingTranslation(key: "Banana", language: "de")] {
      for edit in try XCTUnwrap(change).edits { catalog.apply(edit) }
    }
    let base = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    try assertChange(
      catalog.changeDeletingTranslation(key: "Banana", language: "en"), on: base,
      gives: F.replacing(
        "      \"isCommentAutoGenerated\" : true,\n      \"localizations\" : {\n" + F.unit("en", "translated", "Banana")
          + "\n      }\n    },",
        with: "      \"isCommentAutoGenerated\" : true\n    },", in: base))
  }

  // MARK: changeSettingComment

  func testSettingAComment() throws {
    try assertChange(
      try F.catalog.changeSettingComment("A red fruit", key: "Apple"),
      gives: F.replacing("    \"Apple\" : {\n", with: "    \"Apple\" : {\n      \"comment\" : \"A red fruit\",\n"),
      label: "edit comment of \"Apple\"")
  }

  func testReplacingAnAutoGeneratedComment() throws {
    try assertChange(
      try F.catalog.changeSettingComment("A \"yellow\" fruit", key: "Banana"),
      gives: F.replacing(
        "      \"comment\" : \"Fruit\",\n      \"isCommentAutoGenerated\" : true,\n",
        with: "      \"comment\" : \"A \\\"yellow\\\" fruit\",\n"))
  }

  func testClearingAComment() throws {
    try assertChange(
      try F.catalog.changeSettingComment("", key: "Banana"),
      gives: F.replacing("      \"comment\" : \"Fruit\",\n      \"isCommentAutoGenerated\" : true,\n", with: ""))
    XCTAssertNil(try F.catalog.changeSettingComment("", key: "Apple"))
    XCTAssertNil(try F.catalog.changeSettingComment("x", key: "No such key"))
  }

  // MARK: changeAddingKey / changeDeletingKey

  func testAddingAKeyPutsItInItsSortedPlace() throws {
    try assertChange(
      try F.catalog.changeAddingKey("Blueberry"),
      gives: F.replacing(
        "    \"Cherry\" : {\n\n    }",
        with: "    \"Blueberry\" : {\n      \"extractionState\" : \"manual\"\n    },\n    \"Cherry\" : {\n\n    }"),
      label: "add \"Blueberry\"")
    try assertChange(
      try F.catalog.changeAddingKey("apple"),
      gives: F.replacing("    \"Apple\" : {\n", with: "    \"apple\" : {\n      \"extractionState\" : \"manual\"\n    },\n    \"Apple\" : {\n"))
    try assertChange(
      try F.catalog.changeAddingKey("zucchini"),
      gives: F.replacing(
        "    \"Cherry\" : {\n\n    }\n",
        with: "    \"Cherry\" : {\n\n    },\n    \"zucchini\" : {\n      \"extractionState\" : \"manual\"\n    }\n"))
    XCTAssertNil(try F.catalog.changeAddingKey("Apple"))
  }

  func testDeletingAKey() throws {
    let withoutApple = F.replacing(
      String(F.text[F.text.range(of: "    \"Apple\" : {\n")!.lowerBound..<F.text.range(of: "    \"Banana\" : {\n")!.lowerBound]),
      with: "")
    try assertChange(try F.catalog.changeDeletingKey("Apple"), gives: withoutApple, label: "delete \"Apple\"")
    try assertChange(
      try F.catalog.changeDeletingKey("Cherry"),
      gives: F.replacing("      }\n    },\n    \"Cherry\" : {\n\n    }\n", with: "      }\n    }\n"))
    XCTAssertNil(try F.catalog.changeDeletingKey("No such key"))
  }

  func testDeletingEveryKeyLeavesAnEmptyStringsMap() throws {
    var document = CatalogDocument(catalog: try F.catalog)
    for key in try F.catalog.strings.keys { document.perform(try XCTUnwrap(document.catalog.changeDeletingKey(key))) }
    XCTAssertEqual(written(document.catalog), "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    while document.undo() != nil {}
    XCTAssertEqual(written(document.catalog), F.text)
  }

  // MARK: changeAccepting

  func testAcceptingManyCellsIsOneChange() throws {
    let cells: [(key: String, language: String)] = [
      ("Banana", "de"),  // needs_review → translated
      ("%lld apples", "de"),  // both plural forms → translated
      ("Apple", "de"),  // already translated: untouched
      ("Apple", "ja"),  // new: untouched
      ("Cherry", "de"),  // missing: skipped
      ("%lld apples", "fr"),  // translated + new: untouched
      ("Banana", "de"),  // twice: harmless
    ]
    let change = try XCTUnwrap(try F.catalog.changeAccepting(cells, label: "Accept 3 strings"))
    XCTAssertEqual(change.label, "Accept 3 strings")
    XCTAssertEqual(change.keys, ["Banana", "%lld apples"])
    let expected = F.text.replacingOccurrences(of: "\"needs_review\"", with: "\"translated\"")
    try assertChange(change, gives: expected)
  }

  func testAcceptingNothingToAcceptIsNoChange() throws {
    XCTAssertNil(try F.catalog.changeAccepting([("Apple", "de"), ("Apple", "ja"), ("Cherry", "de")], label: "Accept"))
    XCTAssertNil(try F.catalog.changeAccepting([], label: "Accept"))
  }

  /// A stringSet (App Shortcuts phrases) is a leaf like a stringUnit: review and accept apply to it.
  func testReviewActionsReachStringSets() throws {
    let base = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open %@" : {
            "localizations" : {
              "de" : {
                "stringSet" : {
                  "state" : "needs_review",
                  "values" : [
                    "Öffne %@"
                  ]
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """#
    let catalog = try readCatalog(base).catalog
    XCTAssertEqual(catalog.strings["Open %@"]?.localization("de")?.status, .needsReview)
    let accepted = base.replacingOccurrences(of: "needs_review", with: "translated")
    try assertChange(catalog.changeAccepting([("Open %@", "de")], label: "Accept"), on: base, gives: accepted)
    try assertChange(catalog.changeTogglingReview(key: "Open %@", language: "de"), on: base, gives: accepted)
  }
}
