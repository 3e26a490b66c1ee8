import StringCatalog
import XCTest

@testable import Editor

/// The everyday rough edges of the editor (issue "the first five minutes", items 7–16): each
/// test failed before its fix.
final class EverydayEditorTests: XCTestCase {
  private func single(_ catalog: Catalog) -> EditorHarness {
    EditorHarness(catalog: catalog, options: EditorOptions(displayPath: "L.xcstrings"))
  }

  private func state(_ harness: EditorHarness, _ key: String, _ language: String = "de") -> TranslationState? {
    harness.catalog.strings[key]?.localization(language)?.stringUnit?.state
  }

  /// Item 7: after `x` (reject) and `b` (back), `a` accepts the card whatever its state now is.
  func testAcceptAfterRejectAndBackAccepts() throws {
    var harness = single(try WorkspaceFixtures.catalog(keys: ["A", "B"], review: ["A", "B"]))
    harness.type("R")
    harness.type("x")
    XCTAssertEqual(state(harness, "A"), .new)
    harness.type("b")
    harness.type("a")
    XCTAssertEqual(state(harness, "A"), .translated)
    XCTAssertTrue(harness.lines[0].contains("2 / 2 · 1 accepted"), harness.lines[0])
    harness.type("u")
    XCTAssertEqual(state(harness, "A"), .new, "the accept is one undoable step")
  }

  /// Item 8: `T` on a translated cell asks first, naming the state that would be replaced.
  func testTranslateAsksBeforeReplacingATranslation() throws {
    var harness = single(try WorkspaceFixtures.catalog(keys: ["A", "B"], missing: ["B"]))
    XCTAssertEqual(harness.type("T"), [])
    XCTAssertTrue(harness.messageLine.contains("Replace the translated de of \"A\" with a machine translation"), harness.messageLine)
    harness.type("n")
    XCTAssertEqual(harness.type("jT"), [.translate([TranslationCell(key: "B", language: "de")])], "a missing cell goes at once")
    harness.type("<Esc>")
    XCTAssertEqual(harness.type("kTy"), [.translate([TranslationCell(key: "A", language: "de")])])
  }

  /// Item 9: the review queue leaves out stale entries, as the status bar's count does.
  func testTheReviewQueueCountsAsTheStatusBarDoes() throws {
    var catalog = try WorkspaceFixtures.catalog(keys: ["A", "B"], review: ["A", "B"])
    var stale = try XCTUnwrap(catalog.strings["B"])
    stale.extractionState = "stale"
    catalog.apply(.put(key: "B", entry: stale))
    var harness = single(catalog)
    XCTAssertTrue(harness.statusLine.contains("1 review"), harness.statusLine)
    harness.type("R")
    XCTAssertTrue(harness.lines[0].contains("1 / 1"), harness.lines[0])
  }

  /// Item 11: a file without write permission says so at open, not only when Ctrl-S fails.
  func testAReadOnlyFileIsMarkedAtOpen() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    chmod(file.path, 0o444)
    let harness = EditorHarness(document: try CatalogDocument.open(path: file.path).document)
    XCTAssertTrue(harness.statusLine.contains("[read-only]"), harness.statusLine)
  }

  /// Item 12: the language chooser's "only this language", "none" and "all".
  func testTheLanguageChooserOnlyNoneAndAll() throws {
    var harness = try sampleHarness()
    harness.type("L")
    harness.type("n")
    XCTAssertTrue(harness.lines.joined(separator: "\n").contains("Languages shown (0/5)"))
    harness.type("a")
    XCTAssertTrue(harness.lines.joined(separator: "\n").contains("Languages shown (5/5)"))
    harness.type("jo")
    XCTAssertEqual(harness.state.columns.targets, ["de"])
    XCTAssertEqual(harness.effects.last, .saveShownLanguages(["de"]))
  }

  /// Item 13: spaces at the end of a key show as `·` in the key column and the review card.
  func testTrailingSpacesShowInTheKeyColumnAndTheReviewCard() throws {
    var harness = single(try WorkspaceFixtures.catalog(keys: ["Total: "], review: ["Total: "]))
    XCTAssertTrue(harness.lines[1].hasPrefix("  Total:·"), harness.lines[1])
    harness.type("R")
    let card = harness.lines.joined(separator: "\n")
    XCTAssertTrue(card.contains("key      Total:·"), card)
    XCTAssertTrue(card.contains("en       Total:·"), card)
  }

  /// Item 15: Tab types a tab into a cell (shown as ⇥), instead of being dropped.
  func testTabIsTypedIntoTheCell() throws {
    var harness = single(try WorkspaceFixtures.catalog(keys: ["A"]))
    harness.type("<Enter><C-u>tab<Tab>end")
    XCTAssertTrue(harness.lines.contains { $0.contains("tab⇥end") }, harness.lines.joined(separator: "\n"))
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["A"]?.localization("de")?.stringUnit?.value, "tab\tend")
    XCTAssertTrue(harness.lines[1].contains("tab⇥end"), harness.lines[1])
  }

  /// Item 16: counted nouns agree with their number.
  func testMessagesCountInTheSingular() {
    XCTAssertEqual(Plural.count(1, "key"), "1 key")
    XCTAssertEqual(Plural.count(2, "key"), "2 keys")
    XCTAssertEqual(Plural.count(1, "entry"), "1 entry")
    XCTAssertEqual(Plural.count(3, "entry"), "3 entries")
    XCTAssertEqual(Plural.count(2, "catalog"), "2 catalogs")
    XCTAssertEqual(EditorState.undecidedMessage(1), "1 conflict undecided: m keeps yours · t takes the file's · e edits")
  }
}

/// Item 6: a cell mark seen for the first time is explained on the hint line, a few at a time,
/// each once per session.
final class MarkLegendTests: XCTestCase {
  func testMarksAreExplainedTheFirstTimeTheyShow() throws {
    var harness = try sampleHarness()
    XCTAssertTrue(harness.messageLine.hasPrefix("Marks: ∅ missing · ? needs review · + new (? lists them all)"), harness.messageLine)
    XCTAssertTrue(harness.messageLine.hasPrefix("Marks: ∅ missing"), "every render until the next key shows it")
    harness.type("j")
    XCTAssertTrue(harness.messageLine.hasPrefix("Marks: # varies by plural · ⌘ varies by device · ≡ phrase set"), harness.messageLine)
    harness.type("j")
    XCTAssertTrue(harness.messageLine.hasPrefix("Marks: ~ stale key · ⊘ don't translate"), harness.messageLine)
    harness.type("j")
    XCTAssertTrue(harness.messageLine.hasPrefix("? help · ] next to do"), "each mark once: \(harness.messageLine)")
  }
}
