import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// `--workspace`: the editor over an app's many catalogs (issue: the app as one workspace) and
/// the cost of the recovery journal (issue: never lose work, round 2). Generates (a) 60 catalogs
/// shaped like a real app's, 4 KB to 1.5 MB, about 5 MB in all, and (b) 50 catalogs of 3 MB, all
/// in 18 languages, and prints open to first screen (fresh process), keystroke times over 10,000
/// keys, the save of one changed catalog, and `stats DIR` / `lint DIR` whole-process times.
enum WorkspaceBenchmark {
  static let languages = 18

  static func shapes(quick: Bool) -> [(name: String, sizes: [Int], goal: String)] {
    let appShape = appShapedSizes(count: 60, smallest: 4 << 10, largest: 3 << 19, total: 5 << 20)
    return [
      ("(a) 60 catalogs, app-shaped", quick ? Array(appShape.prefix(20)) : appShape, "< 100 ms"),
      ("(b) 50 catalogs of 3 MB", Array(repeating: 3 << 20, count: quick ? 5 : 50), "< 700 ms"),
    ]
  }

  static var bytesPerKey: Double { Double(BenchmarkCatalog.generate(keys: 200, languages: languages).count) / 200 }

  /// `--workspace-generate DIR`: writes the two workspaces under DIR/app and DIR/large, for
  /// profiling by hand.
  static func generateOnly(folder: String) {
    for shape in shapes(quick: false) {
      let root = folder + "/" + (shape.name.hasPrefix("(a)") ? "app" : "large")
      print(root, megabytes(generate(sizes: shape.sizes, bytesPerKey: bytesPerKey, in: root)), "MB")
    }
  }

  static func run(folder: String, quick: Bool) {
    let perKey = bytesPerKey
    for shape in shapes(quick: quick) {
      let root = folder + "/" + (shape.name.hasPrefix("(a)") ? "app" : "large")
      let bytes = generate(sizes: shape.sizes, bytesPerKey: perKey, in: root)
      print("== workspace \(shape.name): \(shape.sizes.count) catalogs, \(megabytes(bytes)) MB, \(languages) languages")
      firstScreen(root: root, goal: shape.goal)
      keystrokes(root: root)
      save(root: root)
      for command in ["stats", "lint"] {
        if let measured = ChildProcess.measure(arguments: [glossaExecutable(), command, root]) {
          print("  glossa \(command) DIR: \(milliseconds(measured.seconds)) ms, peak \(megabytes(measured.peakBytes)) MB")
        }
      }
    }
  }

  /// Sizes from `smallest` to `largest`, most of them small as in real apps (a power curve),
  /// scaled so they add up to about `total`.
  static func appShapedSizes(count: Int, smallest: Int, largest: Int, total: Int) -> [Int] {
    // Find the curve's exponent that gives the total (the sum falls as the exponent grows).
    var exponent = 1.0
    func sizes(_ power: Double) -> [Int] {
      (0..<count).map { index in
        let fraction = pow(Double(index) / Double(max(1, count - 1)), power)
        return smallest + Int(Double(largest - smallest) * fraction)
      }
    }
    while sizes(exponent).reduce(0, +) > total && exponent < 200 { exponent *= 1.1 }
    return sizes(exponent)
  }

  /// Writes one catalog per size under nested feature folders; returns the bytes written.
  static func generate(sizes: [Int], bytesPerKey: Double, in root: String) -> Int {
    var written = 0
    for (index, size) in sizes.enumerated() {
      let folder = root + "/Feature\(index % 7)/Module\(index)"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let keys = max(1, Int(Double(size) / bytesPerKey))
      let bytes = BenchmarkCatalog.generate(keys: keys, languages: languages)
      _ = FormatBenchmark.write(bytes, to: folder + "/Localizable.xcstrings")
      written += bytes.count
    }
    return written
  }

  /// Opens the folder as `glossa DIR` does (discovery, parallel reading, the first render).
  static func openWorkspace(root: String) -> EditorState? {
    guard let found = try? CatalogDiscovery.discover([root]) else { return nil }
    let loaded = WorkspaceLoader.load(found)
    var state = EditorState(workspace: Workspace(members: loaded.members), options: EditorOptions())
    state.resize(width: EditorBenchmark.width, height: EditorBenchmark.height)
    _ = state.render(width: EditorBenchmark.width, height: EditorBenchmark.height)
    return state
  }

