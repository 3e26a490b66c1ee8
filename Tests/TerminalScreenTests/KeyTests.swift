import TerminalScreen
import XCTest

final class KeyTests: XCTestCase {
  func testPlainCharactersIncludingNonASCII() {
    XCTAssertEqual(parseKeyScript("jé漢"), [.character("j"), .character("é"), .character("漢")])
    XCTAssertEqual(parseKeyScript(""), [])
  }

  func testNamedTokens() {
    XCTAssertEqual(
      parseKeyScript("<Enter><Esc><Tab><S-Tab><BS><Del><Up><Down><Left><Right><Home><End><PgUp><PgDn>"),
      [.enter, .escape, .tab, .backTab, .backspace, .delete, .up, .down, .left, .right,
       .home, .end, .pageUp, .pageDown])
    XCTAssertEqual(parseKeyScript("<enter><pgdn>"), [.enter, .pageDown])
  }

  func testModifiersAndFunctionKeys() {
    XCTAssertEqual(
      parseKeyScript("<C-d><C-D><M-Enter><M-x><F1><F12>"),
      [.control("d"), .control("d"), .altEnter, .alt("x"), .function(1), .function(12)])
  }

  func testModifiedCursorEditingAndFunctionKeys() {
    XCTAssertEqual(
      parseKeyScript("<C-Left><s-up><C-S-F5><M-Home><A-Del>"),
      [.modified(.left, .control), .modified(.up, .shift), .modified(.function(5), [.control, .shift]),
       .modified(.home, .alt), .modified(.delete, .alt)])
    XCTAssertEqual(parseKeyScript("<C-x-Left>").count, 10, "not a token: taken literally")
    XCTAssertEqual(parseKeyScript("<C-Enter>").count, 9, "Enter has no modified form")
  }

  func testModifiersCombineAndComeOff() {
    XCTAssertEqual(Key.with(.alt, .modified(.left, .control)), .modified(.left, [.control, .alt]))
    XCTAssertEqual(Key.with([], .left), .left)
    XCTAssertEqual(Key.modified(.left, .control).unmodified, .left)
    XCTAssertNil(Key.left.unmodified)
  }

  func testLiteralAngleBrackets() {
    XCTAssertEqual(parseKeyScript("<lt>b>"), [.character("<"), .character("b"), .character(">")])
    XCTAssertEqual(parseKeyScript("a<b"), [.character("a"), .character("<"), .character("b")])
    XCTAssertEqual(
      parseKeyScript("<nope>"),
      [.character("<"), .character("n"), .character("o"), .character("p"), .character("e"),
       .character(">")])
  }

  func testScriptMixesTextAndKeys() {
    XCTAssertEqual(
      parseKeyScript("jj<Enter>Hallo<Enter>u"),
      [.character("j"), .character("j"), .enter]
        + "Hallo".map { .character($0) } + [.enter, .character("u")])
  }

  func testDescriptions() {
    let names: [(Key, String)] = [
      (.character("j"), "j"), (.character(" "), "Space"), (.control("d"), "Ctrl-D"),
      (.alt("x"), "Alt-x"), (.altEnter, "Alt-Enter"), (.enter, "Enter"), (.escape, "Esc"),
      (.tab, "Tab"), (.backTab, "Shift-Tab"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
      (.home, "Home"), (.end, "End"), (.left, "←"), (.right, "→"), (.up, "↑"), (.down, "↓"),
      (.backspace, "Backspace"), (.delete, "Del"), (.function(1), "F1"),
      (.modified(.left, .control), "Ctrl-←"), (.modified(.function(5), [.shift, .alt, .control]), "Ctrl-Alt-Shift-F5"),
      (.paste("a\nb"), "Paste"), (.unknownSequence("\u{1B}[99;5~"), "ESC[99;5~"),
      (.unknownSequence("\u{1B}[1\u{7}"), "ESC[1^G"),
    ]
    for (key, name) in names {
      XCTAssertEqual(key.description, name)
    }
  }
}
