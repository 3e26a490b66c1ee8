import StringCatalog
import XCTest

@testable import Editor

/// The inline editor keeps the cell's context in view above the field, as review mode does: the
/// comment, the source (all of it, wrapped), and one reference language, named.
final class InlineEditorContextTests: XCTestCase {
  static let offline = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Download the map" : {
          "comment" : "Shown on the offline maps screen.",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Lade die Karte herunter."
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Download the map before you lose signal. Maps stay on this device and work without a connection."
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Téléchargez la carte."
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "地図をダウンロード"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func testTheSourceCommentAndAReferenceLanguageStayAboveTheField() throws {
    var (harness, _) = try harnessSaving(Self.offline, width: 60, height: 20)
    XCTAssertEqual(harness.currentLanguage, "de")
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 0..<16, [
      "  Key           │ en (source)         │ de 100%            ▸",
      "  Download the… │   Download the map …│✎  Lade die Karte he…",
      "",
      "",
      "",
      "",
      "",
      "",
      "── Download the map ────────────────────────────────────────",
      "comment  Shown on the offline maps screen.",
      "en       Download the map before you lose signal. Maps stay",
      "         on this device and work without a connection.",
      "ja       地図をダウンロード",
      "── Enter saves · Esc cancels · Editing de of \"Download t… ──",
      "  Lade die Karte herunter.",
      "",
    ])
  }

  /// Editing the source: its comment and a reference language; no source line (it is the field).
  func testEditingTheSourceShowsTheCommentAndAReference() throws {
    var (harness, _) = try harnessSaving(Self.offline, width: 60, height: 20)
    harness.type("h<Enter>")
    XCTAssertScreen(harness, rows: 10..<15, [
      "── Download the map ────────────────────────────────────────",
      "comment  Shown on the offline maps screen.",
      "de       Lade die Karte herunter.",
      "── Enter saves · Esc cancels · Editing en of \"Download t… ──",
      "  Download the map before you lose signal. Maps stay on this",
    ])
  }

  /// On a short screen the grid keeps three rows (the cursor's among them) and the source is
  /// served first, cut with a count of what is hidden.
  func testAShortScreenCutsTheContextSourceFirst() throws {
    var (harness, _) = try harnessSaving(Self.offline, width: 40, height: 12)
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 0..<9, [
      "  Key       │ en (source) │ de 100%    ▸",
      "  Download… │   Download …│✎  Lade die …",
      "",
      "",
      "── Download the map ────────────────────",
      "en       Download the map before you",
      "         … 3 more lines",
      "── Enter saves · Esc cancels · Editi… ──",
      "  Lade die Karte herunter.",
    ])
  }

  /// A form of a varied cell: the source's matching form, and the same form of a reference.
  func testEditingAFormShowsTheSourcesMatchingForm() throws {
    var harness = try sampleHarness()
    harness.type("<Tab><Tab><Tab><Tab>/%lld photos<Enter><Enter>j<Enter>")  // ru, few
    XCTAssertScreen(harness, rows: 8..<21, [
      "   other     1.5…                      ? needs review  %lld фотографии",
      "",
      "",
      "",
      "",
      "",
      "",
      "── %lld photos · few " + String(repeating: "─", count: 79),
      "comment  Number of photos taken on a hike.",
      "en       %lld photos",
      "ar       %lld صور",
      "── Enter saves · Esc cancels · Editing ru few of \"%lld photos\" · Alt-Enter line break ──────────────",
      "  %lld фотографии",
    ])
  }
}
