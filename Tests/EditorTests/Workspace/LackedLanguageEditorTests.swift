import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 18, the editor's side: over A (de, fr) and B (de only), the fr column shows B's
/// cell missing and counts it, as `stats A B` does (`LackedLanguageCLITests`): fr 2 of 3.
final class LackedLanguageEditorTests: XCTestCase {
  func testTheColumnOfALanguageACatalogLacksCountsItsCellsMissing() throws {
    func catalog(_ text: String) throws -> Catalog { try CatalogReader.read(bytes: Array(text.utf8)).catalog }
    let a = try catalog(
      #"{"sourceLanguage":"en","strings":{"X":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"DE X"}},"fr":{"stringUnit":{"state":"translated","value":"FR X"}}}},"Y":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"DE Y"}},"fr":{"stringUnit":{"state":"translated","value":"FR Y"}}}}},"version":"1.0"}"#
    )
    let b = try catalog(#"{"sourceLanguage":"en","strings":{"Z":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"DE Z"}}}}},"version":"1.0"}"#)
    let harness = WorkspaceFixtures.harness(WorkspaceFixtures.workspace([("A.xcstrings", a), ("B.xcstrings", b)]), width: 120)

    XCTAssertTrue(harness.lines[0].contains("fr 66.6%"), harness.lines[0])
    XCTAssertTrue(harness.lines.contains { $0.contains("Z") && $0.contains("∅") }, harness.lines.joined(separator: "\n"))
  }
}
