import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 2: a save (and quit's save) asks once when strings changed since the last save
/// have error findings they did not have; `:w!` skips the question; findings already in the
/// file do not ask.
final class SaveErrorQuestionTests: XCTestCase {
  static let duplicate = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Already wrong %@" : {
          "localizations" : {
            "ja" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%d はすでに"
              }
            }
          }
        },
        "Duplicate “%@”" : {
          "localizations" : {
            "ja" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "「%@」を複製"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  private static let question = "1 error in strings you changed — s save anyway · l list them · Esc back"

  /// Row 2 is the edited key (rows sort by key); the cursor starts on ja.
  private func harnessWithBrokenPlaceholder() throws -> EditorHarness {
    var harness = EditorHarness(catalog: try Fixtures.catalog(Self.duplicate))
    harness.type("j<Enter><C-u>「%d」を複製<Enter>")
    return harness
  }

  func testSavingANewPlaceholderErrorAsksOnceAndSavesAnyway() throws {
    var harness = try harnessWithBrokenPlaceholder()
    XCTAssertEqual(harness.type("<C-s>"), [])
    XCTAssertEqual(harness.messageLine, Self.question)
    XCTAssertEqual(harness.type("<Esc>"), [], "Esc goes back without saving")
    XCTAssertNil(harness.state.layer)
    XCTAssertEqual(harness.type("<C-s>s"), [.save])
  }

  func testListShowsTheErrorsAndColonWBangSkipsTheQuestion() throws {
    var harness = try harnessWithBrokenPlaceholder()
    harness.type(":w<Enter>l")
    XCTAssertEqual(harness.lines[0].hasPrefix("┌─ 1 error in strings you changed · :w! saves anyway · Esc closes "), true, harness.lines[0])
    XCTAssertTrue(harness.lines[1].hasPrefix("│ \"Duplicate “%@”\" · ja   "), harness.lines[1])
    XCTAssertTrue(harness.lines[2].contains("! format-specifiers"), harness.lines[2])
    harness.type("<Esc>")
    XCTAssertEqual(harness.type(":w!<Enter>"), [.saveOverwritingReadOnly])
  }

  func testQuitsSaveAsksTooAndSaveAnywayQuits() throws {
    var harness = try harnessWithBrokenPlaceholder()
    XCTAssertEqual(harness.type("qs"), [])
    XCTAssertEqual(harness.messageLine, Self.question)
    XCTAssertEqual(harness.type("s"), [.saveAndQuit])
    XCTAssertEqual(harness.type(":wq<Enter>"), [])
    XCTAssertEqual(harness.messageLine, Self.question)
  }

  /// The first key's `%d` for `%@` was in the file already: an edit elsewhere saves at once, and
  /// so does an edit of that key that keeps the same error.
  func testErrorsThatWereInTheFileDoNotAsk() throws {
    var harness = EditorHarness(catalog: try Fixtures.catalog(Self.duplicate))
    harness.type("jy")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    harness.type("k<Enter><C-u>%d はすでに！<Enter>")
    XCTAssertEqual(harness.catalog.strings["Already wrong %@"]?.localization("ja")?.stringUnit?.value, "%d はすでに！")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
  }
}
