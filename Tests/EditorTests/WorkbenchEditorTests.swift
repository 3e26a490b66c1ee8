import Foundation
import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor
import TestSupport

/// The translator's rules in the editor: glossary lines in the detail pane, the inline editor's
/// context and the review card; the `17/24` counter; misspelled words underlined.
final class WorkbenchEditorTests: XCTestCase {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Plan a trip with Glossa" : {
          "comment" : "Home screen button [max 24]",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Plane eine Reize mit Glosa"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static let config = """
    do-not-translate: [Glossa]
    glossary:
      trip: { de: Reise, fr: voyage }
    """

  /// A dictionary of its own, so the underlines do not depend on the system's German one.
  private func spellChecker() throws -> SpellChecker {
    let checker = SpellChecker(searchPaths: [try dictionaryFolder()])
    guard checker.isAvailable else { throw Requirement.missing(Requirement.hunspell) }
    return checker
  }

  private func dictionaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-dict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("de.aff"))
    try Data("4\nPlane\neine\nReise\nmit\n".utf8).write(to: folder.appendingPathComponent("de.dic"))
    return folder.path
  }

  private func harness(spelling: SpellChecker? = nil, width: Int = 60, height: Int = 30) throws -> EditorHarness {
    let rules = WorkbenchRules(config: try GlossaConfig.parse(Self.config, path: ".glossa.yml"))
    let options = EditorOptions(displayPath: "Small.xcstrings", workbench: rules, spellChecker: spelling)
    return EditorHarness(catalog: try Fixtures.catalog(Self.catalog), options: options, width: width, height: height)
  }

  /// `^` under every underlined column of `row`, spaces elsewhere (trailing spaces trimmed).
  private func underlines(_ harness: EditorHarness, row: Int) -> String {
    let screen = harness.screen
    let marks = (0..<screen.width).map { screen[row, $0].style.underline ? "^" : " " }.joined()
    return String(marks.reversed().drop { $0 == " " }.reversed())
  }

  func testTheDetailPaneListsTheGlossaryTermsOfTheSource() throws {
    let harness = try harness()
    XCTAssertEqual(harness.state.currentLanguage, "de")
    XCTAssertScreen(harness, rows: 19..<24, [
      "── Plan a trip with Glossa ─────────────────────────────────",
      "en       Plan a trip with Glossa",
      "de       Plane eine Reize mit Glosa",
      "glossary trip → Reise",
      "         Glossa (keep as is)",
    ])
  }

  func testMisspelledWordsOfTheSelectedCellAreUnderlinedInTheDetailPane() throws {
    let harness = try harness(spelling: try spellChecker())
    XCTAssertEqual(harness.lines[21], "de       Plane eine Reize mit Glosa")
    XCTAssertEqual(underlines(harness, row: 21), "                    ^^^^^     ^^^^^")
    // The source line is another language's text: not underlined ("trip", "with" are not in the dictionary).
    XCTAssertEqual(underlines(harness, row: 20), "")
  }

  func testEditingShowsTheGlossaryTheLiveCounterAndUnderlinesMisspellings() throws {
    var harness = try harness(spelling: try spellChecker())
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 14..<21, [
      "── Plan a trip with Glossa ─────────────────────────────────",
      "comment  Home screen button [max 24]",
      "en       Plan a trip with Glossa",
      "glossary trip → Reise",
      "         Glossa (keep as is)",
      "── Enter saves · Esc cancels · Editing de of \"Pla…  26/24 ──",
      "  Plane eine Reize mit Glosa",
    ])
    XCTAssertEqual(underlines(harness, row: 20), "             ^^^^^     ^^^^^")
    // Over the limit, the counter is drawn as an error.
    XCTAssertEqual(harness.screen[19, 52].text, "2")
    XCTAssertEqual(harness.screen[19, 52].style.foreground, .red)

    // The counter follows every keystroke; the word typed away takes its underline with it.
    harness.type("<BS><BS><BS><BS><BS>Glossa")
    XCTAssertEqual(harness.lines[19], "── Enter saves · Esc cancels · Editing de of \"Pla…  27/24 ──")
    XCTAssertEqual(underlines(harness, row: 20), "             ^^^^^")
    harness.type("<C-u>Plane Reise mit Glossa")
    XCTAssertEqual(harness.lines[19], "── Enter saves · Esc cancels · Editing de of \"Pla…  22/24 ──")
    XCTAssertEqual(harness.screen[19, 52].style.foreground, nil)
    XCTAssertEqual(underlines(harness, row: 20), "")
  }

  func testWithoutALimitThereIsNoCounter() throws {
    let rules = WorkbenchRules(config: try GlossaConfig.parse(Self.config, path: ".glossa.yml"))
    let json = Self.catalog.replacingOccurrences(of: "Home screen button [max 24]", with: "Home screen button")
    var harness = EditorHarness(
      catalog: try Fixtures.catalog(json), options: EditorOptions(displayPath: "Small.xcstrings", workbench: rules), width: 60, height: 30)
    harness.type("<Enter>")
    XCTAssertEqual(harness.lines[19], "── Enter saves · Esc cancels · Editing de of \"Plan a tri… ──")
  }

  func testReviewShowsTheGlossaryUnderTheSource() throws {
    var harness = try harness()
    harness.type("R")
    XCTAssertScreen(harness, rows: 1..<9, [
      "── Plan a trip with Glossa · de ────────────────────────────",
      "key      Plan a trip with Glossa",
      "comment  Home screen button [max 24]",
      "en       Plan a trip with Glossa",
      "glossary trip → Reise",
      "         Glossa (keep as is)",
      "de       Plane eine Reize mit Glosa",
      "state    needs review",
    ])
  }

  /// do-not-translate and length errors mark the cell as check errors do (`!`).
  func testWorkbenchErrorsMarkTheCell() throws {
    let harness = try harness()
    XCTAssertEqual(harness.lines[1], "  Plan a trip … │   Plan a trip with …│? !Plane eine Reize …")
    // Without the configuration only the comment's [max 24] applies: take it away too.
    let json = Self.catalog.replacingOccurrences(of: " [max 24]", with: "")
    let plain = EditorHarness(catalog: try Fixtures.catalog(json), options: EditorOptions(displayPath: "Small.xcstrings"), width: 60, height: 30)
    XCTAssertEqual(plain.lines[1], "  Plan a trip … │   Plan a trip with …│?  Plane eine Reize …")
  }

  func testALanguageWithoutADictionaryIsSaidOnceAtStart() throws {
    let checker = try spellChecker()
    XCTAssertEqual(
      SpellingNotice.text(languages: ["en", "de", "ja"], spellChecker: checker),
      "No spelling dictionary for en, ja: not spell-checked")
    XCTAssertNil(SpellingNotice.text(languages: ["de"], spellChecker: checker))
    XCTAssertNil(SpellingNotice.text(languages: ["ja"], spellChecker: nil))
  }
}
