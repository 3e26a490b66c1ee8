import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Open-to-first-screen and per-keystroke times of the editor, driven without a terminal the way
/// the app drives it: each key is handled and the screen rendered (issue: the editor).
enum EditorBenchmark {
  static let width = 160
  static let height = 48

  static func run(path: String, keys keyCount: Int) {
    guard var state = firstScreen(path: path) else { return }

    var timings: [String: [Double]] = [:]
    for (label, key) in script(count: 10_000, lastKey: keyCount - 1) {
      let began = DispatchTime.now().uptimeNanoseconds
      _ = state.update(.key(key))
      _ = state.render(width: width, height: height)
      timings[label, default: []].append(seconds(since: began))
    }
    let all = timings.values.flatMap { $0 }.sorted()
    print("editor: \(all.count) keys: median \(microseconds(percentile(all, 0.5))) µs, p99 \(microseconds(percentile(all, 0.99))) µs, max \(microseconds(all.last ?? 0)) µs")
    for label in timings.keys.sorted() {
      let values = (timings[label] ?? []).sorted()
      print("  \(label): \(values.count) keys, median \(microseconds(percentile(values, 0.5))) µs, p99 \(microseconds(percentile(values, 0.99))) µs, max \(microseconds(values.last ?? 0)) µs")
    }
  }

  /// Opens the catalog and draws the first screen, and prints how long that took.
  @discardableResult
  static func firstScreen(path: String) -> EditorState? {
    var phases: [Double] = []
    guard let (state, seconds) = timedFirstScreen(path: path, phases: &phases) else {
      print("editor: open failed")
      return nil
    }
    guard phases.count == 3 else {
      print("editor: open to first screen \(milliseconds(seconds)) ms on the first entries (goal < 200 ms)")
      return state
    }
    print("editor: open to first screen \(milliseconds(seconds)) ms (goal < 200 ms): read \(milliseconds(phases[0])) ms, editor state (stats, caches, search index, columns) \(milliseconds(phases[1])) ms, first render \(milliseconds(phases[2])) ms")
    return state
  }

  /// As the app opens: a large catalog shows its first entries while the whole file is read,
  /// then takes the whole catalog (the returned state has it).
  static func timedFirstScreen(path: String) -> (EditorState, Double)? {
    var phases: [Double] = []
    return timedFirstScreen(path: path, phases: &phases)
  }

  /// `phases`: the seconds of reading, of making the editor's state, and of the first render,
  /// when the catalog is read whole before its first screen (else empty).
  static func timedFirstScreen(path: String, phases: inout [Double]) -> (EditorState, Double)? {
    let start = DispatchTime.now().uptimeNanoseconds
    if let early = BackgroundOpen.firstEntries(path: path) {
      var state = firstEntriesScreen(early.head, path: path)
      let firstScreen = seconds(since: start)
      early.whole.start()
      guard case .success(let whole) = early.whole.wait() else { return nil }
      _ = state.update(.wholeCatalogRead(whole.document))
      return (state, firstScreen)
    }
    guard let document = try? CatalogDocument.open(path: path).document else { return nil }
    let read = DispatchTime.now().uptimeNanoseconds
    var state = EditorState(document: document, options: EditorOptions(displayPath: path))
    state.resize(width: width, height: height)
    let made = DispatchTime.now().uptimeNanoseconds
    _ = state.render(width: width, height: height)
    let end = DispatchTime.now().uptimeNanoseconds
    phases = [read - start, made - read, end - made].map { Double($0) / 1e9 }
    return (state, Double(end - start) / 1e9)
  }

  /// The editor on a large catalog's first entries, its first screen drawn, as the app opens it.
  private static func firstEntriesScreen(_ head: CatalogDocument, path: String) -> EditorState {
    var state = EditorState(document: head, options: EditorOptions(displayPath: path))
    state.showFirstEntriesWhileReading()
    state.resize(width: width, height: height)
    _ = state.render(width: width, height: height)
    return state
  }

