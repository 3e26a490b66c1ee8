import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// The counted work of one key: handling it and rendering the screen after it.
struct Work: Equatable, CustomStringConvertible {
  var entriesVisited = 0
  var rowsDrawn = 0
  var entriesChecked = 0
  var searchBytes = 0

  static func + (lhs: Work, rhs: Work) -> Work {
    Work(
      entriesVisited: lhs.entriesVisited + rhs.entriesVisited, rowsDrawn: lhs.rowsDrawn + rhs.rowsDrawn,
      entriesChecked: lhs.entriesChecked + rhs.entriesChecked, searchBytes: lhs.searchBytes + rhs.searchBytes)
  }

  static func - (lhs: Work, rhs: Work) -> Work {
    Work(
      entriesVisited: lhs.entriesVisited - rhs.entriesVisited, rowsDrawn: lhs.rowsDrawn - rhs.rowsDrawn,
      entriesChecked: lhs.entriesChecked - rhs.entriesChecked, searchBytes: lhs.searchBytes - rhs.searchBytes)
  }

  var description: String {
    "visited \(entriesVisited), drawn \(rowsDrawn), checked \(entriesChecked), search bytes \(searchBytes)"
  }
}

extension EditorState {
  /// Everything counted so far.
  var workDone: Work {
    Work(
      entriesVisited: work.entriesVisited, rowsDrawn: work.rowsDrawn,
      entriesChecked: caches.reduce(0) { $0 + $1.checks.entriesChecked },
      searchBytes: caches.reduce(0) { $0 + $1.searchIndex.bytesIndexed })
  }
}

/// Runs keys on an editor, rendering after each as the app does, and keeps each key's work.
struct WorkTrace {
  var state: EditorState
  let width: Int
  let height: Int
  /// The keys of the last `run`, each with its work.
  /// `typing`: the inline editor is open after the key (its context then takes grid rows).
  private(set) var steps: [(key: String, work: Work, typing: Bool)] = []

  /// Opens `catalog`, draws the first screen and runs `setUp`, then `script` (whose steps are kept).
  init(catalog: Catalog, setUp: String, script: String, width: Int, height: Int) {
    state = EditorState(document: CatalogDocument(catalog: catalog), options: EditorOptions())
    self.width = width
    self.height = height
    state.resize(width: width, height: height)
    _ = state.render(width: width, height: height)
    run(setUp)
    run(script)
  }

  mutating func run(_ script: String) {
    steps = []
    for key in parseKeyScript(script) {
      let before = state.workDone
      _ = state.handle(key)
      _ = state.render(width: width, height: height)
      var typing = false
      if case .textEditor? = state.layer { typing = true }
      steps.append(("\(key)", state.workDone - before, typing))
    }
  }

  var summary: String { steps.map { "\($0.key): \($0.work)" }.joined(separator: "\n") }
}

/// Both traces ran the same keys: each key did the same counted work in both.
func assertSameWork(_ first: WorkTrace, _ second: WorkTrace, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertEqual(first.steps.map(\.key), second.steps.map(\.key), file: file, line: line)
  let differing = zip(first.steps, second.steps).enumerated().filter { $0.element.0.work != $0.element.1.work }
  guard !differing.isEmpty else { return }
  let report = differing.map { "key \($0.offset) \($0.element.0.key): \($0.element.0.work) vs \($0.element.1.work)" }
  XCTFail("work differs:\n" + report.joined(separator: "\n"), file: file, line: line)
}
