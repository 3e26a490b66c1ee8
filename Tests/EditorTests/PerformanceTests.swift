import Editor
import StringCatalog
import TerminalScreen
import XCTest

/// 20,000 keys × 30 languages: keystrokes must not cost O(catalog); search and filters < 50 ms.
/// Debug builds are several times slower than release, so the limits here are scaled; run
/// `swift test -c release --filter EditorPerformanceTests` for the real numbers.
final class EditorPerformanceTests: XCTestCase {
  #if DEBUG
    private let scale = 10.0
  #else
    private let scale = 1.0
  #endif

  private static let catalog = LargeCatalog.make()

  private func milliseconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let duration = clock.measure(body)
    return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  private func report(_ name: String, _ value: Double, limit: Double) {
    print("perf \(name): \(String(format: "%.2f", value)) ms (limit \(limit * scale) ms)")
    XCTAssertLessThan(value, limit * scale, name)
  }

  func testSearchAndFiltersStayUnderFiftyMilliseconds() {
    var state = EditorState(document: CatalogDocument(catalog: Self.catalog), options: EditorOptions())
    state.resize(width: 120, height: 40)
    // The index fills while the pattern is typed: no key may take long, Enter included.
    var slowestKey = 0.0
    for key in parseKeyScript("/needle<Enter>") {
      slowestKey = max(slowestKey, milliseconds { _ = state.handle(key) })
    }
    report("slowest key of the first search", slowestKey, limit: 50)
    for key in parseKeyScript("/screen 96 was<Enter>") { _ = state.handle(key) }
    report("search, no match", milliseconds { _ = state.handle(.character("n")) }, limit: 50)
    report("search, match near the end", milliseconds {
      for key in parseKeyScript("/message 19999<Enter>") { _ = state.handle(key) }
    }, limit: 50)
    for (letter, name) in [("w", "needs work"), ("m", "missing"), ("r", "needs review"), ("s", "stale"), ("d", "don't translate"), ("a", "all")] {
      _ = state.handle(.character("f"))
      report("filter \(name)", milliseconds { _ = state.handle(.character(Character(letter))) }, limit: 50)
    }
  }

  func testKeystrokesEditsAndRendersDoNotScaleWithTheCatalog() {
    var state = EditorState(document: CatalogDocument(catalog: Self.catalog), options: EditorOptions())
    state.resize(width: 160, height: 50)
    _ = state.handle(.character("f"))
    _ = state.handle(.character("w"))
    let moves = parseKeyScript("jjjjjkkk<Tab><Tab><PgDn>l<S-Tab>")
    report("12 moves + renders", milliseconds {
      for key in moves {
        _ = state.handle(key)
        _ = state.render(width: 160, height: 50)
      }
    }, limit: 12)
    // The first change copies the catalog the test still shares with other tests (copy-on-write);
    // the second is what every later keystroke costs.
    for key in parseKeyScript("<Enter><C-u>Erster Text<Enter>j") { _ = state.handle(key) }
    report("edit commit", milliseconds {
      for key in parseKeyScript("<Enter><C-u>Neuer Text<Enter>") { _ = state.handle(key) }
    }, limit: 2)
    report("undo + redo", milliseconds {
      _ = state.handle(.character("u"))
      _ = state.handle(.control("r"))
    }, limit: 5)
    report("add key + delete key", milliseconds {
      for key in parseKeyScript("aMessage 10000a<Enter>Dy") { _ = state.handle(key) }
    }, limit: 10)
    report("next needing work", milliseconds { _ = state.handle(.character("]")) }, limit: 50)
    XCTAssertTrue(state.document.isModified)
  }
}
