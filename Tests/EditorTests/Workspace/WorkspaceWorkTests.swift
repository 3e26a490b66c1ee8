import StringCatalog
import XCTest

@testable import Editor

/// A key costs the same with one catalog as with fifty holding the same entries: the workspace
/// adds no per-catalog walk to a keystroke (counted, not timed).
final class WorkspaceWorkTests: XCTestCase {
  private static let keysPerCatalog = 40

  /// Key names sort by catalog, so one catalog and fifty hold the same rows in the same order.
  private static func keys(ofCatalog index: Int) -> [String] {
    (0..<keysPerCatalog).map { String(format: "k%02d-%02d", index, $0) }
  }

  private static func missing(_ keys: [String]) -> Set<String> {
    Set(keys.enumerated().filter { $0.offset % 7 == 3 }.map(\.element))
  }

  private func oneCatalog() throws -> Workspace {
    let keys = (0..<50).flatMap(Self.keys(ofCatalog:))
    return WorkspaceFixtures.workspace([("All.xcstrings", try WorkspaceFixtures.catalog(keys: keys, missing: Self.missing(keys)))])
  }

  private func fiftyCatalogs() throws -> Workspace {
    WorkspaceFixtures.workspace(
      try (0..<50).map { index in
        let keys = Self.keys(ofCatalog: index)
        return (String(format: "M%02d/Localizable.xcstrings", index), try WorkspaceFixtures.catalog(keys: keys, missing: Self.missing(keys)))
      })
  }

  /// Entries visited and rows drawn by each key of `script`, rendering after each as the app does.
  private func work(_ workspace: Workspace, _ script: [String]) -> [(visited: Int, drawn: Int)] {
    var harness = WorkspaceFixtures.harness(workspace, width: 100, height: 30)
    _ = harness.screen
    var result: [(visited: Int, drawn: Int)] = []
    for keys in script {
      let (visited, drawn) = (harness.state.work.entriesVisited, harness.state.work.rowsDrawn)
      harness.type(keys)
      _ = harness.screen
      result.append((harness.state.work.entriesVisited - visited, harness.state.work.rowsDrawn - drawn))
    }
    return result
  }

  func testAKeyVisitsTheSameEntriesWithOneCatalogAndWithFifty() throws {
    let script = ["j", "]", "]", "<Enter>", "x", "<Enter>", "u", "<C-r>", "G", "[", "k", "<C-d>"]
    let one = work(try oneCatalog(), script)
    let fifty = work(try fiftyCatalogs(), script)
    for (index, keys) in script.enumerated() {
      XCTAssertEqual(one[index].visited, fifty[index].visited, "entries visited by \(keys)")
      // Header lines take the place of a row or two; never more rows than one catalog draws.
      XCTAssertLessThanOrEqual(fifty[index].drawn, one[index].drawn, "rows drawn by \(keys)")
      XCTAssertGreaterThanOrEqual(fifty[index].drawn, one[index].drawn - 3, "rows drawn by \(keys)")
    }
    XCTAssertEqual(one[5].visited, 1, "committing a cell looks at its own entry only")
  }
}
