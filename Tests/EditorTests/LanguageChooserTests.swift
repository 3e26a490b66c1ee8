import StringCatalog
import XCTest

@testable import Editor

/// `L`: tick which languages the grid shows; the app is asked to keep the choice.
final class LanguageChooserTests: XCTestCase {
  func testTickingLanguagesChangesTheColumnsAndAsksToKeepThem() throws {
    var harness = try sampleHarness()
    harness.type("j")
    harness.type("L")
    XCTAssertEqual((2...8).map { harness.text(row: $0, columns: 35..<65) }, [
      "┌─ Languages shown (5/5) ────┐",
      "│ ▸ [x] ar                   │",
      "│   [x] de                   │",
      "│   [x] fr                   │",
      "│   [x] ja                   │",
      "│   [x] ru                   │",
      "└────────────────────────────┘",
    ])
    XCTAssertEqual(harness.messageLine, "Space tick · o only this · a all · n none · Enter apply · Esc cancel")
    harness.type("x<Down><Down> ")  // ar off, fr off
    XCTAssertEqual((2...8).map { harness.text(row: $0, columns: 35..<65) }, [
      "┌─ Languages shown (3/5) ────┐",
      "│   [ ] ar                   │",
      "│   [x] de                   │",
      "│ ▸ [ ] fr                   │",
      "│   [x] ja                   │",
      "│   [x] ru                   │",
      "└────────────────────────────┘",
    ])
    let effects = harness.type("<Enter>")
    XCTAssertEqual(effects, [.saveShownLanguages(["de", "ja", "ru"])])
    XCTAssertEqual(harness.lines[0], "  Key                       │ en (source)           │ de 88.8%              │ ja 66.6%             ▸")
    XCTAssertEqual(harness.messageLine, "Showing de, ja, ru (3 of 5 languages)")
    XCTAssertEqual(harness.currentKey, "%lld photos", "the cursor stays on its key")
  }

  func testEscapeKeepsTheColumnsAndNoneTickedIsRefused() throws {
    var harness = try sampleHarness()
    let header = harness.lines[0]
    XCTAssertEqual(harness.type("Lx<Esc>"), [])
    XCTAssertEqual(harness.lines[0], header)
    harness.type("Lxjxjxjxjx<Enter>")
    XCTAssertEqual(harness.messageLine, "Tick at least one language")
    XCTAssertEqual(harness.type("<Esc>"), [])
    XCTAssertEqual(harness.lines[0], header)
  }
}
