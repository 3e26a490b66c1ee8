import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// A paste is text, never commands: pasting "Wort⏎Dy" must not commit and delete the key, and
/// pasting "Hallo⏎qd" in the grid must not quit and discard the edits.
final class PasteTests: XCTestCase {
  func testPasteIntoTheCellEditorKeepsLineBreaksAndRunsNothing() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter><C-u>")  // Cancel, de
    harness.paste("Wort\nDy")
    XCTAssertEqual(harness.openText, "Wort\nDy", "still editing: the line break did not commit")
    XCTAssertEqual(harness.lines[20], "  Wort")
    XCTAssertEqual(harness.lines[21], "  Dy")
    XCTAssertFalse(harness.isModified)
    harness.type("<Enter>")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["Cancel"]?.setLocalization(Localization(value: "Wort\nDy", state: .translated), for: "de")
    })
    XCTAssertNotNil(harness.catalog.strings["Cancel"], "the key is still there")
  }

  func testTheSameTextTypedAsKeysWouldRunCommandsWhichIsWhyPastesAreNotKeys() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter><C-u>Wort<Enter>Dy")
    XCTAssertNil(harness.catalog.strings["Cancel"], "typed, the text commits and D y deletes the key")
  }

  func testPasteInTheGridOpensTheCellEditorWithTheText() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab>")  // Cancel, de
    let effects = harness.paste("Hallo\nqd")
    XCTAssertEqual(effects, [], "no quit")
    XCTAssertEqual(harness.openText, "Hallo\nqd")
    XCTAssertEqual(harness.editTarget, .value(key: "Cancel", language: "de"))
    XCTAssertEqual(harness.messageLine, "Pasted into the cell editor: Enter keeps it, Esc cancels")
    XCTAssertFalse(harness.isModified, "nothing changes before Enter")
    harness.type("<Esc>")
    XCTAssertNil(harness.openText)
    XCTAssertEqual(harness.bytes, try Fixtures.sampleBytes(), "Esc leaves the cell as it was")
    harness.paste("Hallo\r\nqd")
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Hallo\nqd")
  }

  func testPastedTabsAndControlCharactersAreKeptLiterally() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab>")
    harness.paste("a\tb\u{1}c\rd")
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "a\tb\u{1}c\nd")
  }

  func testPasteGoesWhereTheCursorIs() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter><Home>")  // "Abbrechen", cursor at the start
    harness.paste("Nicht ")
    harness.type("!<Enter>")
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Nicht !Abbrechen")
  }

  func testOneLineFieldsGetSpacesForLineBreaks() throws {
    var harness = try sampleHarness()
    harness.type("/")
    harness.paste("Can\ncel\r\nx\ry")
    XCTAssertEqual(harness.openText, "Can cel x y")
    harness.type("<Esc>:")
    harness.paste("w\nq")
    XCTAssertEqual(harness.openText, "w q")
    harness.type("<Esc>a")
    harness.paste("New\nkey")
    XCTAssertEqual(harness.openText, "New key")
    harness.type("<Enter>")
    XCTAssertNotNil(harness.catalog.strings["New key"])
  }

  func testPasteIntoTheVariationEditorsFormEditor() throws {
    var harness = try sampleHarness()
    harness.type("j<Tab><Tab><Tab><Tab><Enter>")  // %lld photos, ru: varies by plural
    XCTAssertNotNil(harness.state.variationEditor)
    harness.paste("qqq")
    XCTAssertEqual(harness.message, EditorState.pasteRefusedMessage, "the form list takes no text")
    XCTAssertNotNil(harness.state.variationEditor, "q did not close it")
    harness.type("<Enter><C-u>")
    guard case .form? = harness.editTarget else { return XCTFail("no form editor: \(String(describing: harness.editTarget))") }
    harness.paste("%lld фото\nграфий")
    XCTAssertEqual(harness.openText, "%lld фото\nграфий")
  }

  func testPasteIntoReviewModesEditor() throws {
    var harness = try sampleHarness()
    harness.type("R")
    XCTAssertNotNil(harness.state.reviewSession)
    harness.paste("a")
    XCTAssertEqual(harness.message, EditorState.pasteRefusedMessage, "a did not accept")
    harness.type("e<C-u>")
    guard case .reviewValue? = harness.editTarget else { return XCTFail("no review editor: \(String(describing: harness.editTarget))") }
    harness.paste("zwei\nZeilen")
    XCTAssertEqual(harness.openText, "zwei\nZeilen")
  }

  func testPasteIsRefusedWhereNoTextCanGo() throws {
    var readOnly = try sampleHarness(options: EditorOptions(readOnly: true, displayPath: "Sample.xcstrings"))
    readOnly.paste("Hallo")
    XCTAssertNil(readOnly.openText)
    XCTAssertEqual(readOnly.message, EditorState.readOnlyMessage)

    var varied = try sampleHarness()
    varied.type("j<Tab><Tab><Tab><Tab>")  // %lld photos, ru
    varied.paste("Hallo")
    XCTAssertNil(varied.openText)
    XCTAssertNil(varied.state.variationEditor)
    XCTAssertEqual(varied.message, "Paste ignored: this cell varies; open a form in the variation editor (p) and paste there")

    var help = try sampleHarness()
    help.type("?")
    help.paste("q")
    XCTAssertEqual(help.message, EditorState.pasteRefusedMessage)
    help.type("<Esc>")
    XCTAssertEqual(help.bytes, try Fixtures.sampleBytes())
  }

  func testPasteDoesNotAnswerAQuestion() throws {
    var harness = try sampleHarness()
    harness.type("yq")  // an unsaved change, then quit: "(s)ave (d)iscard (c)ancel"
    guard case .choice? = harness.state.layer else { return XCTFail("no quit question") }
    XCTAssertEqual(harness.paste("d"), [])
    guard case .choice? = harness.state.layer else { return XCTFail("the paste answered the question") }
    XCTAssertTrue(harness.isModified)
  }

  func testUnknownSequenceShowsAMessageAndChangesNothing() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter>")
    _ = harness.state.handle(.unknownSequence("\u{1B}[99~"))
    XCTAssertEqual(harness.messageLine, "Unknown key sequence ESC[99~")
    XCTAssertEqual(harness.openText, "Abbrechen", "the editor stays open and nothing was typed")
    harness.type("<Enter>")
    XCTAssertEqual(harness.bytes, try Fixtures.sampleBytes())
  }

  func testModifiedKeysDoWhatThePlainKeyDoesUnlessBound() throws {
    var harness = try sampleHarness()
    harness.type("<C-Down><S-Down>")
    XCTAssertEqual(harness.currentKey, "Cancel")
    harness.type("<Tab><Enter><S-Home>>")
    XCTAssertEqual(harness.openText, ">Abbrechen")
  }
}

extension EditorHarness {
  /// Feeds one bracketed paste, as the terminal delivers it.
  @discardableResult
  mutating func paste(_ text: String) -> [EditorEffect] {
    let produced = state.handle(.paste(text))
    effects += produced
    return produced
  }

  /// The text of the open cell editor or prompt, if one is open.
  var openText: String? {
    switch state.layer {
    case .textEditor(let session)?: return session.buffer.text
    case .prompt(let session)?: return session.buffer.text
    default: return nil
    }
  }

  var editTarget: TextEditSession.Target? {
    if case .textEditor(let session)? = state.layer { return session.target }
    return nil
  }
}
