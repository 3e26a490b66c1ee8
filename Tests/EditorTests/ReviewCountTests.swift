import StringCatalog
import XCTest

@testable import Editor

/// Review mode's counts and questions: every item counted once, in its last outcome, so the
/// counts add up to the items handled; `A` accepts exactly what its question names; the card
/// shows the item's check findings and accepting an item with a check error asks first.
final class ReviewCountTests: XCTestCase {
  /// Six ru cells needing review, "Item 1"…"Item 6"; `broken` gives Item 3 a format error.
  static func queue(broken: Bool = false) -> Catalog {
    var strings = KeyedList<Entry>()
    strings["%lld items"] = Entry(
      localizations: KeyedList([("ru", Localization(value: broken ? "%@ предметов" : "%lld предметов", state: .needsReview))]))
    for number in 1...5 {
      strings["Item \(number)"] = Entry(localizations: KeyedList([("ru", Localization(value: "Предмет \(number)", state: .needsReview))]))
    }
    return Catalog(sourceLanguage: "en", strings: strings)
  }

  func testEditSkipBackThenAcceptAllCountsEveryItemOnce() {
    var harness = EditorHarness(catalog: Self.queue())
    harness.type("R")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 6 · 0 accepted · 0 edited")
    harness.type("e<C-u>%lld штук<Enter>s")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 6 · 0 accepted · 1 edited · 1 skipped")
    harness.type("b")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 6 · 0 accepted · 1 edited · 1 skipped")
    harness.type("A")
    XCTAssertEqual(
      harness.messageLine, "Accept all 5 remaining strings (ru), including 1 skipped? (y)es · (w)ithout the skipped: 4 · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "Accepted 5 strings · u undoes them as one step")
    XCTAssertScreen(harness, rows: 0..<4, [
      " Review · ru · 6 / 6 · 5 accepted · 1 edited",
      "── Review finished " + String(repeating: "─", count: 81),
      "",
      " Every item of the queue has been seen: 5 accepted · 1 edited.",
    ])
    XCTAssertTrue(harness.catalog.strings.values.allSatisfy { $0.localization("ru")?.status == .translated })
    harness.type("q")
    XCTAssertEqual(harness.messageLine, "Left review: 5 accepted · 1 edited · u still undoes")
  }

  func testAcceptAllWithoutTheSkippedLeavesThemSkipped() {
    var harness = EditorHarness(catalog: Self.queue())
    harness.type("Ras")
    harness.type("A")
    XCTAssertEqual(
      harness.messageLine, "Accept all 5 remaining strings (ru), including 1 skipped? (y)es · (w)ithout the skipped: 4 · (n)o")
    harness.type("w")
    XCTAssertEqual(harness.messageLine, "Accepted 4 strings · u undoes them as one step")
    XCTAssertEqual(harness.lines[0], " Review · ru · 6 / 6 · 5 accepted · 0 edited · 1 skipped")
    XCTAssertEqual(harness.catalog.strings["Item 1"]?.localization("ru")?.status, .needsReview, "the skipped item")
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 6 · 1 accepted · 0 edited · 1 skipped")
    harness.type("<C-r>")
    XCTAssertEqual(harness.lines[0], " Review · ru · 6 / 6 · 5 accepted · 0 edited · 1 skipped")
  }

  /// An item skipped and then accepted, or edited and then accepted, counts once: accepted.
  func testAnItemDecidedTwiceCountsInItsLastOutcome() {
    var harness = EditorHarness(catalog: Self.queue())
    harness.type("Rsba")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 6 · 1 accepted · 0 edited")
    harness.type("e<C-u>Вещь 1<Enter>")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 6 · 1 accepted · 1 edited")
    harness.type("ba")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 6 · 2 accepted · 0 edited")
    // Skipping an item already accepted keeps it accepted.
    harness.type("bs")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 6 · 2 accepted · 0 edited")
    // Accepting a rejected item (x, then b) accepts its text: the last word counts.
    harness.type("xba")
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 6 · 3 accepted · 0 edited")
    XCTAssertEqual(harness.catalog.strings["Item 2"]?.localization("ru")?.status, .translated)
  }

  func testTheCardShowsCheckFindingsAndAcceptingAnErrorAsksFirst() {
    var harness = EditorHarness(catalog: Self.queue(broken: true))
    harness.type("R")
    XCTAssertScreen(harness, rows: 0..<9, [
      " Review · ru · 1 / 6 · 0 accepted · 0 edited",
      "── %lld items · ru " + String(repeating: "─", count: 81),
      "key      %lld items",
      "comment  —",
      "en       %lld items",
      "ru       %@ предметов",
      "state    needs review",
      "checks   error [format-specifiers] argument 1 is %@ but %lld in the source",
      "",
    ])
    let question = "This ru has a format-specifiers error (see checks): accept it anyway? (y)es · (n)o"
    harness.type("a")
    XCTAssertEqual(harness.messageLine, question)
    harness.type("n")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 6 · 0 accepted · 0 edited")
    XCTAssertEqual(harness.catalog.strings["%lld items"]?.localization("ru")?.status, .needsReview)
    // Enter on the unchanged text in e is an accept: it asks too.
    harness.type("e<Enter>")
    XCTAssertEqual(harness.messageLine, question)
    harness.type("y")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 6 · 1 accepted · 0 edited")
    XCTAssertEqual(harness.catalog.strings["%lld items"]?.localization("ru")?.status, .translated)
    // A names the errors it would accept.
    harness.type("uA")
    XCTAssertEqual(harness.messageLine, "Accept all 6 remaining strings (ru), 1 with a check error? (y)es · (n)o")
  }

  /// Clearing the text in `e` asks too; deleting the translation is the item's edit.
  func testAnEmptyReviewEditAsksAndDeletingCountsAsEdited() {
    var harness = EditorHarness(catalog: Self.queue())
    harness.type("Re<C-u><Enter>")
    XCTAssertEqual(
      harness.messageLine, "Empty text for ru of \"%lld items\": (e)mpty string · (d)elete the translation · Esc edits on")
    harness.type("d")
    XCTAssertNil(harness.catalog.strings["%lld items"]?.localization("ru"))
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 6 · 0 accepted · 1 edited")
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 6 · 0 accepted · 0 edited")
    XCTAssertEqual(harness.catalog.strings["%lld items"]?.localization("ru")?.stringUnit?.value, "%lld предметов")
  }
}
