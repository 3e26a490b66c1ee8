import StringCatalog
import XCTest

@testable import Editor

final class ReadOnlyTests: XCTestCase {
  private let readOnly = EditorOptions(readOnly: true, displayPath: "Sample.xcstrings")

  func testEveryEditingCommandIsRefused() throws {
    var harness = try sampleHarness(options: readOnly)
    harness.type("jj")
    for script in ["<Enter>", "e", "r", "y", "x", "c", "a", "D", "u", "<C-r>"] {
      harness.type(script)
      XCTAssertEqual(harness.messageLine, "Read-only: opened with --read-only, changes are disabled", script)
      XCTAssertNil(harness.state.layer, "\(script) opened nothing")
    }
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
    XCTAssertFalse(harness.isModified)
  }

  func testSavingIsRefusedButQuittingAndMovingWork() throws {
    var harness = try sampleHarness(options: readOnly)
    XCTAssertEqual(harness.type("<C-s>"), [])
    XCTAssertEqual(harness.messageLine, "Read-only: saving is disabled (:q quits)")
    XCTAssertEqual(harness.type(":w<Enter>"), [])
    XCTAssertEqual(harness.type(":wq<Enter>"), [])
    harness.type("j]")
    XCTAssertEqual(harness.currentKey, "Cancel")
    harness.type("/Done<Enter>fm")
    XCTAssertEqual(harness.visibleKeys.count, 8)
    XCTAssertTrue(harness.statusLine.hasPrefix(" Sample.xcstrings [read-only]"))
    XCTAssertEqual(harness.type("q"), [.quit])
    XCTAssertEqual(harness.type(":x<Enter>"), [.quit])
  }
}
