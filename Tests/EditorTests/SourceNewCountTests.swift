import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Issue 33 item 13: one counting rule. A source-language cell written `new` (Interface Builder
/// catalogs write their source units so) counts as translated in stats, so the grid marks it
/// translated, not `+` new, plain and varied alike.
final class SourceNewCountTests: XCTestCase {
  func testASourceCellWrittenNewIsNotMarkedNew() throws {
    let catalog = try Fixtures.catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "btn.title" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "new", "value" : "Knopf" } },
              "en" : { "stringUnit" : { "state" : "new", "value" : "Button" } }
            }
          },
          "files" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "new", "value" : "%lld file" } },
                "other" : { "stringUnit" : { "state" : "new", "value" : "%lld files" } }
              } } }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    let harness = EditorHarness(catalog: catalog, width: 80, height: 20)
    let rows = harness.lines[1...2].map { String($0) }
    XCTAssertTrue(rows[0].contains("│   Button ") && rows[0].contains("│+  Knopf"), rows.joined(separator: "\n"))
    XCTAssertTrue(rows[1].contains("│ # ⋯ 2 forms "), rows.joined(separator: "\n"))
    XCTAssertFalse(rows[1].contains("new"), rows.joined(separator: "\n"))
  }
}
