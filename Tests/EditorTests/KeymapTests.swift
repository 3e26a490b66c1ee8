import TerminalScreen
import XCTest

@testable import Editor

/// The keymap table is the contract: dispatch, help and hints all come from it.
final class KeymapTests: XCTestCase {
  func testContractKeysRunTheirCommands() {
    let expected: [(String, Command)] = [
      ("<Up>", .moveUp), ("k", .moveUp), ("<Down>", .moveDown), ("j", .moveDown),
      ("<Left>", .moveLeft), ("h", .moveLeft), ("<Right>", .moveRight), ("l", .moveRight),
      ("<PgUp>", .pageUp), ("<PgDn>", .pageDown), ("<C-d>", .halfPageDown), ("<C-u>", .halfPageUp),
      ("g", .firstRow), ("<Home>", .firstRow), ("G", .lastRow), ("<End>", .lastRow),
      ("<Tab>", .nextLanguage), ("<S-Tab>", .previousLanguage),
      ("]", .nextNeedsWork), ("[", .previousNeedsWork),
      ("/", .search), ("n", .searchNext), ("N", .searchPrevious), ("f", .filterMenu),
      ("<Enter>", .editCell), ("e", .editCell), ("r", .toggleReview), ("y", .copySource),
      ("x", .deleteTranslation), ("c", .editComment), ("a", .addKey), ("D", .deleteKey),
      ("u", .undo), ("<C-r>", .redo), ("<C-s>", .save), (":", .commandLine),
      ("q", .quit), ("<C-c>", .quit), ("?", .help),
    ]
    for (script, command) in expected {
      let key = parseKeyScript(script)[0]
      XCTAssertEqual(Keymap.command(for: key, in: .grid), command, script)
    }
  }

  func testTextKeys() {
    let expected: [(String, Command)] = [
      ("<Left>", .textLeft), ("<Right>", .textRight), ("<Home>", .textLineStart), ("<C-a>", .textLineStart),
      ("<End>", .textLineEnd), ("<C-e>", .textLineEnd), ("<BS>", .textBackspace), ("<Del>", .textDelete),
      ("<C-w>", .textDeleteWord), ("<C-u>", .textClear), ("<M-Enter>", .textNewLine),
      ("<Enter>", .textCommit), ("<Esc>", .textCancel), ("<C-Left>", .textWordLeft), ("<C-Right>", .textWordRight),
      ("<M-b>", .textWordLeft), ("<M-f>", .textWordRight), ("<S-Left>", .textLeft), ("<C-S-Home>", .textLineStart),
    ]
    for (script, command) in expected {
      XCTAssertEqual(Keymap.command(for: parseKeyScript(script)[0], in: .text), command, script)
    }
  }

  func testNoKeyIsBoundTwiceInOneContext() {
    var seen: [KeyContext: Set<Key>] = [:]
    for binding in Keymap.bindings {
      for key in binding.keys {
        XCTAssertTrue(seen[binding.context, default: []].insert(key).inserted, "\(key) bound twice")
      }
    }
  }

  func testHelpListsEveryBindingAndTheLegend() {
    let help = HelpContent.lines.map(\.text)
    for binding in Keymap.bindings {
      let keys = binding.keys.map(\.description).joined(separator: " ")
      XCTAssertTrue(help.contains { $0.hasPrefix("  " + keys + " ") && $0.hasSuffix(binding.description) }, keys)
    }
    for mark in ["\"?\" needs review", "\"+\" new", "\"∅\" missing", "\"#\" varies by plural", "\"⌘\" varies by device",
      "\"%\" substitutions", "\"~\" stale", "\"⊘\" don't translate", "\"—\" not translated"]
    {
      XCTAssertTrue(help.contains { $0.contains(mark) }, mark)
    }
  }

  /// A new user's first question is what the grid's marks mean: the first page of `?` answers it
  /// on an 80 × 24 terminal, every line whole.
  func testTheFirstHelpPageExplainsEveryCellMark() throws {
    var harness = try sampleHarness(width: 80, height: 24)
    harness.type("?")
    let page = harness.lines.joined(separator: "\n")
    for mark in ["∅", "?", "+", "⊘", "~", "#", "⌘", "%", "≡", "▸", "≈"] {
      XCTAssertTrue(page.contains("\"\(mark)\""), "\(mark) is not explained on the first page:\n\(page)")
    }
    XCTAssertTrue(page.contains("blue machine-translated"), page)
    for line in CellMarks.legend {
      XCTAssertLessThanOrEqual(displayWidth(line), 74, "wider than an 80-column help box: \(line)")
    }
  }

  func testHelpScrollsAndCloses() throws {
    var harness = try sampleHarness(width: 80, height: 20)
    harness.type("?")
    let first = harness.lines[1]
    let second = harness.lines[2]
    harness.type("j")
    XCTAssertEqual(harness.lines[1], second, "j scrolls by one line: the second line is now first")
    XCTAssertNotEqual(harness.lines[1], first)
    harness.type("G")
    XCTAssertFalse(harness.lines.contains { $0.contains("Colours:") }, "the legend is on the first page, not the last")
    harness.type("g")
    XCTAssertEqual(harness.lines[1], first)
    harness.type("<Esc>")
    XCTAssertNil(harness.state.layer)
    harness.type("<F1>q")
    XCTAssertNil(harness.state.layer)
    XCTAssertEqual(harness.effects, [])
  }
}
