import StringCatalog
import XCTest

@testable import Editor

/// The editor's memory follows edits of source texts, and asking it costs what the matches
/// cost, not what the catalog holds.
final class MemoryWorkTests: XCTestCase {
  private func catalog(unrelated: Int) throws -> Catalog {
    var catalog = try CatalogReader.read(bytes: Array(MemorySuggestionTests.files.utf8)).catalog
    let alphabet = Array("bcgjkqruvxyz")
    for number in 0..<unrelated {
      var text = "z"
      var rest = number
      repeat {
        text.append(alphabet[rest % alphabet.count])
        rest /= alphabet.count
      } while rest > 0
      let unit = Localization(value: "übersetzt", state: .translated)
      catalog.strings["zz\(number)"] = Entry(
        localizations: KeyedList([("en", Localization(value: text + " qq uu yy", state: .translated)), ("de", unit)]))
    }
    return catalog
  }

  func testLookupsScoreTheMatchesWhateverTheCatalogsSize() throws {
    func scored(unrelated: Int) throws -> SimilarTextIndex.Work {
      var harness = EditorHarness(catalog: try catalog(unrelated: unrelated), width: 72, height: 24)
      harness.type(":5<Enter><Enter>")
      XCTAssertEqual(harness.state.currentKey, "Save the file")
      XCTAssertTrue(harness.lines.contains("Alt-3    85%   Save this file → Diese Datei sichern"))
      return harness.state.memory.work
    }
    let small = try scored(unrelated: 50)
    let large = try scored(unrelated: 5_000)
    XCTAssertEqual(small, large)
  }

  /// A changed source joins the memory; the text it had no longer suggests its translation.
  func testAnEditedSourceTextIsSuggestedAndItsOldTextNoLonger() throws {
    var harness = EditorHarness(catalog: try catalog(unrelated: 0), width: 72, height: 24)
    // Drawn once, so the memory is indexed before the edits.
    harness.type(":5<Enter><Enter>")
    XCTAssertTrue(harness.lines.contains("Alt-3    85%   Save this file → Diese Datei sichern"))
    harness.type("<Esc>")
    harness.type(":7<Enter>h<Enter><C-u>Close the window<Enter>")
    harness.type(":3<Enter><Enter><C-u>Save the file.<Enter>")
    XCTAssertEqual(harness.catalog.strings["Open the file"]?.localization("en")?.stringUnit?.value, "Save the file.")
    harness.type(":5<Enter>l<Enter>")
    XCTAssertEqual(harness.state.currentLanguage, "de")
    // “Save this file” is “Close the window” now: no 85 % line.
    XCTAssertScreen(harness, rows: 10..<16, [
      "en       Save the file",
      "Alt-1    100%  Save the file → Datei speichern",
      "Alt-2    92%   Save the files → Dateien sichern",
      "Alt-3    99%   save the file → die Datei sichern  · needs review",
      "Alt-4    92%   Save the file. → Datei öffnen  · needs review",
      "── Enter saves · Esc cancels · Editing de of \"Save the file\" · Alt-E… ──",
    ])
  }
}
