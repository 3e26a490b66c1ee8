import StringCatalog
import XCTest

@testable import Editor

/// c, a, D: the comment, adding a key, deleting a key.
final class EntryCommandTests: XCTestCase {
  func testEditingTheComment() throws {
    var harness = try sampleHarness()
    harness.type("jjc")  // Cancel: no comment
    XCTAssertEqual(harness.lines[19].hasPrefix("── Enter saves · Esc cancels · Comment of \"Cancel\""), true)
    harness.type("Button in every dialog<M-Enter>— short!<Enter>")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.comment = "Button in every dialog\n— short!"
    })
    XCTAssertTrue(harness.lines.contains("comment  Button in every dialog"))
  }

  func testClearingTheCommentRemovesIt() throws {
    var harness = try sampleHarness()
    harness.type("jjjc<C-u><Enter>")  // Delete Hike
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Delete Hike"]?.comment = nil
    })
    harness.type("c<Enter>")
    XCTAssertEqual(harness.messageLine, "Unchanged")
  }

  func testAddingAKeyPlacesItInSortedOrderAndSelectsIt() throws {
    var harness = try sampleHarness()
    harness.type("a")
    XCTAssertEqual(harness.messageLine, "New key:")
    harness.type("Brand new key<Enter>")
    XCTAssertEqual(harness.currentKey, "Brand new key")
    XCTAssertEqual(harness.messageLine, "Added \"Brand new key\"")
    XCTAssertEqual(harness.lines[3], "  Brand new key             │   Brand new key       │∅  missing             │∅  missing")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Brand new key"] = Entry(extractionState: "manual")
    })
    XCTAssertTrue(harness.statusLine.contains("3/22"))
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 42.1% · 9 missing · 1 new · 1 review"), harness.statusLine)
  }

  func testAddingAnExistingKeyJumpsToIt() throws {
    var harness = try sampleHarness()
    harness.type("aSettings<Enter>")
    XCTAssertEqual(harness.currentKey, "Settings")
    XCTAssertEqual(harness.messageLine, "\"Settings\" already exists")
    XCTAssertFalse(harness.isModified)
    harness.type("a<Enter>")
    XCTAssertFalse(harness.isModified, "an empty key adds nothing")
  }

  func testDeletingAKeyAsksAndTheNextRowTakesItsPlace() throws {
    var harness = try sampleHarness()
    harness.type("jjD")
    XCTAssertEqual(harness.messageLine, "Delete the key \"Cancel\" and all its translations? (y)es · (n)o")
    harness.type("n")
    XCTAssertFalse(harness.isModified)
    harness.type("Dy")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"] = nil
    })
    XCTAssertEqual(harness.currentKey, "Delete Hike")
    XCTAssertEqual(harness.messageLine, "Deleted \"Cancel\"")
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertFalse(harness.isModified)
  }

  func testDeletingTheLastKeyLeavesAnEmptyGrid() throws {
    let catalog = try Fixtures.catalog(#"{"sourceLanguage":"en","strings":{"Only":{}},"version":"1.0"}"#)
    var harness = EditorHarness(catalog: catalog)
    harness.type("Dy")
    XCTAssertEqual(harness.lines[1], " (no keys: a adds one)")
    XCTAssertTrue(harness.statusLine.contains("0/0"))
    harness.type("jkG]/x<Enter>n")
    harness.type("aFresh<Enter>")
    XCTAssertEqual(harness.currentKey, "Fresh")
  }
}
