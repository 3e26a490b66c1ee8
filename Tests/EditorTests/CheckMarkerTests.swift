import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Check findings in the editor: "!" on cells with errors, the findings in the detail pane, `!`
/// to the next error, the checks filter, and findings that follow edits, undo and reloads.
final class CheckMarkerTests: XCTestCase {
  /// fr of "Delete %@" has a format-specifier error and fr of "Done" is missing (no check error:
  /// it has its own mark and filter); "Save" in de needs review (a warning, so no mark).
  static func catalog(fixed: Bool = false) -> Catalog {
    func entry(_ values: [(String, String, TranslationState)]) -> Entry {
      var entry = Entry(localizations: KeyedList())
      for (language, value, state) in values { entry.setLocalization(Localization(value: value, state: state), for: language) }
      return entry
    }
    var strings = KeyedList<Entry>()
    strings["Cancel"] = entry([("de", "Abbrechen", .translated), ("fr", "Annuler", .translated)])
    strings["Delete %@"] = entry([("de", "%@ löschen", .translated), ("fr", fixed ? "Supprimer %@" : "Supprimer %lld", .translated)])
    strings["Done"] = entry([("de", "Fertig", .translated)])
    strings["Save"] = entry([("de", "Sichern", .needsReview), ("fr", "Enregistrer", .translated)])
    return Catalog(sourceLanguage: "en", strings: strings)
  }

  private func harness(fixed: Bool = false) -> EditorHarness {
    EditorHarness(catalog: Self.catalog(fixed: fixed), width: 100, height: 24)
  }

  private static let header = "  Key                       │ en (source)           │ de 75%                │ fr 75%"
  private static let cancel = "  Cancel                    │   Cancel              │   Abbrechen           │   Annuler"
  private static let deleteWithError = "  Delete %@                 │   Delete %@           │   %@ löschen          │  !Supprimer %lld"
  private static let deleteFixed = "  Delete %@                 │   Delete %@           │   %@ löschen          │   Supprimer %@"
  private static let done = "  Done                      │   Done                │   Fertig              │∅  missing"
  private static let save = "  Save                      │   Save                │?  Sichern             │   Enregistrer"

  func testGridMarksExactlyTheCellsWithErrors() {
    let harness = harness()
    XCTAssertScreen(harness, rows: 0..<6, [Self.header, Self.cancel, Self.deleteWithError, Self.done, Self.save, ""])
    // The format error gets "!", the missing cell keeps "∅" (its error's own mark): both in red.
    let screen = harness.screen
    let markColumn = 79  // fr's separator at 76, then the state, shape and check marks
    XCTAssertEqual(screen[2, markColumn].text, "!")
    XCTAssertEqual(screen[2, markColumn].style.foreground, .red)
    XCTAssertTrue(screen[2, markColumn].style.bold)
    XCTAssertEqual(screen[3, markColumn - 2].text, "∅")
    XCTAssertEqual(screen[3, markColumn - 2].style.foreground, .red)
    let marked = (1...4).flatMap { row in (0..<100).filter { screen[row, $0].text == "!" }.map { [row, $0] } }
    XCTAssertEqual(marked, [[2, markColumn]], "no other cell carries the mark")
  }

  func testDetailPaneListsTheSelectedCellsFindings() {
    var harness = harness()
    harness.type("j<Tab>")  // Delete %@, fr
    XCTAssertScreen(harness, rows: 15..<21, [
      "── Delete %@ ───────────────────────────────────────────────────────────────────────────────────────",
      "comment  —",
      "en       Delete %@",
      "fr       Supprimer %lld",
      "state    translated · extraction: —",
      "checks   error [format-specifiers] argument 1 is %lld but %@ in the source",
    ])
    harness.type("j")  // Done, fr
    XCTAssertTrue(harness.lines.contains("checks   error [missing] no translation"))
    harness.type("j<S-Tab>")  // Save, de: a warning is listed too, though it marks nothing
    XCTAssertTrue(harness.lines.contains("checks   warning [needs-review] needs review (state needs_review)"))
    harness.type("gl")  // Cancel, de: nothing to list
    XCTAssertFalse(harness.lines.contains { $0.hasPrefix("checks") })
  }

  func testBangJumpsToTheNextErrorInTheColumnAndWraps() {
    var harness = harness()
    harness.type("!")
    XCTAssertEqual(harness.message, "No check errors in de")
    XCTAssertEqual(harness.currentKey, "Cancel")
    harness.type("<Tab>!")
    XCTAssertEqual(harness.currentKey, "Delete %@")
    XCTAssertNil(harness.message)
    harness.type("!")
    XCTAssertEqual(harness.currentKey, "Delete %@", "the missing fr of Done is passed over")
    XCTAssertEqual(harness.message, "Wrapped to top")
  }

