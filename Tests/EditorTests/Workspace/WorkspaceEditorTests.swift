import StringCatalog
import XCTest

@testable import Editor

/// The editor over several catalogs: one grid grouped by catalog, commands that cross catalogs,
/// one undo history, and saving every changed catalog.
final class WorkspaceEditorTests: XCTestCase {
  private func value(_ harness: EditorHarness, _ member: Int, _ key: String, _ language: String = "de") -> String? {
    harness.state.workspace[member].catalog.strings[key]?.localization(language)?.stringUnit?.value
  }

  func testTheGridGroupsRowsUnderAHeaderPerCatalog() throws {
    let harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    let lines = harness.lines.map { $0.trimmingCharacters(in: .whitespaces) }
    XCTAssertTrue(lines[1].hasPrefix("── App/Localizable.xcstrings · de 33.3% · 2 need work ──"), lines[1])
    XCTAssertTrue(lines[2].contains("Cancel"), lines[2])
    XCTAssertTrue(lines[4].contains("Open"), lines[4])
    XCTAssertTrue(lines[5].hasPrefix("── Widget/Localizable.xcstrings · de 33.3% · 2 need work ──"), lines[5])
    XCTAssertTrue(lines[6].contains("OK"), lines[6])
    XCTAssertTrue(harness.statusLine.contains("App/Localizable.xcstrings"), harness.statusLine)
    XCTAssertTrue(harness.statusLine.contains("1/6"), harness.statusLine)
    // Totals: 2 of 6 translated over the workspace; the column header and status bar agree.
    XCTAssertTrue(harness.lines[0].contains("de 33.3%"), harness.lines[0])
    XCTAssertTrue(harness.statusLine.contains("2 missing · 2 review"), harness.statusLine)
  }

  func testOneCatalogAloneHasNoHeaders() throws {
    let catalog = try WorkspaceFixtures.catalog(keys: ["A", "B"])
    let harness = WorkspaceFixtures.harness(WorkspaceFixtures.workspace([("L.xcstrings", catalog)]))
    XCTAssertFalse(harness.lines.contains { $0.contains("──") && $0.contains("L.xcstrings") }, harness.lines.joined(separator: "\n"))
    XCTAssertTrue(harness.lines[1].contains("A"))
  }

