import StringCatalog
import XCTest

@testable import Editor

/// The app's languages (Xcode project, `.glossa.yml`) that a catalog lacks: a column of its own,
/// every entry counted missing there, as Xcode shows them (issue 22).
final class AppLanguageColumnTests: XCTestCase {
  func testAnAppLanguageTheCatalogLacksIsAColumnWithEveryEntryMissing() {
    var options = EditorOptions(displayPath: "Sample.xcstrings")
    options.appLanguages = ["it", "de"]
    var harness = EditorHarness(catalog: Fixtures.items(4, languages: ["de", "fr"]), options: options, width: 130, height: 12)
    XCTAssertEqual(harness.state.columns.all, ["en", "de", "fr", "it"])
    let italian = harness.state.totalStats["it"]
    XCTAssertEqual(italian?.total, 4)
    XCTAssertEqual(italian?.missing, 4)
    XCTAssertEqual(italian?.percent, 0)
    XCTAssertEqual(harness.state.totalStats["de"]?.translated, 4, "a language the catalog has keeps its counts")
    XCTAssertTrue(harness.lines[0].contains("it 0%"), harness.lines[0])
    // Translating a cell in the new column counts it at once.
    harness.type("<Right><Right>")
    XCTAssertEqual(harness.state.currentLanguage, "it")
    harness.type("<Enter>Voce 1<Enter>")
    XCTAssertEqual(harness.state.totalStats["it"]?.translated, 1)
    XCTAssertEqual(harness.state.totalStats["it"]?.missing, 3)
  }

  func testWithoutAppLanguagesTheColumnsAreTheCatalogs() {
    let harness = EditorHarness(catalog: Fixtures.items(2, languages: ["de"]))
    XCTAssertEqual(harness.state.columns.all, ["en", "de"])
  }
}
