import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// The translation memory on the generated catalog, whose source texts come from a twelve-word
/// vocabulary: thousands of them are alike, the hard case for a memory (many true matches).
/// Build time of the index, lookups by themselves, and the editor's Enter on a cell with its
/// suggestions drawn.
enum MemoryBenchmark {
  static func run(path: String) {
    guard let catalog = try? CatalogReader.read(path: path).catalog else {
      print("memory: read failed")
      return
    }
    var began = DispatchTime.now().uptimeNanoseconds
    let memory = TranslationMemory(sources: [TranslationMemory.Source(name: "bench", catalog: catalog)])
    print("memory: index of \(memory.count) entries built in \(milliseconds(EditorBenchmark.seconds(since: began))) ms")

    var random = BenchmarkCatalog.Random(state: 7)
    let languages = Array(BenchmarkCatalog.languageCodes.prefix(30).dropFirst())
    var times: [Double] = []
    var work = SimilarTextIndex.Work()
    var found = 0
    for _ in 0..<1_000 {
      let index = random.next(catalog.strings.count)
      let key = catalog.strings.keys[index]
      guard let text = catalog.strings.values[index].memorySourceText(key: key, sourceLanguage: "en") else { continue }
      let language = languages[random.next(languages.count)]
      began = DispatchTime.now().uptimeNanoseconds
      let suggestions = MemorySuggestion.ranked(memory.suggestions(for: text, language: language, work: &work))
      times.append(EditorBenchmark.seconds(since: began))
      found += suggestions.count
    }
    times.sort()
    print(
      "memory lookup: \(times.count) lookups, p50 \(milliseconds(EditorBenchmark.percentile(times, 0.5))) ms, "
        + "p99 \(milliseconds(EditorBenchmark.percentile(times, 0.99))) ms, max \(milliseconds(times.last ?? 0)) ms "
        + "(target < 30 ms); \(work.candidatesScored / max(1, times.count)) texts scored and "
        + "\(work.postingsRead / max(1, times.count)) postings read per lookup, \(found) suggestions")
    editorEnter(path: path)
  }

  /// Enter on a cell and Esc, rendered each time: the first builds the catalog's own index.
  private static func editorEnter(path: String) {
    guard let document = try? CatalogDocument.open(path: path).document else { return }
    var state = EditorState(document: document, options: EditorOptions(displayPath: path))
    let (width, height) = (EditorBenchmark.width, EditorBenchmark.height)
    state.resize(width: width, height: height)
    _ = state.render(width: width, height: height)
    var times: [Double] = []
    for script in Array(repeating: "<Esc>j<Enter>", count: 200) {
      for key in parseKeyScript(script) {
        let began = DispatchTime.now().uptimeNanoseconds
        _ = state.update(.key(key))
        _ = state.render(width: width, height: height)
        if key == .enter { times.append(EditorBenchmark.seconds(since: began)) }
      }
    }
    times.sort()
    print(
      "editor Enter with suggestions drawn: \(times.count) cells, p50 \(milliseconds(EditorBenchmark.percentile(times, 0.5))) ms, "
        + "p99 \(milliseconds(EditorBenchmark.percentile(times, 0.99))) ms, slowest \(milliseconds(times.last ?? 0)) ms "
        + "(the first lookup builds the catalog's own index)")
  }
}
