import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 6: translation-memory suggestions say a draft's state, rank reviewed text first,
/// and never offer a `new` text (an unreviewed draft such as pseudo text, or a rejected one).
final class MemoryDraftTests: XCTestCase {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Loading feeds" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "⟦Ĺóáďíñĝ ƒééďš⟧" } }
          }
        },
        "Loading feed" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Feed wird geladen" } }
          }
        },
        "Loading feeds!" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Feeds werden geladen!" } }
          }
        },
        "Loading feeds…" : {

        }
      },
      "version" : "1.0"
    }
    """

  func testReviewedFirstDraftsLabelledAndNewTextNeverOffered() throws {
    var harness = EditorHarness(catalog: try Fixtures.catalog(Self.catalog), width: 90, height: 24)
    harness.type(":4<Enter>")
    XCTAssertEqual(harness.state.currentKey, "Loading feeds…")
    harness.type("<Enter>")
    let suggestions = harness.lines.filter { $0.hasPrefix("Alt-") }
    XCTAssertEqual(suggestions, [
      "Alt-1    92%   Loading feeds! → Feeds werden geladen!",
      "Alt-2    85%   Loading feed → Feed wird geladen  · needs review",
    ])
  }

  func testRankingPutsReviewedBeforeADraftWithAHigherScore() {
    let draft = MemorySuggestion(percent: 100, source: "a", translation: "draft", key: "a", state: .needsReview)
    let reviewed = MemorySuggestion(percent: 80, source: "b", translation: "checked", key: "b")
    XCTAssertEqual(MemorySuggestion.ranked([draft, reviewed]).map(\.translation), ["checked", "draft"])
  }
}