  /// What a translator meets while a large catalog is read behind its first screen: moving
  /// around the first entries (each key handled and the screen drawn) until the whole catalog is
  /// in, then the whole catalog taken. Prints the keys' times and when the catalog was whole.
  static func whileReadingRest(path: String) {
    let start = DispatchTime.now().uptimeNanoseconds
    guard let early = BackgroundOpen.firstEntries(path: path) else {
      return print("editor: \(path) is read whole before the first screen (small, or not shown early)")
    }
    var state = firstEntriesScreen(early.head, path: path)
    let firstScreen = seconds(since: start)
    let keys = parseKeyScript("jjjjjjjjjjkkkkkkkkkkll<Tab><S-Tab>hh<C-d><C-u>")
    func typeKey(_ number: Int) -> Double {
      let key = keys[number % keys.count]
      let began = DispatchTime.now().uptimeNanoseconds
      if state.answersWhileReadingRest(key) { _ = state.update(.key(key)) }
      _ = state.render(width: width, height: height)
      return seconds(since: began)
    }
    // The same keys on the same first entries with nothing read behind them: the baseline.
    let quiet = (0..<keys.count * 2).map(typeKey).sorted()
    let reading = DispatchTime.now().uptimeNanoseconds
    early.whole.start()
    var timings: [Double] = []
    while early.whole.take() == nil {
      timings.append(typeKey(timings.count))
      // A person types a key every few tens of milliseconds at most.
      usleep(5_000)
    }
    let read = seconds(since: reading)
    guard case .success(let whole) = early.whole.wait() else { return print("editor: the whole read failed") }
    _ = state.update(.wholeCatalogRead(whole.document))
    _ = state.render(width: width, height: height)
    let adopted = seconds(since: reading)
    timings.sort()
    print(
      "editor: first screen \(milliseconds(firstScreen)) ms on the first \(BackgroundOpen.headEntries) entries; the whole catalog read \(milliseconds(read)) ms after its read started behind it, shown at \(milliseconds(adopted)) ms"
    )
    if !timings.isEmpty {
      print("  \(timings.count) keys while reading: median \(microseconds(percentile(timings, 0.5))) µs, p99 \(microseconds(percentile(timings, 0.99))) µs (goal: median < 1 ms); the same keys with nothing read behind them: median \(microseconds(percentile(quiet, 0.5))) µs, p99 \(microseconds(percentile(quiet, 0.99))) µs")
    }
  }

  /// Open to first screen in a new process (`--first-screen-seconds`), as a translator starts
  /// the editor: this process's heap already holds generated catalogs.
  static func firstScreenInFreshProcess(path: String) -> Double? {
    ChildProcess.benchOutput(arguments: ["--first-screen-seconds", path])
      .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// A session a translator might type: moving around, jumping to work and to check errors,
  /// searching, filtering, editing and undoing, adding and deleting a key, repeated to `count`
  /// keys. `lastKey` is the number of the catalog's last generated key (`BenchmarkCatalog`).
  static func script(count: Int, lastKey: Int) -> [(String, Key)] {
    var keys: [(String, Key)] = []
    func add(_ label: String, _ script: String) {
      for key in parseKeyScript(script) { keys.append((label, key)) }
    }
    var round = 0
    while keys.count < count {
      add("navigate", "jjjjkkll<Tab><Tab><S-Tab>h<C-d><C-u><PgDn><PgUp>")
      add("next needing work", "]]][")
      add("next check error", "!!!")
      add("type in search prompt", "/item\(round % 97)")
      add("search (Enter, whole catalog)", "<Enter>")
      add("search next", "nN")
      if round % 10 == 0 { add("search, match near the end", "/item\(lastKey).title<Enter>") }
      // One filter per round, each by its letter, "all" after "check errors": staying there
      // would leave an empty grid whenever an undo puts the cursor on the source.
      let filters: [(letter: String, name: String)] = [
        ("w", "needs work"), ("m", "missing"), ("r", "needs review"), ("s", "stale"), ("d", "don't translate"),
        ("c", "check errors"), ("a", "all"),
      ]
      let filter = filters[round % filters.count]
      add("open filter menu", "f")
      add("filter \(filter.name) (whole catalog)", filter.letter)
      add("open filter menu", "f")
      add("apply the same filter again (whole catalog)", "<Enter>")
      add("type in cell editor", "e<C-u>Wert \(round)")
      add("commit edit", "<Enter>")
      add("undo", "u")
      add("redo", "<C-r>")
      add("undo", "u")
      add("add key: typing", "aBench key \(round)")
      add("add key: Enter", "<Enter>")
      add("delete key (D, y)", "Dy")
      add("navigate", "G")
      add("navigate", "g")
      round += 1
    }
    return Array(keys.prefix(count))
  }

  static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
  }

  static func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func microseconds(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1e6) }
}
