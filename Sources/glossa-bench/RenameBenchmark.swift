import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Renaming a key in a 20,000-key catalog (issue 22, goal < 50 ms): the model operation (the
/// rename change applied to the catalog), and the editor's undoable rename (Enter at the `K`
/// prompt, with the derived data brought up to date and the screen drawn) and its undo.
enum RenameBenchmark {
  static func run(folder: String) {
    let keyCount = 20_000
    let path = folder + "/rename-bench.xcstrings"
    try? Data(BenchmarkCatalog.generate(keys: keyCount, languages: 10)).write(to: URL(fileURLWithPath: path))
    guard let document = try? CatalogDocument.open(path: path).document else {
      print("rename: the catalog could not be opened")
      return
    }
    let catalog = document.catalog
    // A key from the middle, renamed to sort last: the entry moves across half the catalog.
    let old = catalog.strings.keys[keyCount / 2]
    let new = "zzz renamed key"
    let model = bestOf(5) {
      var copy = catalog
      if case .renamed(let change) = copy.renaming(old, to: new) {
        for edit in change.edits { copy.apply(edit) }
      }
    }
    print("rename in a \(keyCount)-key catalog, model: \(milliseconds(model)) ms (goal < 50 ms)")

    var state = EditorState(document: document, options: EditorOptions(displayPath: path))
    let (width, height) = (EditorBenchmark.width, EditorBenchmark.height)
    state.resize(width: width, height: height)
    var renameTimes: [Double] = []
    var undoTimes: [Double] = []
    var renamed = true
    for _ in 0..<5 {
      type(":\(keyCount / 2 + 1)", into: &state)
      _ = state.update(.key(.enter))
      type("K", into: &state)
      _ = state.update(.key(.control("u")))
      type(new, into: &state)
      renameTimes.append(timed(.enter, in: &state, width: width, height: height))
      renamed = renamed && state.document.catalog.strings[new] != nil && state.document.catalog.strings[old] == nil
      undoTimes.append(timed(.character("u"), in: &state, width: width, height: height))
    }
    print(
      "rename in a \(keyCount)-key catalog, editor (K, undoable, screen drawn): best \(milliseconds(renameTimes.min() ?? 0)) ms, "
        + "undo best \(milliseconds(undoTimes.min() ?? 0)) ms (goal < 50 ms)")
    if !renamed { print("rename: the editor did not rename \"\(old)\" (the times above measure nothing)") }
  }

  private static func type(_ text: String, into state: inout EditorState) {
    for character in text { _ = state.update(.key(.character(character))) }
  }

  private static func timed(_ key: Key, in state: inout EditorState, width: Int, height: Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = state.update(.key(key))
    _ = state.render(width: width, height: height)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
