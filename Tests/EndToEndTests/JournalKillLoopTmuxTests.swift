import Foundation
import StringCatalog
import XCTest

/// 50 editors killed with `kill -9` at random moments between keys (a fixed seed): after each,
/// the next open restores and saves, and the file holds every edit whose Enter the screen had
/// answered — byte for byte what the same edits through the model give — and nothing else but,
/// possibly, the edit whose Enter was sent just before the kill.
final class JournalKillLoopTmuxTests: TmuxTestCase {
  /// Plain-string rows of the sample (1-based, as the status bar counts them).
  private static let rows: [(row: Int, key: String)] = [
    (3, "Cancel"), (4, "Delete Hike"), (5, "Done"), (7, "Elevation gain"), (9, "Hike saved 🎉"), (10, "New Hike"),
    (11, "Offline maps"), (12, "Save"), (13, "Settings"), (14, "Share Route…"), (19, "Weather at the trailhead: %@"),
    (20, "Welcome back, %@!"),
  ]
  private static let languages = ["de", "fr"]

  private struct Edit {
    var key: String
    var language: String
    var value: String
  }

  /// One thing sent to the terminal; `commits` is the edit a commit's Enter ends.
  private struct Action {
    var keys: [String] = []
    var text: String?
    var commits: Edit?
    var leavesCellEditorOpen = false
  }

  func testFiftyKillsAtRandomMomentsNeverLoseACommittedEditNorCorruptTheCatalog() throws {
    let binary = try GlossaBinary.path()
    let original = try CatalogReader.read(path: GlossaBinary.samplePath).catalog
    var generator = SeededGenerator(seed: 19)
    var restoredRuns = 0
    var answeredEdits = 0
    var killedWhileTyping = 0
    for run in 1...50 {
      let runFolder = folder + "/run\(run)"
      try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
      let path = runFolder + "/Sample.xcstrings"
      try FileManager.default.copyItem(atPath: GlossaBinary.samplePath, toPath: path)
      let editor = JournalledEditor(binary: binary, catalog: path, stateHome: runFolder)

      let actions = Self.actions(run: run, using: &generator)
      let killAfter = Int.random(in: 0...actions.count, using: &generator)
      let awaitLast = Bool.random(using: &generator)
      if killAfter > 0, actions[killAfter - 1].leavesCellEditorOpen { killedWhileTyping += 1 }
      let session = try editor.open()
      session.waitFor("│ en (source)")
      let pid = try XCTUnwrap(editor.runningPID())
      var answered: [Edit] = []
      var unanswered: Edit?
      for (index, action) in actions.prefix(killAfter).enumerated() {
        if !action.keys.isEmpty { session.send(action.keys) }
        if let text = action.text { session.type(text) }
        guard let edit = action.commits else { continue }
        if index == killAfter - 1 && !awaitLast {
          unanswered = edit
        } else {
          session.wait(for: "run \(run): \(edit.key) (\(edit.language)) committed") {
            // The cell editor closed with the value in the grid (its marker column may flag a check).
            $0.contains(edit.value) && !$0.contains("── Editing ")
          }
          answered.append(edit)
        }
      }
      editor.killHard(session, pid: pid)
      let offered = try editor.reopenRestoreSaveQuit(expectOffer: answered.isEmpty ? nil : true)
      if offered { restoredRuns += 1 }
      answeredEdits += answered.count

      let saved = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
      let reread: Catalog
      do {
        reread = try CatalogReader.read(bytes: saved).catalog
      } catch {
        XCTFail("run \(run): the catalog does not parse: \(error)")
        continue
      }
      var expected = original
      for edit in answered + (unanswered.map { [$0] } ?? []) {
        let isIn = reread.strings[edit.key]?.localization(edit.language)?.stringUnit?.value == edit.value
        if answered.contains(where: { $0.key == edit.key && $0.language == edit.language }) {
          XCTAssertTrue(isIn, "run \(run): the committed edit of \(edit.key) (\(edit.language)) is lost")
        }
        if isIn { try expected.applyChange(expected.changeSettingValue(edit.value, key: edit.key, language: edit.language)) }
      }
      XCTAssertEqual(
        String(decoding: saved, as: UTF8.self), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self),
        "run \(run): kill after \(killAfter) of \(actions.count) actions")
      try? FileManager.default.removeItem(atPath: runFolder)
    }
    // The seed gives runs of every kind: killed before any edit, mid-edit, and after several.
    XCTAssertGreaterThan(restoredRuns, 25)
    XCTAssertGreaterThanOrEqual(answeredEdits, 40)
    XCTAssertGreaterThanOrEqual(killedWhileTyping, 10)
    print("journal kill loop: \(restoredRuns) runs restored, \(answeredEdits) committed edits, \(killedWhileTyping) kills in a cell editor")
  }

  /// One to five edits of distinct plain cells: move, open the cell editor, type the value in two
  /// parts (a kill can fall between them), Enter.
  private static func actions(run: Int, using generator: inout SeededGenerator) -> [Action] {
    var cells: [(row: Int, key: String, language: String)] = []
    for row in rows { for language in languages { cells.append((row.row, row.key, language)) } }
    cells.shuffle(using: &generator)
    var actions: [Action] = []
    var row = 1
    var language = "de"
    for (number, cell) in cells.prefix(Int.random(in: 1...5, using: &generator)).enumerated() {
      var move = Array(repeating: cell.row > row ? "j" : "k", count: abs(cell.row - row))
      if cell.language != language { move.append(cell.language == "fr" ? "Tab" : "BTab") }
      (row, language) = (cell.row, cell.language)
      if !move.isEmpty { actions.append(Action(keys: move)) }
      actions.append(Action(keys: ["Enter", "C-u"], leavesCellEditorOpen: true))
      let value = "Wert \(run).\(number + 1) ä"
      let cut = value.index(value.startIndex, offsetBy: Int.random(in: 1..<value.count, using: &generator))
      actions.append(Action(text: String(value[..<cut]), leavesCellEditorOpen: true))
      actions.append(Action(text: String(value[cut...]), leavesCellEditorOpen: true))
      actions.append(Action(keys: ["Enter"], commits: Edit(key: cell.key, language: cell.language, value: value)))
    }
    return actions
  }
}
