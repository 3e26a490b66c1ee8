import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// One-off editor scenarios on a freshly opened catalog, each key handled and the screen
/// rendered as the app does: the first search (its index is built while the pattern is typed),
/// review mode over every language, and the variation editor. These figures used to be timed
/// tests; tests now count work instead (KeystrokeWorkTests, ModeWorkTests).
enum EditorScenarioBenchmark {
  static func run(path: String) {
    guard let document = try? CatalogDocument.open(path: path).document else {
      print("editor scenarios: open failed")
      return
    }
    var state = EditorState(document: document, options: EditorOptions(displayPath: path))
    state.resize(width: EditorBenchmark.width, height: EditorBenchmark.height)
    _ = state.render(width: EditorBenchmark.width, height: EditorBenchmark.height)
    report("first search, typed (index built as it is typed)", keys(&state, "/needle<Enter>"))
    report("open review of every language (queue built once)", keys(&state, "<M-r>"))
    // The first change copies the catalog (copy-on-write with the document's saved state).
    _ = keys(&state, "a")
    report("review keys (accept, skip, reject, back, edit)", keys(&state, "asxbaeX<Enter>s"))
    report("undo in review", keys(&state, "u"))
    _ = keys(&state, "q")
    report("variation editor keys (vary, edit a form, delete one)", keys(&state, "ppj<Enter><C-u>Text<Enter>jxCyq"))
  }

  /// Handles and renders each key of `script`; returns each key's time in seconds.
  private static func keys(_ state: inout EditorState, _ script: String) -> [Double] {
    parseKeyScript(script).map { key in
      let began = DispatchTime.now().uptimeNanoseconds
      _ = state.update(.key(key))
      _ = state.render(width: EditorBenchmark.width, height: EditorBenchmark.height)
      return EditorBenchmark.seconds(since: began)
    }
  }

  private static func report(_ label: String, _ times: [Double]) {
    let sorted = times.sorted()
    let slowest = EditorBenchmark.microseconds(sorted.last ?? 0)
    if sorted.count == 1 {
      print("  \(label): \(slowest) µs")
    } else {
      print("  \(label): \(sorted.count) keys, median \(EditorBenchmark.microseconds(EditorBenchmark.percentile(sorted, 0.5))) µs, slowest \(slowest) µs")
    }
  }
}
