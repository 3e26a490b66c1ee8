import StringCatalog
import XCTest

@testable import Editor

/// Catalogs read after the first screen join the grid, its counts and the chooser, and the
/// cursor stays where it was.
final class ArrivingCatalogsTests: XCTestCase {
  func testCatalogsAppendedAfterTheFirstScreenJoinTheGrid() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("jj")
    XCTAssertEqual(harness.state.currentKey, "Open")
    let more = [
      Workspace.Member(
        document: CatalogDocument(catalog: try WorkspaceFixtures.catalog(keys: ["Zoom"], missing: ["Zoom"]), path: "/app/Z.xcstrings"),
        displayPath: "Z.xcstrings")
    ]
    harness.state.appendMembers(more)
    XCTAssertEqual(harness.state.currentKey, "Open", "the cursor stays on its row")
    XCTAssertEqual(harness.state.rows.count, 7)
    XCTAssertEqual(harness.state.filterCount(.missing, language: "de"), 3)
    harness.type("G")
    XCTAssertEqual(harness.state.currentKey, "Zoom")
    XCTAssertTrue(harness.statusLine.contains("Z.xcstrings"), harness.statusLine)
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("── Z.xcstrings · de 0% · 1 needs work") }, harness.lines.joined(separator: "\n"))
    harness.type("<Enter><C-u>Vergrößern<Enter>u")
    XCTAssertNil(harness.state.workspace[2].catalog.strings["Zoom"]?.localization("de"))
  }

  func testACatalogWithANewLanguageAddsItsColumn() throws {
    var french = try WorkspaceFixtures.catalog(keys: ["Hello"])
    let change = try XCTUnwrap(french.changeSettingValue("Bonjour", key: "Hello", language: "fr"))
    for edit in change.edits { french.apply(edit) }
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.state.appendMembers([
      Workspace.Member(document: CatalogDocument(catalog: french, path: "/app/F.xcstrings"), displayPath: "F.xcstrings")
    ])
    XCTAssertEqual(harness.state.columns.targets, ["de", "fr"])
    XCTAssertEqual(harness.state.rows.count, 7)
    XCTAssertTrue(harness.lines[0].contains("fr"), harness.lines[0])
  }

  /// A catalog that arrives late brings its app's languages (its Xcode project, `languages:`):
  /// a language no catalog has becomes a column of missing cells, as at the start.
  func testAnArrivingCatalogsAppLanguageAddsAMissingColumn() throws {
    var harness = WorkspaceFixtures.harness(try WorkspaceFixtures.twoCatalogs())
    harness.type("j")
    let cursor = harness.state.currentKey
    harness.state.appendMembers(
      [
        Workspace.Member(
          document: CatalogDocument(catalog: try WorkspaceFixtures.catalog(keys: ["Zoom"]), path: "/app/Z.xcstrings"),
          displayPath: "Z.xcstrings")
      ], appLanguages: ["it"])
    XCTAssertEqual(harness.state.columns.targets, ["de", "it"])
    XCTAssertEqual(harness.state.currentKey, cursor, "the cursor stays on its row")
    XCTAssertEqual(harness.state.filterCount(.missing, language: "it"), 7, "every entry of every catalog lacks it")
    harness.state.appendMembers([], broken: [Workspace.BrokenMember(path: "/app/B.xcstrings", displayPath: "B.xcstrings", message: "B.xcstrings:1:1: broken")], appLanguages: ["it"])
    XCTAssertEqual(harness.state.columns.targets, ["de", "it"], "a language already shown is not added twice")
  }
}
