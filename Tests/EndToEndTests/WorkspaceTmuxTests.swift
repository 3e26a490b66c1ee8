import Foundation
import StringCatalog
import XCTest

/// `glossa APPDIR` over a generated 12-catalog app in a real terminal: edits in two catalogs
/// saved with one Ctrl-S write exactly those two files; the review queue crosses catalogs and
/// each card names its catalog; undo walks back across catalogs; a broken member is named on the
/// first screen and never written.
final class WorkspaceTmuxTests: WorkspaceTmuxTestCase {
  func testEditsInTwoCatalogsSaveExactlyThoseTwoFiles() throws {
    let before = try snapshots()
    let session = try openApp()
    editTwoCatalogs(session)
    session.send("C-s")
    session.waitFor("Saved 2 catalogs")
    XCTAssertFalse(statusBar(session).contains("[+"), statusBar(session))
    session.send("q")
    session.waitFor("[exit 0]")
    try assertOnlyTheTwoEditedCatalogsChanged(since: before)
  }

  func testQuitAsksAboutBothChangedCatalogsAndSaveWritesBoth() throws {
    let before = try snapshots()
    let session = try openApp()
    editTwoCatalogs(session)
    session.send("q")
    session.waitFor("Save changes to 2 catalogs? (s)ave · (d)iscard · (c)ancel")
    session.send("s")
    session.waitFor("[exit 0]")
    try assertOnlyTheTwoEditedCatalogsChanged(since: before)
  }

  /// A catalog changed on disk does not stop the save of the others; it stays modified, and the
  /// colleague's change is merged with the edit before it is written too: by the editor on its
  /// own once the question is answered with cancel, or by `r` at once. The write comes while the
  /// command line is open, when the editor takes nothing from disk, so the save is what sees it.
  func testACatalogChangedOnDiskStaysModifiedWhileTheOtherIsSaved() throws {
    let before = try snapshots()
    let (expectedA, mine) = try expectedAfterEditingTwoCatalogs(from: before)
    var colleagues = try app.catalog(7)
    try colleagues.applyChange(colleagues.changeSettingValue("Synchronisieren öffnen", key: "Open Sync", language: "de"))
    var expectedB = mine
    try expectedB.applyChange(expectedB.changeSettingValue("Synchronisieren öffnen", key: "Open Sync", language: "de"))

    let session = try openApp()
    editTwoCatalogs(session)
    session.send(":")
    session.wait(for: "the command line") { $0.contains("\n:") }
    try Data(CatalogWriter.bytes(colleagues)).write(to: URL(fileURLWithPath: app.path(7)))
    session.send("w", "Enter")
    session.waitFor("\(shown(7)) changed on disk. (r)eload and merge your edits · (o)verwr")
    try assertFile(2, is: expectedA)
    try assertFile(7, is: colleagues)
    session.send("c")
    // (The message is cut at the terminal's width.)
    session.waitFor("\(shown(7)) changed on disk: 1 string changed; your unsaved edits to")
    XCTAssertTrue(statusBar(session).contains("[+1]"), statusBar(session))
    session.send("C-s")
    session.waitFor("Saved \(shown(7))")
    session.send("q")
    session.waitFor("[exit 0]")
    try assertFile(2, is: expectedA)
    try assertFile(7, is: expectedB)
    try assertUntouched(except: [2, 7], since: before)
  }

  func testTheReviewQueueCrossesCatalogsAndEachCardNamesItsCatalog() throws {
    let before = try snapshots()
    let queue = try app.reviewQueue(language: "de")
    let catalogsInQueue = Set(queue.map(\.catalog))
    XCTAssertGreaterThan(catalogsInQueue.count, 5, "the fixture spreads review cells over catalogs")
    let first = try XCTUnwrap(queue.first)
    let last = try XCTUnwrap(queue.last)
    XCTAssertNotEqual(first.catalog, last.catalog)

    let session = try openApp()
    session.send("R")
    for (position, card) in queue.enumerated() {
      let title = "── \(shown(card.catalog)) › \(card.item.key) · de "
      // Both on one capture: a capture taken while the terminal is being redrawn can hold the
      // new counter before the card's title line.
      let screen = session.wait(for: "card \(position + 1) naming its catalog") {
        $0.contains("Review · de · \(position + 1) / \(queue.count)") && $0.contains(title)
      }
      XCTAssertTrue(screen.contains(title), "card \(position + 1) should name \(title):\n\(screen)")
      // The first and the last are accepted; the ones between skipped.
      session.send(position == 0 || position == queue.count - 1 ? "a" : "s")
    }
    session.waitFor("Review finished")
    session.send("q")
    session.waitFor("Left review")
    session.send("C-s")
    session.waitFor("Saved 2 catalogs")
    session.send("q")
    session.waitFor("[exit 0]")

    for card in [first, last] {
      var expected = try CatalogReader.read(bytes: [UInt8](before[card.catalog].bytes)).catalog
      try expected.applyChange(expected.changeAcceptingItems([card.item], label: "accept"))
      try assertFile(card.catalog, is: expected)
    }
    try assertUntouched(except: [first.catalog, last.catalog], since: before)
  }

  func testUndoMovesTheCursorBackToTheCatalogOfTheStep() throws {
    let before = try snapshots()
    let session = try openApp()
    editTwoCatalogs(session)
    jump(session, to: 10)
    session.send("u")
    session.waitFor("Undid")
    XCTAssertTrue(statusBar(session).hasPrefix(" \(shown(7)) [+1]"), statusBar(session))
    XCTAssertTrue(session.screen.contains("── \(shown(7)) › %lld items in Sync"), session.screen)
    session.send("u")
    session.wait(for: "the cursor back in \(shown(2))") { $0.contains("\n " + self.shown(2) + " ") }
    XCTAssertFalse(statusBar(session).contains("[+"), statusBar(session))
    XCTAssertTrue(session.screen.contains("── \(shown(2)) › "), session.screen)
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(try snapshots(), before)
  }

  func testABrokenCatalogIsNamedOnTheFirstScreenAndNeverWritten() throws {
    let broken = app.folder + "/Packages/Broken/Localizable.xcstrings"
    try FileManager.default.createDirectory(atPath: app.folder + "/Packages/Broken", withIntermediateDirectories: true)
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" { }\n  }\n}\n".utf8).write(to: URL(fileURLWithPath: broken))
    let brokenBefore = try FileSnapshot(broken)
    let session = try openApp()
    session.waitFor("Not opened: App/Packages/Broken/Localizable.xcstrings:4:9: ")
    session.send("C")
    session.waitFor("✗ App/Packages/Broken/Localizable.xcstrings:4:9: ")
    session.send("Escape")
    session.wait(for: "the chooser closed") { !$0.contains("✗ App/Packages/Broken") }
    jump(session, to: 7)
    session.commitCell("%lld Neu B ✓")
    session.send("C-s")
    session.waitFor("Saved \(shown(7))")
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(try FileSnapshot(broken), brokenBefore)
  }
}