  func testChecksFilterShowsOnlyRowsWithErrorsAndFollowsEdits() {
    var harness = harness()
    harness.type("<Tab>fc")
    XCTAssertEqual(harness.visibleKeys, ["Delete %@"], "not Done, whose fr is only missing")
    XCTAssertTrue(harness.statusLine.contains("filter: check errors (fr)"), harness.statusLine)
    XCTAssertScreen(harness, rows: 0..<3, [Self.header, Self.deleteWithError, ""])
    harness.type("e<C-u>Supprimer %@<Enter>")
    XCTAssertEqual(harness.visibleKeys, [], "the fixed row leaves the filter")
    harness.type("u")
    XCTAssertEqual(harness.visibleKeys, ["Delete %@"], "undo brings it back")
    harness.type("<S-Tab>fc")
    XCTAssertEqual(harness.visibleKeys, [])
    XCTAssertEqual(harness.messageLine, "No rows match the filter: check errors (de)")
  }

  func testFixingTheValueRemovesTheMarkAndUndoBringsItBack() {
    var harness = harness()
    harness.type("j<Tab>e<C-u>Supprimer %@")
    XCTAssertEqual(harness.lines[2], "  Delete %@                 │   Delete %@           │   %@ löschen          │✎  Supprimer %@", "no mark while typing")
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 0..<5, [Self.header, Self.cancel, Self.deleteFixed, Self.done, Self.save])
    XCTAssertFalse(harness.lines.contains { $0.hasPrefix("checks") }, "the detail pane has nothing to list")
    harness.type("u")
    XCTAssertEqual(harness.lines[2], Self.deleteWithError)
    XCTAssertTrue(harness.lines.contains("checks   error [format-specifiers] argument 1 is %lld but %@ in the source"))
    harness.type("<C-r>")
    XCTAssertEqual(harness.lines[2], Self.deleteFixed)
  }

  func testACopyOfTheStateKeepsItsOwnFindings() {
    var harness = harness()
    _ = harness.lines  // fills the cache the copy shares
    let before = harness
    harness.type("j<Tab>e<C-u>Supprimer %@<Enter>")
    XCTAssertEqual(harness.lines[2], Self.deleteFixed)
    XCTAssertEqual(before.lines[2], Self.deleteWithError, "the copy still has the old catalog and its findings")
  }

  func testReloadRechecks() {
    var harness = harness()
    XCTAssertEqual(harness.lines[2], Self.deleteWithError)
    harness.state.replaceDocument(CatalogDocument(catalog: Self.catalog(fixed: true)), message: "Reloaded")
    XCTAssertEqual(harness.lines[2], Self.deleteFixed)
  }

  func testLongFindingListsEndWithHowManyMore() {
    var strings = KeyedList<Entry>()
    var entry = Entry(localizations: KeyedList())
    // Format error, leading whitespace, punctuation and state new: four findings.
    entry.setLocalization(Localization(value: " Bienvenue %lld", state: .new), for: "fr")
    strings["Welcome, %@!"] = entry
    var harness = EditorHarness(catalog: Catalog(sourceLanguage: "en", strings: strings), width: 100, height: 20)
    XCTAssertScreen(harness, rows: 14..<18, [
      "fr       ·Bienvenue %lld",
      "state    new · extraction: —",
      "checks   error [format-specifiers] argument 1 is %lld but %@ in the source",
      "         +3 more",
    ])
    harness.resize(width: 100, height: 30)
    XCTAssertEqual(harness.lines.filter { $0.hasPrefix("checks") || $0.hasPrefix("         warning") || $0.hasPrefix("         error") }.count, 4)
  }

  func testErrorsKeepTheirRowsWhenTheFormsFillThePane() {
    func plural(_ forms: [(String, String)]) -> Localization {
      var list = KeyedList<Localization>()
      for (category, value) in forms { list[category] = Localization(value: value, state: .translated) }
      return Localization(variations: Variations(plural: list))
    }
    var entry = Entry(comment: "Files in the folder.", localizations: KeyedList())
    entry.setLocalization(plural([("one", "%lld file"), ("other", "%lld files")]), for: "en")
    // Russian needs few and many as well: two errors.
    entry.setLocalization(plural([("one", "%lld файл"), ("other", "%lld файлов")]), for: "ru")
    var strings = KeyedList<Entry>()
    strings["%lld files"] = entry
    let harness = EditorHarness(catalog: Catalog(sourceLanguage: "en", strings: strings), width: 100, height: 24)
    XCTAssertEqual(harness.lines[1], "  %lld files                │ # ⋯ 2 forms                       │ #!⋯ 2 forms")
    // The comment and the source gave way; this language's text, state and forms stayed.
    XCTAssertScreen(harness, rows: 15..<20, [
      "── %lld files ──────────────────────────────────────────────────────────────────────────────────────",
      "ru       ⋯ 2 forms",
      "state    translated · extraction: —",
      "         one (translated): %lld файл",
      "         other (translated): %lld файлов",
    ])
    // The example numbers come from the system's ICU.
    XCTAssertTrue(harness.lines[20].hasPrefix("checks   error [plural-categories] plural.few: no “few” form, which ru needs ("))
    XCTAssertTrue(harness.lines[21].hasPrefix("         error [plural-categories] plural.many: no “many” form, which ru needs ("))
  }

  func testAnErrorAboutTheWholeEntryCountsForEveryLanguage() {
    let finding = Finding(check: .substitutions, severity: .error, key: "Done", language: nil, message: "about the entry")
    let warning = Finding(check: .new, severity: .warning, key: "Done", language: "fr", message: "not translated yet")
    let marks = EntryCheckMarks(findings: [finding, warning])
    XCTAssertTrue(marks.hasEntryError)
    XCTAssertTrue(marks.hasError(in: "de"), "! and the checks filter stop at it")
    XCTAssertFalse(marks.cellHasError("fr"), "a warning marks nothing; the entry's error is marked on the key")
  }

  /// `missing` (and `coverage`) are errors for lint, but coverage, not a fault in a value: the
  /// editor has `∅` and `f m` for them, and counting them drowned the real errors.
  func testCoverageErrorsAreNoCheckErrors() {
    let missing = Finding(check: .missing, severity: .error, key: "Done", language: "fr", message: "no translation")
    let entryMissing = Finding(check: .missing, severity: .error, key: "Done", language: nil, message: "no translations")
    let coverage = Finding(check: .coverage, severity: .error, key: nil, language: "fr", message: "below 90%")
    let marks = EntryCheckMarks(findings: [missing, entryMissing, coverage])
    XCTAssertEqual(marks, EntryCheckMarks(findings: []))
  }

  /// A row whose translations are all missing gets no `!`, and `!` and `f c` pass it for the
  /// format-specifier error further down.
  func testARowWithOnlyMissingCellsIsNoCheckError() {
    var strings = KeyedList<Entry>()
    var ok = Entry(localizations: KeyedList())
    ok.setLocalization(Localization(value: "Appliquer", state: .translated), for: "fr")
    ok.setLocalization(Localization(value: "Anwenden", state: .translated), for: "de")
    strings["Apply"] = ok
    strings["Done"] = Entry(localizations: KeyedList())
    var broken = Entry(localizations: KeyedList())
    broken.setLocalization(Localization(value: "%@ löschen", state: .translated), for: "de")
    broken.setLocalization(Localization(value: "Supprimer %lld", state: .translated), for: "fr")
    strings["Delete %@"] = broken
    strings["Later"] = Entry(localizations: KeyedList())
    var harness = EditorHarness(catalog: Catalog(sourceLanguage: "en", strings: strings), width: 100, height: 24)
    XCTAssertEqual(harness.lines[3], "  Done                      │   Done                │∅  missing             │∅  missing")
    let screen = harness.screen
    let marked = (1...4).flatMap { row in (0..<100).filter { screen[row, $0].text == "!" }.map { [row, $0] } }
    XCTAssertEqual(marked, [[2, 79]], "only the format error is marked")
    harness.type("<Tab>!")
    XCTAssertEqual(harness.currentKey, "Delete %@")
    harness.type("!")
    XCTAssertEqual(harness.currentKey, "Delete %@", "Later and Done are passed over")
    XCTAssertEqual(harness.message, "Wrapped to top")
    harness.type("fc")
    XCTAssertEqual(harness.visibleKeys, ["Delete %@"])
    harness.type("<S-Tab>!")
    XCTAssertEqual(harness.message, "No check errors in de")
  }

  /// Opening must not check every entry: only the rows drawn (and the selected one's findings).
  func testOpeningALargeCatalogChecksOnlyWhatIsDrawn() {
    var catalog = Fixtures.items(2_000)
    for number in stride(from: 7, through: 2_000, by: 7) {
      catalog.strings["Item \(number)"]?.setLocalization(Localization(value: "", state: .translated), for: "de")
    }
    var harness = EditorHarness(catalog: catalog, width: 100, height: 30)
    _ = harness.lines
    let page = harness.state.layoutForKnownSize.gridRows
    let afterOpen = harness.state.checks.entriesChecked
    XCTAssertGreaterThan(afterOpen, 0)
    XCTAssertLessThanOrEqual(afterOpen, page + 1, "one check per drawn row, one for the detail pane")
    harness.type("G")
    _ = harness.lines
    XCTAssertLessThanOrEqual(harness.state.checks.entriesChecked, 2 * (page + 1))
    // An edit re-checks its own key only, once: the commit looks for an error it introduced
    // (every check), which leaves the grid's marks and the detail pane's findings known.
    let beforeEdit = harness.state.checks.entriesChecked
    harness.type("e<C-u>Neu<Enter>")
    _ = harness.lines
    XCTAssertEqual(harness.state.checks.entriesChecked, beforeEdit + 1)
    // `!` stops at the next error: an empty translation every 7th key is a few rows away.
    harness.type("g!")
    XCTAssertEqual(harness.currentKey, "Item 7")
    XCTAssertLessThan(harness.state.checks.entriesChecked, 100)
  }
}
