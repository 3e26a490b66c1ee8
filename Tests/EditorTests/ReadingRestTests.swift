import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// A large catalog's first screen shows its first entries while the file is read to its end:
/// counts that need the whole file show `…`, only moving around is answered, and the whole
/// catalog takes over with the cursor where it was.
final class ReadingRestTests: XCTestCase {
  private func whole() -> Catalog {
    var strings = KeyedList<Entry>()
    for number in 0..<100 {
      var localizations = KeyedList<Localization>()
      if number % 2 == 0 { localizations["de"] = Localization(value: "Wert \(number)", state: .translated) }
      strings[String(format: "key %03d", number)] = Entry(localizations: localizations)
    }
    return Catalog(sourceLanguage: "en", strings: strings)
  }

  private func headHarness(of catalog: Catalog, entries: Int) -> EditorHarness {
    var head = Catalog(sourceLanguage: catalog.sourceLanguage, version: nil)
    for key in catalog.strings.keys.prefix(entries) { head.strings[key] = catalog.strings[key] }
    var harness = EditorHarness(
      document: CatalogDocument(catalog: head, path: "/tmp/Big.xcstrings"), options: EditorOptions(displayPath: "Big.xcstrings"))
    harness.state.showFirstEntriesWhileReading()
    return harness
  }

  func testCountsThatNeedTheWholeFileWaitAndOnlyMovingIsAnswered() {
    var harness = headHarness(of: whole(), entries: 30)
    XCTAssertTrue(harness.statusLine.contains("1/…"), harness.statusLine)
    XCTAssertTrue(harness.statusLine.hasSuffix("de …"), harness.statusLine)
    XCTAssertTrue(harness.lines[0].contains("de …"), harness.lines[0])
    XCTAssertFalse(harness.lines.joined().contains("%"), "no percentage of the first entries passes for the file's")
    for script in ["j", "k", "<Down>", "<PgDn>", "<C-d>", "l", "<Tab>", "?"] {
      XCTAssertTrue(harness.state.answersWhileReadingRest(parseKeyScript(script)[0]), script)
    }
    for script in ["G", "<Enter>", "/", "]", "u", "s", "q", "f", "D", "a", ":"] {
      XCTAssertFalse(harness.state.answersWhileReadingRest(parseKeyScript(script)[0]), script)
    }
    harness.type("?")
    XCTAssertTrue(harness.state.answersWhileReadingRest(parseKeyScript("q")[0]), "the help overlay closes while reading")
  }

  func testTheWholeCatalogTakesOverWithTheCursorOnItsKey() {
    let catalog = whole()
    var harness = headHarness(of: catalog, entries: 30)
    harness.type("jjjjj")
    XCTAssertEqual(harness.state.currentKey, "key 005")
    harness.state.adoptWholeCatalog(CatalogDocument(catalog: catalog, path: "/tmp/Big.xcstrings"))
    XCTAssertFalse(harness.state.readingRest)
    XCTAssertEqual(harness.state.currentKey, "key 005")
    XCTAssertTrue(harness.statusLine.contains("6/100"), harness.statusLine)
    XCTAssertTrue(harness.statusLine.contains("de 50%"), harness.statusLine)
    XCTAssertTrue(harness.state.answersWhileReadingRest(parseKeyScript("G")[0]))
    harness.type("G")
    XCTAssertEqual(harness.state.currentKey, "key 099")
    XCTAssertFalse(harness.state.workspace.isModified)
  }
}
