import Foundation
import StringCatalog
import XCTest

/// The recovery journal over a workspace: edits in two catalogs, `kill -9`; opening one of the
/// two catalogs alone restores its edits only and leaves the other's in the journal; opening the
/// app folder then restores the rest. Each file ends byte for byte as the model says.
final class WorkspaceJournalTmuxTests: WorkspaceTmuxTestCase {
  func testEditsOfTwoCatalogsAreRestoredPerCatalogAfterKillNine() throws {
    let before = try snapshots()
    let workspace = JournalledEditor(command: appCommand, binary: binary, stateHome: folder)

    let session = try openApp()
    editTwoCatalogs(session)
    let pid = try XCTUnwrap(workspace.runningPID())
    workspace.killHard(session, pid: pid)
    let journal = try XCTUnwrap(workspace.journals().first)
    XCTAssertEqual(JournalContents.read(path: journal)?.records.map(\.catalogPath), [app.path(2), app.path(7)])

    // One catalog of the two, opened alone: only its edit is offered.
    let single = JournalledEditor(command: command("'\(shown(2))'"), binary: binary, stateHome: folder)
    let alone = try single.open(height: 40)
    let offer = alone.offer()
    XCTAssertTrue(offer.contains("1 key changed in \(shown(2))"), offer)
    XCTAssertFalse(offer.contains("Sync"), offer)
    alone.acceptOffer(restoring: "Restored 1 unsaved edit from a stopped editor")
    alone.saveAndQuitCleanly()
    XCTAssertEqual(single.journals(), [journal], "the other catalog's edit is still kept")
    XCTAssertEqual(JournalContents.read(path: journal)?.records.map(\.catalogPath), [app.path(7)])

    // The app folder: the rest comes back.
    let reopened = try workspace.open(height: 40)
    let second = reopened.offer()
    XCTAssertTrue(second.contains("1 key changed in \(shown(7))"), second)
    reopened.acceptOffer(restoring: "Restored 1 unsaved edit from a stopped editor")
    reopened.send(":w!", "Enter")  // the typed value drops a placeholder: a plain save would ask first
    reopened.waitFor("Saved \(shown(7))")
    reopened.send("q")
    reopened.waitFor("[exit 0]")
    XCTAssertEqual(workspace.journals(), [])

    try assertOnlyTheTwoEditedCatalogsChanged(since: before)
  }

  func testADraftInTheEighthCatalogComesBackInItsRow() throws {
    let before = try snapshots()
    var expected = try app.catalog(7)
    try expected.applyChange(expected.changeSettingValue("Halb getippt", key: "%lld items in Sync", language: "de"))
    let workspace = JournalledEditor(command: appCommand, binary: binary, stateHome: folder)
    let session = try openApp()
    jump(session, to: 7)
    session.send("Enter", "C-u")
    session.type("Halb getippt")
    let journal = try XCTUnwrap(workspace.journals().first)
    let deadline = Date().addingTimeInterval(10)
    while JournalContents.read(path: journal)?.draft?.draft.text != "Halb getippt", Date() < deadline { usleep(50_000) }
    XCTAssertEqual(JournalContents.read(path: journal)?.draft?.catalogPath, app.path(7))
    workspace.killHard(session, pid: try XCTUnwrap(workspace.runningPID()))

    let reopened = try workspace.open(height: 40)
    XCTAssertTrue(reopened.offer().contains("an unfinished edit of \"%lld items in Sync\" (de)"))
    // The restore's message, not the spelling notice for ja that the start shows too.
    reopened.acceptOffer(restoring: "Restored an unfinished edit of \"%lld items in Sync\" (de): Enter commits it")
    XCTAssertTrue(reopened.screen.contains("Esc cancels · Editing de of \"%lld items in Sync\""), reopened.screen)
    XCTAssertTrue(statusBar(reopened).hasPrefix(" \(shown(7)) "), statusBar(reopened))
    XCTAssertTrue(reopened.screen.contains("│✎  Halb getippt"), reopened.screen)
    reopened.send("Enter")
    reopened.waitFor("[+1]")
    reopened.send(":w!", "Enter")  // the typed value drops a placeholder: a plain save would ask first
    reopened.waitFor("Saved \(shown(7))")
    reopened.send("q")
    reopened.waitFor("[exit 0]")
    try assertFile(7, is: expected)
    try assertUntouched(except: [7], since: before)
  }
}