  func testTheSameKeyInTwoCatalogsIsEditedWhereTheCursorIs() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("jjj")  // Widget's OK
    XCTAssertTrue(harness.statusLine.contains("Widget/Localizable.xcstrings"), harness.statusLine)
    harness.type("<Enter><C-u>Gut<Enter>")
    XCTAssertEqual(value(harness, 1, "OK"), "Gut")
    XCTAssertEqual(value(harness, 0, "OK"), "DE OK", "the other catalog's OK is untouched")
    XCTAssertTrue(harness.statusLine.contains("[+1]"), harness.statusLine)
    XCTAssertFalse(harness.state.workspace[0].isModified)
  }

  func testOneUndoHistoryAcrossCatalogsMovesTheCursorBack() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("<Enter><C-u>Abbrechen<Enter>")  // App: Cancel
    harness.type("G<Enter><C-u>Teilen<Enter>")  // Widget: Share
    XCTAssertTrue(harness.statusLine.contains("[+2]"), harness.statusLine)
    harness.type("u")
    XCTAssertEqual(value(harness, 1, "Share"), nil)
    XCTAssertTrue(harness.statusLine.contains("Widget/Localizable.xcstrings"), harness.statusLine)
    harness.type("u")
    XCTAssertEqual(value(harness, 0, "Cancel"), "DE Cancel")
    XCTAssertEqual(harness.state.currentKey, "Cancel")
    XCTAssertTrue(harness.statusLine.contains("App/Localizable.xcstrings"), harness.statusLine)
    XCTAssertFalse(harness.state.workspace.isModified)
    harness.type("<C-r><C-r>")
    XCTAssertEqual(value(harness, 1, "Share"), "Teilen")
    XCTAssertEqual(harness.state.currentKey, "Share")
    // A new change in one catalog forgets what the other could redo.
    harness.type("uu")
    harness.type("jjj<Enter><C-u>Prima<Enter>")
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces), "Nothing to redo")
  }

  func testNeedsWorkSearchAndReviewCrossCatalogs() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("]")
    XCTAssertEqual(harness.state.currentKey, "Open")
    harness.type("]")
    XCTAssertEqual(harness.state.currentKey, "Refresh")
    XCTAssertEqual(harness.state.cursorCatalog, 1)
    harness.type("/ok<Enter>")
    XCTAssertEqual(harness.state.cursorCatalog, 0, "wrapped to App's OK")
    harness.type("n")
    XCTAssertEqual(harness.state.cursorCatalog, 1)
    XCTAssertEqual(harness.state.currentKey, "OK")
    harness.type("gR")
    XCTAssertTrue(harness.lines[0].contains("1 / 2"), harness.lines[0])
    harness.type("a")
    XCTAssertTrue(harness.lines[0].contains("2 / 2"), harness.lines[0])
    harness.type("a")
    XCTAssertEqual(harness.state.workspace[0].catalog.strings["Cancel"]?.localization("de")?.stringUnit?.state, .translated)
    XCTAssertEqual(harness.state.workspace[1].catalog.strings["Refresh"]?.localization("de")?.stringUnit?.state, .translated)
    harness.type("uq")
    XCTAssertEqual(harness.state.workspace[1].catalog.strings["Refresh"]?.localization("de")?.stringUnit?.state, .needsReview)
  }

  func testFilterCountsAreOverTheWorkspace() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    XCTAssertEqual(harness.state.filterCount(.missing, language: "de"), 2)
    XCTAssertEqual(harness.state.filterCount(.all, language: "de"), 6)
    harness.type("fm")
    XCTAssertEqual(harness.state.rows.count, 2)
    XCTAssertTrue(harness.lines[1].contains("App/Localizable.xcstrings"), harness.lines[1])
    XCTAssertTrue(harness.lines[3].contains("Widget/Localizable.xcstrings"), harness.lines[3])
  }

  func testTheCatalogChooserJumpsAndNarrows() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("C")
    let screen = harness.lines.joined(separator: "\n")
    XCTAssertTrue(screen.contains("Catalogs (2) · de"), screen)
    XCTAssertTrue(screen.contains("▸ App/Localizable.xcstrings · de 33.3% · 2 need work"), screen)
    harness.type("j<Enter>")
    XCTAssertEqual(harness.state.currentKey, "OK")
    XCTAssertEqual(harness.state.cursorCatalog, 1)
    harness.type("Co")
    XCTAssertEqual(harness.state.rows.count, 3)
    XCTAssertTrue(harness.statusLine.contains("(only)"), harness.statusLine)
    XCTAssertEqual(harness.state.filterCount(.missing, language: "de"), 1)
    harness.type("Co")
    XCTAssertEqual(harness.state.rows.count, 6)
  }

  func testAddingAKeyGoesToTheCurrentRowsCatalog() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("G")
    harness.type("aZoom<Enter>")
    XCTAssertNotNil(harness.state.workspace[1].catalog.strings["Zoom"])
    XCTAssertNil(harness.state.workspace[0].catalog.strings["Zoom"])
    XCTAssertEqual(harness.state.currentKey, "Zoom")
    harness.type("D")
    harness.type("y")
    XCTAssertNil(harness.state.workspace[1].catalog.strings["Zoom"])
  }

  func testALanguageOneCatalogLacksIsAddedToThatCatalogOnly() throws {
    var french = try WorkspaceFixtures.catalog(keys: ["Hello"])
    let change = try XCTUnwrap(french.changeSettingValue("Bonjour", key: "Hello", language: "fr"))
    for edit in change.edits { french.apply(edit) }
    let workspace = WorkspaceFixtures.workspace([
      ("A.xcstrings", try WorkspaceFixtures.catalog(keys: ["Bye"])), ("B.xcstrings", french),
    ])
    var harness = WorkspaceFixtures.harness(workspace)
    XCTAssertEqual(harness.state.columns.targets, ["de", "fr"])
    harness.type("<Tab><Enter><C-u>Au revoir<Enter>")
    XCTAssertEqual(harness.state.workspace[0].catalog.strings["Bye"]?.localization("fr")?.stringUnit?.value, "Au revoir")
    XCTAssertFalse(harness.state.workspace[1].isModified)
  }

  func testPartialSaveFailureKeepsTheFailedCatalogModified() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-ws-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var members: [Workspace.Member] = []
    for (index, member) in try WorkspaceFixtures.twoCatalogs().members.enumerated() {
      let path = folder.appendingPathComponent("\(index).xcstrings").path
      try Data(CatalogWriter.bytes(member.document.catalog)).write(to: URL(fileURLWithPath: path))
      members.append(Workspace.Member(document: try CatalogDocument.open(path: path).document, displayPath: member.displayPath))
    }
    var harness = WorkspaceFixtures.harness(Workspace(members: members))
    harness.type("<Enter><C-u>Abbrechen<Enter>G<Enter><C-u>Teilen<Enter>")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    var saved = harness.state.workspace[0]
    try saved.save()
    harness.state.saveFinished(saved: [0: saved], failed: [1: .failed("disk full")])
    XCTAssertEqual(
      harness.messageLine.trimmingCharacters(in: .whitespaces),
      "Saved App/Localizable.xcstrings; Save failed: Widget/Localizable.xcstrings: disk full")
    XCTAssertFalse(harness.state.workspace[0].isModified)
    XCTAssertTrue(harness.state.workspace[1].isModified)
    XCTAssertTrue(harness.statusLine.contains("[+1]"), harness.statusLine)
    harness.type("q")
    XCTAssertTrue(harness.messageLine.contains("Localizable.xcstrings"), harness.messageLine)
  }

  func testABrokenCatalogIsListedInTheChooser() throws {
    var workspace = try WorkspaceFixtures.twoCatalogs()
    workspace.broken = [
      Workspace.BrokenMember(path: "/app/Bad.xcstrings", displayPath: "Bad.xcstrings", message: "Bad.xcstrings:3:7: expected ':'")
    ]
    var harness = WorkspaceFixtures.harness(workspace)
    harness.type("C")
    XCTAssertTrue(harness.lines.joined(separator: "\n").contains("✗ Bad.xcstrings:3:7: expected ':'"))
    harness.type("G<Enter>")
    XCTAssertTrue(harness.messageLine.contains("Not opened (never written): Bad.xcstrings:3:7"), harness.messageLine)
  }

  /// The workspace's totals are kept in step per edit: they always equal a recount.
  func testTotalsKeptPerEditEqualARecount() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("<Enter><C-u>Abbrechen<Enter>G<Enter><C-u>Teilen<Enter>aNeu<Enter>kdu")
    let languages = harness.state.columns.all
    let recount = StatsCache(
      summing: harness.state.workspace.members.map { StatsCache(catalog: $0.document.catalog, languages: languages) },
      languages: languages)
    for language in languages {
      XCTAssertEqual(harness.state.totalStats[language], recount[language], language)
    }
    XCTAssertEqual(harness.state.totalStats.doNotTranslateEntries, recount.doNotTranslateEntries)
    XCTAssertEqual(harness.state.stats["de"]?.missing, 2, "Open and the new key")
  }
}
