import StringCatalog
import XCTest

@testable import Editor

/// The filter menu: every state with its count, from the counts kept per edit (the same
/// `Entry.count` as `glossa stats` and the status bar), so opening it looks at no entry.
final class FilterCountTests: XCTestCase {
  /// The menu box of a 100-column screen, one string per row.
  private func menu(_ harness: EditorHarness) -> [String] {
    (2...14).map { harness.text(row: $0, columns: 29..<71) }
  }

  func testEachCountIsTheNumberOfRowsItsFilterShows() throws {
    var harness = try sampleHarness()
    harness.type("f")
    XCTAssertEqual(menu(harness)[10], "│   c  check errors in ar              … │", "unknown until every entry is checked")
    // Each count is the number of rows its filter shows; a translation without the source's
    // placeholder is a check error.
    harness.type("<Esc>/Weather<Enter><Enter>طقس<Enter>")
    let letters: [Character] = ["a", "w", "m", "n", "r", "o", "t", "s", "d", "c", "e"]
    var shown: [Int] = []
    for letter in letters {
      harness.type("f\(letter)")
      shown.append(harness.visibleKeys.count)
    }
    XCTAssertEqual(shown, [21, 9, 7, 1, 1, 9, 0, 1, 2, 1, 1])
    harness.type("f")
    XCTAssertEqual(menu(harness)[10], "│   c  check errors in ar              1 │", "known once f c has checked every entry")
  }

  func testCountsFollowEditsAndChangedSinceOpenFollowsUndo() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>إلغاء<Enter>")  // Cancel, ar: missing → translated
    harness.type("f")
    XCTAssertEqual(Array(menu(harness)[2...6]), [
      "│   w  needs work in ar                9 │",
      "│   m  missing in ar                   7 │",
      "│   n  new in ar                       1 │",
      "│   r  needs review in ar              1 │",
      "│   o  translated in ar                9 │",
    ])
    XCTAssertEqual(menu(harness)[11], "│   e  changed since open              1 │")
    harness.type("e")
    XCTAssertEqual(harness.visibleKeys, ["Cancel"])
    XCTAssertTrue(harness.statusLine.contains("filter: changed since open"))
    harness.type("u")
    XCTAssertEqual(harness.visibleKeys, [], "undone back to the opened text: no longer changed")
    harness.type("<C-r>")
    XCTAssertEqual(harness.visibleKeys, ["Cancel"])
    harness.type("fa<Tab>jjd")  // Cancel marked don't translate
    harness.type("f")
    XCTAssertEqual(menu(harness)[9], "│   d  don't translate                 3 │")
    XCTAssertEqual(menu(harness)[0], "┌─ Filter rows · de ─────────────────────┐")
  }

  func testOpeningTheMenuLooksAtNoEntryOnTwentyThousandKeys() {
    let script = "f<Esc>fjj<Esc><Enter><C-u>Neu<Enter>f<Esc>"
    let small = WorkTrace(catalog: LargeCatalog.oneThousand, setUp: "", script: script, width: 160, height: 50)
    let large = WorkTrace(catalog: LargeCatalog.twentyThousand, setUp: "", script: script, width: 160, height: 50)
    assertSameWork(small, large)
    for step in large.steps where !step.key.contains("Enter") {
      XCTAssertEqual(step.work.entriesVisited, 0, "\(step.key)\n\(large.summary)")
      XCTAssertEqual(step.work.entriesChecked, 0, "\(step.key)\n\(large.summary)")
    }
  }
}
