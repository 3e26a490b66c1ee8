import Foundation
import StringCatalog
import XCTest

/// A review session in the real binary and a real terminal (tmux): Alt-r opens the queue of every
/// shown language; accept, edit, skip, reject, undo, accept all, leave, save, quit; the file on
/// disk is compared byte for byte with the same steps done through the model.
final class ReviewTmuxTests: TmuxTestCase {
  func testKeyboardOnlyReviewSessionWithUndoIsSavedExactly() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let original = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let session = try TmuxSession(
      command: "\(binary) --languages de,fr,ru '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")

    // Every needs-review cell of de, fr and ru, in catalog order.
    session.send("M-r")
    session.waitFor("Review · all languages · 1 / 5 · 0 accepted · 0 edited")
    XCTAssertTrue(session.screen.contains("ru       one    needs review  %lld фотография"))
    session.send("a")  // %lld photos (ru): all four forms accepted
    session.waitFor("2 / 5 · 1 accepted · 0 edited")
    session.send("e", "C-u")  // Delete Hike (de): edit, Enter accepts
    session.type("Wanderung entfernen")
    session.send("Enter")
    session.waitFor("3 / 5 · 1 accepted · 1 edited")
    session.send("s")  // Share Route… (fr): skipped, stays needs review
    session.waitFor("4 / 5 · 1 accepted · 1 edited · 1 skipped")
    session.send("x")  // Weather… (fr): rejected…
    session.waitFor("5 / 5 · 1 accepted · 1 edited · 1 rejected · 1 skipped")
    session.send("u")  // …and the reject undone: back on the item
    session.waitFor("Undid: reject fr of \"Weather at the trailhead: %@\"")
    XCTAssertTrue(session.screen.contains("4 / 5 · 1 accepted · 1 edited · 1 skipped"))
    // A names the skipped item it would take too; w accepts the rest without it.
    session.send("A")
    session.waitFor("Accept all 3 remaining strings (all languages), including 1 skipped? (y)es · (w)ithout the skipped: 2 · (n)o")
    session.send("w")
    session.waitFor("Review finished")
    XCTAssertTrue(session.screen.contains("5 / 5 · 3 accepted · 1 edited · 1 skipped"))
    session.send("q")
    session.waitFor("Left review: 3 accepted · 1 edited · 1 skipped")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")

    var expected = try CatalogReader.read(bytes: [UInt8](original)).catalog
    func apply(_ change: CatalogChange?) throws {
      for edit in try XCTUnwrap(change).edits { expected.apply(edit) }
    }
    try apply(expected.changeAcceptingItems([ReviewItem(key: "%lld photos", language: "ru")], label: "accept"))
    try apply(expected.changeSettingValue("Wanderung entfernen", key: "Delete Hike", language: "de"))
    try apply(
      expected.changeAcceptingItems(
        [
          ReviewItem(key: "Weather at the trailhead: %@", language: "fr"),
          ReviewItem(key: "You hiked %#@distance@ in %#@days@", language: "ru"),
        ], label: "accept"))
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: path))
    XCTAssertEqual([UInt8](saved), CatalogWriter.bytes(expected))
    let reread = try CatalogReader.read(path: path).catalog
    XCTAssertEqual(reread.needsReviewItems(languages: ["de", "fr", "ru"]), [ReviewItem(key: "Share Route…", language: "fr")])
  }
}
