import CatalogWorkspace
import Foundation
import StringCatalog
import XCTest

@testable import EditorApp

/// The whole app loop without tmux: `EditorLaunch` opens the catalogs as `glossa edit` does,
/// `EditorSession.run` reads keys from an in-memory terminal, does its saves, jobs and journal
/// on real files, and the files and screens are checked.
final class EditorSessionTests: XCTestCase {
  func testEditSaveQuitWritesExactlyTheEditAndGivesTheTerminalBack() throws {
    let app = try AppFixture()
    let path = try app.copyOfSample()
    var session = try app.session([path], languages: ["de", "fr"])
    let terminal = MemoryTerminal([
      .waitFor("Sample.xcstrings"), .keys("jj"), .waitFor("3/21"), .keys("e<C-u>Stornieren ✓<Enter>"),
      .waitFor("[+]"), .keys("<C-s>"), .waitFor("Saved"), .keys("q"),
    ])
    let exit = session.run(on: terminal)

    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(exit, EditorExit(status: 0))
    XCTAssertTrue(terminal.isShutDown)
    XCTAssertTrue(terminal.emergencyHookSet)
    var expected = try CatalogReader.read(path: AppFixture.samplePath).catalog
    let change = try XCTUnwrap(expected.changeSettingValue("Stornieren ✓", key: "Cancel", language: "de"))
    for edit in change.edits { expected.apply(edit) }
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
    XCTAssertEqual(app.journals, [], "a quit after a save leaves no journal")
  }

  func testClosedInputKeepsTheJournalAndTheNextStartRestoresItAfterTheQuestion() throws {
    let app = try AppFixture()
    let path = try app.copyOfSample()
    let original = try String(contentsOfFile: path, encoding: .utf8)
    do {
      var first = try app.session([path])
      let terminal = MemoryTerminal([.waitFor("Sample.xcstrings"), .keys("y"), .waitFor("[+]")])
      let exit = first.run(on: terminal)
      XCTAssertEqual(terminal.failures, [])
      XCTAssertEqual(exit.status, 1)
      XCTAssertTrue(exit.message?.hasPrefix("glossa: input closed; unsaved edits kept in ") ?? false, "\(exit)")
    }
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original, "nothing was saved")
    XCTAssertEqual(app.journals.count, 1)

    let console = MemoryConsole(answers: "y")
    var second = try app.session([path], console: console)
    XCTAssertTrue(console.written.contains("Unsaved edits from an editor (process \(getpid()))"), console.written)
    XCTAssertTrue(console.written.contains("Restore them? [y]es · [n]o, keep them for later · [d]iscard them: y\n"), console.written)
    let terminal = MemoryTerminal([
      .waitFor("Restored 1 unsaved edit from a stopped editor"), .waitFor("[+]"), .keys("<C-s>"), .waitFor("Saved"),
      .keys("q"),
    ])
    XCTAssertEqual(second.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertNotEqual(try String(contentsOfFile: path, encoding: .utf8), original, "the restored edit is saved")
    XCTAssertEqual(app.journals, [], "the old journal is let go once its edits are on disk")
  }

  func testAnAppOfManyCatalogsOpensOnItsFirstGroupAndTakesTheRestAsTheyArrive() throws {
    let app = try AppFixture()
    let count = 2 * ArrivingCatalogs.groupSize + 6
    for index in 0..<count { _ = try app.copyOfSample(at: "App/Feature\(index)/Localizable.xcstrings") }
    var session = try app.session([app.folder + "/App"])
    XCTAssertEqual(session.state.workspace.count, ArrivingCatalogs.groupSize, "the first screen waits for one group only")
    let terminal = MemoryTerminal([.waitFor("All \(count) catalogs read"), .keys("q")])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(session.state.workspace.count, count)
  }

  func testAChangeAnotherProgramSavesIsTakenInWhileTheEditorWaitsForKeys() throws {
    let app = try AppFixture()
    let path = try app.copyOfSample()
    var session = try app.session([path], languages: ["de"])
    let terminal = MemoryTerminal([
      .waitFor("Sample.xcstrings"),
      .run {
        // Another program (a teammate's agent, a git checkout) writes the file through the guarded save.
        guard var document = try? CatalogDocument.open(path: path).document,
          let change = document.catalog.changeSettingValue("Von außen geändert", key: "Cancel", language: "de")
        else { return XCTFail("the sample has Cancel") }
        document.perform(change)
        do {
          try document.save(force: true)
        } catch {
          XCTFail("\(error)")
        }
      },
      .waitFor("Von außen geändert"), .keys("q"),
    ])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertFalse(session.state.workspace.isModified, "taken in as the file's content, not as an unsaved edit")
  }

  func testSinceOpensTheConflictViewWithWhatTheRevisionReaderGives() throws {
    let app = try AppFixture()
    let path = try app.copyOfSample()
    var old = try CatalogReader.read(path: path).catalog
    let change = try XCTUnwrap(old.changeSettingValue("Alt", key: "Cancel", language: "de"))
    for edit in change.edits { old.apply(edit) }
    var asked: [String] = []
    var launch = EditorLaunch(paths: [path])
    launch.environment = app.environment
    launch.since = "HEAD~1"
    let opened = try launch.open(
      try launch.find(), console: MemoryConsole(),
      readRevision: { revision, paths in
        asked.append(revision)
        return .success(Dictionary(uniqueKeysWithValues: paths.map { ($0, old) }))
      })
    var session = opened.session
    let terminal = MemoryTerminal([.waitFor("changes since HEAD~1"), .keys("<Esc>q")])
    _ = session.run(on: terminal)
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(asked, ["HEAD~1"], "one call for every catalog of the workspace")
  }

  func testTRunsTheTranslationAsAJobAndItsResultIsOneUndoStep() throws {
    let app = try AppFixture()
    let path = try app.copyOfSample()
    try Data("translate:\n  provider: pseudo\n".utf8).write(to: URL(fileURLWithPath: app.folder + "/.glossa.yml"))
    var session = try app.session([path], languages: ["fr"])
    // Row 11 is "Offline maps", missing in fr.
    let terminal = MemoryTerminal([
      .waitFor("Sample.xcstrings"), .keys(":11<Enter>T"), .waitFor("Translated 1 cell into fr (needs review)"),
      .keys("u"), .waitFor("Undid: translate 1 cell into fr"), .keys("<C-s>"), .waitFor("Saved"), .keys("q"),
    ])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(
      try String(contentsOfFile: path, encoding: .utf8), try String(contentsOfFile: AppFixture.samplePath, encoding: .utf8),
      "undone, then saved: the file is as it was")
  }
}