  /// Child mode `--workspace-first-screen DIR`: prints the seconds to the first screen.
  static func timedFirstScreen(root: String) {
    let start = DispatchTime.now().uptimeNanoseconds
    guard let state = openWorkspace(root: root) else { return }
    let seconds = EditorBenchmark.seconds(since: start)
    // Freeing the catalogs is not part of opening them (the editor keeps them until it quits).
    withExtendedLifetime(state) { print(seconds) }
  }

  private static func firstScreen(root: String, goal: String) {
    let runs = (0..<3).compactMap { _ in
      ChildProcess.benchOutput(arguments: ["--workspace-first-screen", root]).flatMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }.sorted()
    guard !runs.isEmpty else { return print("  open to first screen: failed") }
    let shown = runs.map { milliseconds($0) }.joined(separator: ", ")
    print("  open to first screen (fresh process): median \(milliseconds(runs[runs.count / 2])) ms (\(shown)) (goal \(goal))")
  }

  /// 10,000 keys of the editor benchmark's session, without and with the journal written after
  /// every key as the app does (append, then fdatasync when due).
  private static func keystrokes(root: String) {
    guard let opened = openWorkspace(root: root) else { return }
    var results: [(label: String, median: Double, p99: Double)] = []
    for journalled in [false, true] {
      var state = opened
      let folder = root + "/.journal-\(journalled)"
      let journal = journalled ? RecoveryJournal.start(environment: ["XDG_STATE_HOME": folder, "TMPDIR": folder]).journal : nil
      var timings: [Double] = []
      var byLabel: [String: [Double]] = [:]
      var steps = 0
      let lastKey = state.workspace.members.map { $0.document.catalog.strings.count }.max() ?? 1
      for (label, key) in EditorBenchmark.script(count: 10_000, lastKey: lastKey - 1) {
        let began = DispatchTime.now().uptimeNanoseconds
        let effects = state.update(.key(key))
        _ = state.render(width: EditorBenchmark.width, height: EditorBenchmark.height)
        let taken = effects.flatMap { effect -> [JournalStep] in
          if case .journal(let steps) = effect { return steps } else { return [] }
        }
        if let journal {
          for step in taken where !step.changes.isEmpty {
            journal.append(step, catalogPath: state.workspace[step.catalog].path ?? "")
          }
          journal.syncIfDue()
        }
        steps += taken.count
        let elapsed = EditorBenchmark.seconds(since: began)
        timings.append(elapsed)
        byLabel[label, default: []].append(elapsed)
      }
      timings.sort()
      let median = EditorBenchmark.percentile(timings, 0.5)
      let p99 = EditorBenchmark.percentile(timings, 0.99)
      results.append((journalled ? "with the journal" : "without the journal", median, p99))
      let us = EditorBenchmark.microseconds
      var line = "  keystrokes \(journalled ? "with" : "without") the journal: \(timings.count) keys, median \(us(median)) µs, p99 \(us(p99)) µs (goal < 1 ms / < 5 ms)"
      if let journal {
        let perEdit = steps == 0 ? 0 : journal.bytesWritten / steps
        line += "; \(steps) history steps, \(perEdit) bytes per step, \(journal.syncCount) fdatasyncs"
        journal.remove()
      }
      print(line)
      if !journalled {
        // The kinds of key behind the slowest keys.
        let slowest = byLabel.map { (label: $0.key, p99: EditorBenchmark.percentile($0.value.sorted(), 0.99)) }
          .sorted { $0.p99 > $1.p99 }.prefix(3)
        print("    slowest kinds (p99): " + slowest.map { "\($0.label) \(us($0.p99)) µs" }.joined(separator: ", "))
      }
      try? FileManager.default.removeItem(atPath: folder)
    }
    if results.count == 2, results[0].median > 0 {
      let ratio = results[1].median / results[0].median
      print("  journal cost: median \(String(format: "%.2f", ratio))× without (goal: under 1.05×)")
    }
  }

  /// One cell changed in one catalog, then the app's save: only modified catalogs are written.
  private static func save(root: String) {
    guard var state = openWorkspace(root: root) else { return }
    for key in parseKeyScript("]<Enter><C-u>Bench<Enter>") { _ = state.update(.key(key)) }
    let modified = state.workspace.modifiedMembers
    let start = DispatchTime.now().uptimeNanoseconds
    var written = 0
    for member in modified {
      var document = state.workspace[member]
      if (try? document.save()) != nil { written += 1 }
    }
    let seconds = EditorBenchmark.seconds(since: start)
    print("  save with one changed catalog: \(written) of \(state.workspace.count) files written, \(milliseconds(seconds)) ms")
  }
}
