import Editor
import StringCatalog
import TerminalScreen
import XCTest

/// 20,000 keys × 30 languages in review mode and the variation editor: the queue is built once
/// when review opens; after that no key costs O(catalog). Debug limits are scaled as in
/// `EditorPerformanceTests`.
final class ModePerformanceTests: XCTestCase {
  #if DEBUG
    private let scale = 10.0
  #else
    private let scale = 1.0
  #endif

  private static let catalog = LargeCatalog.make()

  private func milliseconds(_ body: () -> Void) -> Double {
    let duration = ContinuousClock().measure(body)
    return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  private func report(_ name: String, _ value: Double, limit: Double) {
    print("perf \(name): \(String(format: "%.2f", value)) ms (limit \(limit * scale) ms)")
    XCTAssertLessThan(value, limit * scale, name)
  }

  func testReviewAndVariationKeysDoNotScaleWithTheCatalog() {
    var state = EditorState(document: CatalogDocument(catalog: Self.catalog), options: EditorOptions())
    state.resize(width: 160, height: 50)
    report("open review of every language (queue built once)", milliseconds { _ = state.handle(.alt("r")) }, limit: 100)
    // The first change copies the catalog the test shares (copy-on-write); measure the later ones.
    _ = state.handle(.character("a"))
    var slowest = 0.0
    for key in parseKeyScript("asxbaeX<Enter>s") {
      slowest = max(slowest, milliseconds {
        _ = state.handle(key)
        _ = state.render(width: 160, height: 50)
      })
    }
    report("slowest review key + render", slowest, limit: 5)
    report("undo in review", milliseconds { _ = state.handle(.character("u")) }, limit: 5)
    _ = state.handle(.character("q"))
    slowest = 0
    for key in parseKeyScript("ppj<Enter><C-u>Text<Enter>jxCyq") {
      slowest = max(slowest, milliseconds {
        _ = state.handle(key)
        _ = state.render(width: 160, height: 50)
      })
    }
    report("slowest variation editor key + render", slowest, limit: 5)
    XCTAssertTrue(state.document.isModified)
  }
}
