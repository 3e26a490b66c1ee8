import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

final class InlineEditTests: XCTestCase {
  func testEditingACellWritesNonASCIITextAsTranslated() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter>")  // Cancel, de
    XCTAssertEqual(harness.lines[19].hasPrefix("── Enter saves · Esc cancels · Editing de of \"Cancel\""), true)
    XCTAssertEqual(harness.lines[20], "  Abbrechen", "the editor starts with the current value")
    harness.type("<C-u>Schließen 閉じる 🚪<Enter>")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "Schließen 閉じる 🚪", state: .translated), for: "de")
    })
    XCTAssertTrue(harness.isModified)
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.hasSuffix("│   Schließen 閉じる 🚪"), true)
  }

  func testEditingAMissingCellCreatesTheLocalization() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>")  // Cancel, ar: missing, editor starts empty
    XCTAssertEqual(harness.lines[20], "")
    harness.type("إلغاء<Enter>")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "إلغاء", state: .translated), for: "ar")
    })
  }

  func testAltEnterInsertsALineBreakShownAsReturnMarkInTheGrid() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab>e<M-Enter>zweite Zeile")
    XCTAssertEqual(harness.lines[20], "  Abbrechen")
    XCTAssertEqual(harness.lines[21], "  zweite Zeile")
    XCTAssertEqual(harness.cursor?.row, 21)
    XCTAssertEqual(harness.cursor?.column, 2 + 12)
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.hasSuffix("│✎  Abbrechen⏎zweite Ze…"), true, "the cell shows the text live")
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Abbrechen\nzweite Zeile")
    XCTAssertEqual(harness.gridLine(containing: "Cancel")?.hasSuffix("│   Abbrechen⏎zweite Ze…"), true)
    XCTAssertTrue(harness.lines.contains("de       Abbrechen⏎"))
    XCTAssertTrue(harness.lines.contains("         zweite Zeile"))
  }

  func testCursorKeysBackspaceAndDelete() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>abc<Left><Left>Z<End>!<Home>^<Right><Del><BS>")
    XCTAssertEqual(harness.lines[20], "  ^bc!")
    XCTAssertEqual(harness.cursor?.column, 3)
    harness.type("<C-e>?<C-a>¿<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("ar")?.stringUnit?.value, "¿^bc!?")
  }

  func testControlWDeletesWordsAndControlUClears() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>one two  three<C-w>")
    XCTAssertEqual(harness.lines[20], "  one two")
    harness.type("<C-w>")
    XCTAssertEqual(harness.lines[20], "  one")
    harness.type("<C-u>")
    XCTAssertEqual(harness.lines[20], "")
    harness.type("x<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("ar")?.stringUnit?.value, "x")
  }

  func testCursorMovesByGraphemeOverCombiningMarksCJKAndEmoji() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>")
    // A combining accent typed after its letter joins it into one character.
    _ = harness.state.handle(.character("e"))
    _ = harness.state.handle(.character("\u{301}"))
    harness.type("日本🇯🇵<Left><Left><Left>")
    XCTAssertEqual(harness.cursor?.column, 2 + 1, "after é")
    harness.type("<Right>")
    XCTAssertEqual(harness.cursor?.column, 2 + 3, "after 日 (two columns)")
    harness.type("<Right><BS>")
    XCTAssertEqual(harness.lines[20], "  é日🇯🇵")
    harness.type("<End><BS><Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("ar")?.stringUnit?.value, "e\u{301}日")
  }

  func testLongTextWrapsInTheEditorWithTheCursorVisible() throws {
    var harness = try sampleHarness(width: 40, height: 12)
    let text = String(repeating: "wort ", count: 30)
    harness.type("jj<Enter>" + text)
    let cursor = try XCTUnwrap(harness.cursor)
    XCTAssertLessThan(cursor.row, 10, "inside the editor pane, above the message line")
    XCTAssertGreaterThan(cursor.row, 5)
    XCTAssertTrue(harness.lines[cursor.row].hasPrefix("  "))
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("ar")?.stringUnit?.value, text)
  }

  func testCommittingAnUnchangedValueRecordsNothing() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter><Enter>")
    XCTAssertEqual(harness.messageLine, "Unchanged")
    XCTAssertFalse(harness.isModified)
    harness.type("<Tab><Tab><Tab><Tab><Enter><Enter>")  // the source column, no en localization: shows the key
    XCTAssertEqual(harness.currentLanguage, "en")
    XCTAssertFalse(harness.isModified)
    harness.type("<Tab><Enter><Enter>")  // ar is missing: an empty commit is no translation
    XCTAssertFalse(harness.isModified)
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Nothing to undo")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testEscapeCancelsTheEdit() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter>xyz<Esc>")
    XCTAssertFalse(harness.isModified)
    XCTAssertEqual(harness.lines[19].hasPrefix("── Cancel"), true, "the detail pane is back")
  }

  func testEditingTheSourceMarksOtherLanguagesForReview() throws {
    var harness = try sampleHarness()
    harness.type("jjjjh<Enter><C-u>Finished<Enter>")  // Done, en
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      guard var entry = catalog.strings["Done"], let localizations = entry.localizations else { return }
      for (language, localization) in localizations.pairs {
        var marked = localization
        marked.stringUnit?.state = .needsReview
        entry.setLocalization(marked, for: language)
      }
      entry.setLocalization(Localization(value: "Finished", state: .translated), for: "en")
      catalog.strings["Done"] = entry
    })
    XCTAssertEqual(harness.messageLine, "Source text changed: the other languages of \"Done\" need review")
    XCTAssertEqual(harness.gridLine(containing: "Done"), "  Done                      │   Finished            │?  تم                  │?  Fertig")
  }

  func testVariedCellsOpenTheVariationEditorInsteadOfBeingFlattened() throws {
    var harness = try sampleHarness()
    let opened = " Variations · "
    harness.type("j<Enter>")  // %lld photos, ar: plural
    XCTAssertEqual(harness.lines[0], opened + "ar of \"%lld photos\"")
    harness.type("qe")
    XCTAssertEqual(harness.lines[0], opened + "ar of \"%lld photos\"")
    harness.type("qG<Tab><Enter>")  // You hiked…, de: substitutions
    XCTAssertEqual(harness.lines[0], opened + "de of \"You hiked %#@distance@ in %#@days@\"")
    harness.type("q/tap to<Enter>hh<Enter>")  // device variations in the source
    XCTAssertEqual(harness.lines[0], opened + "en of \"Tap to start tracking\"")
    harness.type("qlly")  // de: copying the source over the forms would flatten them
    XCTAssertEqual(harness.messageLine, "This cell varies (plural/device/substitutions): the variation editor (p) opens it")
    XCTAssertFalse(harness.isModified)
  }

  func testDoNotTranslateCellsAreNotEdited() throws {
    var harness = try sampleHarness()
    harness.type("/GPX<Enter><Enter>")
    XCTAssertEqual(harness.messageLine, "\"GPX\" is marked don't translate")
    harness.type("h<Enter><C-u>GPS Exchange<Enter>")
    XCTAssertEqual(harness.catalog.strings["GPX"]?.localization("en")?.stringUnit?.value, "GPS Exchange", "the source can be edited")
  }
}
