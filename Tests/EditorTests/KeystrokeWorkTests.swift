import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// No keystroke costs O(catalog): the same keys on 1,000 and on 20,000 keys × 30 languages do
/// exactly the same counted work (entries visited, rows drawn, entries checked, search text
/// built). No test times anything; `glossa-bench` prints the times.
final class KeystrokeWorkTests: XCTestCase {
  /// Large enough that the keys below never reach its end from both sides.
  static let small = LargeCatalog.oneThousand
  static let large = LargeCatalog.twentyThousand

  static let width = 160
  static let height = 50

  func testGridKeysDoTheSameWorkOnAThousandAndTwentyThousandKeys() {
    // Moves, an edit (twice: the first one copies the catalog shared with the other tests),
    // undo and redo, adding and deleting a key, `]`, `[`, `!` (the catalogs have the same
    // pattern of cells that need work every 50 keys), the ends of the grid and round again.
    let script = "jjjjjkkk<Tab><Tab><PgDn>l<S-Tab><Enter><C-u>Erster Text<Enter>j<Enter><C-u>Neuer Text<Enter>"
      + "u<C-r>aMessage 100a<Enter>Dy]][!!G]!g"
    let small = WorkTrace(catalog: Self.small, setUp: "", script: script, width: Self.width, height: Self.height)
    let large = WorkTrace(catalog: Self.large, setUp: "", script: script, width: Self.width, height: Self.height)
    XCTAssertTrue(large.state.document.isModified)
    XCTAssertEqual(large.steps.count, parseKeyScript(script).count)
    assertSameWork(small, large)
    // Each render draws the rows that fit, and no other; while typing, the cell's context (at
    // most a dozen lines) takes rows from the grid.
    let gridRows = large.state.layoutForKnownSize.gridRows
    XCTAssertGreaterThan(gridRows, 20)
    for step in large.steps {
      if step.typing {
        XCTAssertTrue((gridRows - 12..<gridRows).contains(step.work.rowsDrawn), "rows drawn after \(step.key)")
      } else {
        XCTAssertEqual(step.work.rowsDrawn, gridRows, "rows drawn after \(step.key)")
      }
    }
    // Bounded, not only equal: an edit visits the entries it touched; `]` and `!` the rows up to
    // the next cell that needs work or has an error, of which there is one every 50 keys.
    for step in large.steps { XCTAssertLessThanOrEqual(step.work.entriesVisited, 50, "\(step.key)\n\(large.summary)") }
  }

  func testEachFilterVisitsEachEntryAtMostOnce() {
    // The checks filter (c) checks every entry it has not seen: a debug build takes seconds to
    // check 20,000 × 30, so it runs on the small catalog only.
    for (catalog, letters) in [(Self.small, "wmrsdca"), (Self.large, "wmrsda")] {
      let count = catalog.strings.count
      var trace = WorkTrace(catalog: catalog, setUp: "", script: "", width: Self.width, height: Self.height)
      for letter in letters {
        trace.run("f\(letter)")
        let work = trace.steps.map(\.work).reduce(Work(), +)
        XCTAssertEqual(work.entriesVisited, count, "filter \(letter) on \(count) keys")
        XCTAssertLessThanOrEqual(work.entriesChecked, count, "filter \(letter) on \(count) keys")
        XCTAssertEqual(work.searchBytes, 0)
      }
    }
    // The checks filter checked every entry once; going back to it checks none again.
    var trace = WorkTrace(catalog: Self.small, setUp: "fc", script: "fc", width: Self.width, height: Self.height)
    XCTAssertEqual(trace.steps.map(\.work.entriesChecked).reduce(0, +), 0)
    trace.run("fa")
    XCTAssertEqual(trace.steps.map(\.work.entriesChecked).reduce(0, +), 0)
  }

  /// `]`, `[` and `!` scan the shown rows for the next cell: each row at most once, also when
  /// no cell of the column qualifies.
  func testJumpsVisitEachRowAtMostOnce() {
    // Under "needs work (ar)", another language's cells hardly ever need work.
    var trace = WorkTrace(catalog: Self.large, setUp: "fw<Tab><Tab>", script: "][!", width: Self.width, height: Self.height)
    let rows = trace.state.rows.count
    XCTAssertGreaterThan(rows, 1000)
    for step in trace.steps { XCTAssertLessThanOrEqual(step.work.entriesVisited, rows, step.key) }
    trace.run("!")
    XCTAssertEqual(trace.steps.map(\.work.entriesChecked).reduce(0, +), 0, "the rows were checked by the first !")
  }

  func testSearchIndexesABoundedSliceOfTextPerTypedKey() {
    var trace = WorkTrace(catalog: Self.large, setUp: "", script: "", width: Self.width, height: Self.height)
    let slice = EditorState.searchIndexBytesPerKey + 4096
    trace.run("/needle<Enter>")
    XCTAssertEqual(trace.state.message?.text, "Pattern not found: needle")
    for step in trace.steps { XCTAssertLessThanOrEqual(step.work.searchBytes, slice, "text indexed by \(step.key)") }
    XCTAssertGreaterThan(trace.state.workDone.searchBytes, 3 * EditorState.searchIndexBytesPerKey, "the catalog is indexed")
    // A search looks at each shown entry at most once, and builds no text twice.
    XCTAssertEqual(trace.steps.map(\.work.entriesVisited).reduce(0, +), Self.large.strings.count)
    trace.run("/message 19999<Enter>nN")
    XCTAssertEqual(trace.state.currentKey, "Message 19999")
    XCTAssertEqual(trace.steps.map(\.work.searchBytes).reduce(0, +), 0)
    for step in trace.steps { XCTAssertLessThanOrEqual(step.work.entriesVisited, Self.large.strings.count, step.key) }
    // An edit drops that entry's text only; the next search rebuilds just it.
    trace.run("e<C-u>Neu<Enter>/neu<Enter>")
    XCTAssertLessThan(trace.steps.map(\.work.searchBytes).reduce(0, +), 4096)
    XCTAssertEqual(trace.state.currentKey, "Message 19999")
  }
}
