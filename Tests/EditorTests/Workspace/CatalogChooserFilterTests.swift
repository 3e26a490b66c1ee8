import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 items 8 and 9: the catalog chooser filters by path as fzf does (`/`, then type),
/// `s` orders by need, and at 80 columns a long path loses its start, never the figures.
final class CatalogChooserFilterTests: XCTestCase {
  /// Four catalogs in path order; only the last needs work (two missing cells).
  private func harness(width: Int = 100, height: Int = 30) throws -> EditorHarness {
    WorkspaceFixtures.harness(
      WorkspaceFixtures.workspace([
        ("CotEditor/Resources/Base.lproj/Commands/CommandBar.xcstrings", try WorkspaceFixtures.catalog(keys: ["A"])),
        ("CotEditor/Resources/Document.xcstrings", try WorkspaceFixtures.catalog(keys: ["B"])),
        ("CotEditor/Resources/Localizable.xcstrings", try WorkspaceFixtures.catalog(keys: ["C"])),
        ("Packages/Syntax/Sources/Syntax/Resources/Syntax.xcstrings", try WorkspaceFixtures.catalog(keys: ["D", "E"], missing: ["D", "E"])),
      ]), width: width, height: height)
  }

  /// The lines inside the chooser's box, trimmed.
  private func listed(_ harness: EditorHarness) -> [String] {
    let lines = harness.lines.map { Array($0) }
    guard let top = lines.firstIndex(where: { String($0).contains("┌─ Catalogs") }),
      let left = lines[top].firstIndex(of: "┌"), let right = lines[top].firstIndex(of: "┐")
    else { return [] }
    return lines[(top + 1)...].prefix { $0.count > left && $0[left] == "│" }
      .map { String($0[(left + 1)..<right]).trimmingCharacters(in: .whitespaces) }
  }

  func testSlashFiltersByPathFuzzilyAndEnterJumps() throws {
    var harness = try harness()
    harness.type("C/docu")
    XCTAssertTrue(harness.lines.contains { $0.contains("Catalogs (4) · de · /docu") }, harness.lines.joined(separator: "\n"))
    XCTAssertEqual(listed(harness), ["▸ CotEditor/Resources/Document.xcstrings · de 100% · done"])
    harness.type("<BS><BS><BS>")
    XCTAssertEqual(listed(harness).count, 3, "/d: every CotEditor path has a d")
    harness.type("<Enter>")
    XCTAssertNil(harness.state.layer)
    XCTAssertEqual(harness.state.currentKey, "B")
  }

  func testEscClearsTheFilterThenClosesAndAMissOnlySaysSo() throws {
    var harness = try harness()
    harness.type("C/zzz")
    XCTAssertTrue(harness.lines.contains { $0.contains("no catalog path matches “zzz”") }, harness.lines.joined(separator: "\n"))
    harness.type("<Enter>")
    XCTAssertNotNil(harness.state.layer, "Enter on an empty list does nothing")
    harness.type("<Esc>")
    XCTAssertEqual(listed(harness).count, 4)
    harness.type("<Esc>")
    XCTAssertNil(harness.state.layer)
  }

  func testSPutsTheCatalogsNeedingWorkFirst() throws {
    var harness = try harness()
    harness.type("Cs")
    XCTAssertTrue(harness.lines.contains { $0.contains("Catalogs (4) · de · needs work first") })
    XCTAssertEqual(listed(harness).first, "▸ Packages/Syntax/Sources/Syntax/Resources/Syntax.xcstrings · de 0% · 2 need work")
    harness.type("<Enter>")
    XCTAssertEqual(harness.state.currentKey, "D")
  }

  /// At 80 × 24 the figures stay; the path gives up its start.
  func testAt80ColumnsAPathIsCutOnTheLeft() throws {
    var harness = try harness(width: 80, height: 24)
    harness.type("Cs")
    let first = try XCTUnwrap(listed(harness).first)
    XCTAssertTrue(first.hasSuffix("/Syntax/Resources/Syntax.xcstrings · de 0% · 2 need work"), first)
    XCTAssertTrue(first.hasPrefix("▸ …"), first)
  }
}
