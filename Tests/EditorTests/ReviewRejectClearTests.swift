import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 5: beside `x` (reject, text kept as `new`), `X` rejects and clears: the draft
/// (pseudo or machine text) leaves the file and the cell is missing again; `u` brings it back.
final class ReviewRejectClearTests: XCTestCase {
  func testRejectAndClearDeletesTheDraftAndUndoRestoresIt() throws {
    var (harness, _) = try harnessSaving(ReviewModeTests.fruit())
    let before = harness.text
    harness.type("<Tab>Rs")  // ru; skip the plural, on to Apple
    XCTAssertEqual(harness.lines[2], "key      Apple")
    harness.type("X")
    XCTAssertNil(harness.catalog.strings["Apple"]?.localization("ru"))
    XCTAssertEqual(harness.catalog.strings["Apple"]?.localization("de")?.stringUnit?.value, "Apfel")
    XCTAssertEqual(harness.messageLine, "Rejected and cleared the ru text of \"Apple\" · u undoes")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 0 accepted · 0 edited · 1 rejected · 1 skipped")
    harness.type("u")
    XCTAssertEqual(harness.text, before)
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 4 · 0 accepted · 0 edited · 1 skipped")
  }

  func testHelpListsRejectAndClearBesideReject() throws {
    let help = HelpContent.lines.map(\.text)
    let reject = try XCTUnwrap(help.firstIndex { $0.hasPrefix("  x ") && $0.contains("Reject (needs review → new") })
    XCTAssertTrue(help[reject + 1].hasPrefix("  X "), help[reject + 1])
    XCTAssertTrue(help[reject + 1].contains("Reject and clear"), help[reject + 1])
  }
}
