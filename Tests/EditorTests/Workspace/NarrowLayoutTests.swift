import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 9 at 80 × 24: the status bar keeps the row position and the filter; a long
/// catalog path gives way, cut on the left (the code line: `CodeContextBoundTests`).
final class NarrowLayoutTests: XCTestCase {
  func testTheStatusBarKeepsPositionAndFilterWithALongPath() throws {
    var harness = WorkspaceFixtures.harness(
      WorkspaceFixtures.workspace([
        ("CotEditor/Resources/Base.lproj/Commands/CommandBar.xcstrings", try WorkspaceFixtures.catalog(keys: ["A", "B"])),
        ("Packages/EditorCore/Sources/SyntaxHighlighting/Resources/Localizable.xcstrings", try WorkspaceFixtures.catalog(keys: ["C"], missing: ["C"])),
      ]), width: 80, height: 24)
    harness.type("Gfm")
    XCTAssertEqual(harness.statusLine, " …sources/Localizable.xcstrings  1/1  filter: missing (de) de 66.6% · 1 missing")
  }
}
