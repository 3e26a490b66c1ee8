import StringCatalog
import TerminalScreen
import XCTest

@testable import CatalogChecks
@testable import Editor

/// `update` is the one way in: keys and what the app did come as events, effects leave as values,
/// and the journal's steps are the first effect whenever an event changed a catalog.
final class EditorEventTests: XCTestCase {
  private func send(_ script: String, to state: inout EditorState) -> [EditorEffect] {
    parseKeyScript(script).flatMap { state.update(.key($0)) }
  }

  private func journalSteps(_ effects: [EditorEffect]) -> [JournalStep] {
    effects.flatMap { effect -> [JournalStep] in
      if case .journal(let steps) = effect { return steps } else { return [] }
    }
  }

  func testAnEditLeavesAsAJournalEffectAndMovingDoesNot() throws {
    var state = EditorState(
      document: CatalogDocument(catalog: try Fixtures.sample()),
      options: EditorOptions(languages: ["de"], displayPath: "Sample.xcstrings"))
    XCTAssertEqual(send("jj", to: &state), [], "moving changes no catalog: no effect at all")
    let effects = send("e<C-u>Abbruch<Enter>", to: &state)
    let steps = journalSteps(effects)
    XCTAssertEqual(steps.count, 1)
    XCTAssertEqual(steps.first?.changes.map(\.key), ["Cancel"])
    XCTAssertEqual(steps.first?.changes.first?.mine?.localization("de")?.stringUnit?.value, "Abbruch")
    XCTAssertEqual(send("<C-s>", to: &state), [.save])
    let undo = send("u", to: &state)
    guard case .journal(let undone)? = undo.first else { return XCTFail("the undo is journalled first: \(undo)") }
    XCTAssertEqual(undone.first?.changes.first?.mine?.localization("de")?.stringUnit?.value, "Abbrechen")
  }

  func testTheAppsEventsReachTheSameState() throws {
    var state = EditorState(
      document: CatalogDocument(catalog: try Fixtures.sample()), options: EditorOptions(displayPath: "Sample.xcstrings"))
    XCTAssertEqual(state.update(.message("Could not keep the languages")), [])
    XCTAssertTrue(state.render(width: 100, height: 30).screen.text.contains("Could not keep the languages"))
    XCTAssertEqual(state.update(.codeScanStarted), [])
    guard case .scanning = state.codeContext else { return XCTFail("\(state.codeContext)") }
    _ = state.update(.codeScanEnded(.failure(CodeScanError(folder: "Sources", message: "no such folder"))))
    guard case .failed(let reason) = state.codeContext else { return XCTFail("\(state.codeContext)") }
    XCTAssertEqual(reason, "Sources: no such folder")
    // `:wq` asks for a save and quit; the save's outcome, sent back, ends in `.quit`.
    _ = send("y", to: &state)
    XCTAssertEqual(send(":wq<Enter>", to: &state), [.saveAndQuit])
    XCTAssertEqual(state.update(.saved([0: state.workspace[0]], failed: [:])), [.quit])
  }
}
