import Foundation
import StringCatalog

/// `format` and `stats` as whole processes against Python's `json` load + dump of the same file
/// (issue: catalog core round 2), on the Xcode-form file and on a foreign-form one, plus peak
/// memory as a multiple of the file size and the editor's open to first screen.
enum FormatBenchmark {
  static func run(folder: String, keys: Int, languages: Int) {
    let xcode = BenchmarkCatalog.generate(keys: keys, languages: languages)
    guard let foreign = foreignForm(of: xcode) else {
      print("format benchmark: could not make its foreign form")
      return
    }
    // Every layout issue 23 names: the reader must split and be fast in each.
    let layouts: [(label: String, bytes: [UInt8])] = [
      ("Xcode form", xcode), ("4-space insertion order", JSONRelayout.python.apply(to: xcode)),
      ("tabs", JSONRelayout.tabs.apply(to: xcode)), ("minified", JSONRelayout.minified.apply(to: xcode)),
      ("CRLF", JSONRelayout.crlf.apply(to: xcode)), ("foreign form", foreign),
    ]
    let xcodePath = folder + "/format-xcode.xcstrings"
    var paths: [String] = []
    for (slot, layout) in layouts.enumerated() {
      let path = slot == 0 ? xcodePath : folder + "/format-layout\(slot).xcstrings"
      guard write(layout.bytes, to: path) else {
        print("format benchmark: could not write its catalogs")
        return
      }
      paths.append(path)
    }
    sync()
    print("== format: \(keys) keys × \(languages) languages: Xcode form \(megabytes(xcode.count)) MB; " + layouts.dropFirst().map { "\($0.label) \(megabytes($0.bytes.count)) MB" }.joined(separator: ", "))
    print("(foreign form: keys reversed, \": \" separators, final newline; 4-space insertion order is Python's json.dump(indent=4) of the file, members in the file's order)")
    let python = pythonPath()
    if python == nil { print("python3 not found: no ratios against Python's json") }
    print("(each glossa figure is the median of \(runs) runs; every file is flushed to disk before a run, so no run pays for writing back the benchmark's own files; load now \(loadAverage()))")
    for (layout, path) in zip(layouts, paths) {
      measureFormat(layout.label, path: path, bytes: layout.bytes, xcode: xcode, folder: folder, python: python)
    }
    let statsRuns = (0..<runs).compactMap { _ in flushed(ChildProcess.measure(arguments: [glossaExecutable(), "stats", xcodePath])) }
    if let stats = median(statsRuns) {
      print("stats: \(milliseconds(stats.seconds)) ms, peak \(multiple(stats.peakBytes, xcode.count)) the file (target ≤ 1.1×)")
    }
    lintFigure(path: xcodePath, runs: runs)
    let opens = (0..<runs).compactMap { _ in EditorBenchmark.firstScreenInFreshProcess(path: xcodePath) }
    if !opens.isEmpty {
      let open = opens.sorted()[opens.count / 2]
      print("editor: open to first screen \(milliseconds(open)) ms in a fresh process (goal < 200 ms; runs: \(opens.map(milliseconds).joined(separator: ", ")) ms)")
    }
    EditorBenchmark.whileReadingRest(path: xcodePath)
  }

  /// `format --check` and `format` of one layout as processes, Python's load + dump of the same
  /// file, and the parse alone on one thread (in memory, not split).
  private static func measureFormat(
    _ label: String, path: String, bytes: [UInt8], xcode: [UInt8], folder: String, python: String?
  ) {
    let copy = folder + "/format-copy.xcstrings"
    let checks = (0..<runs).compactMap { _ in
      flushed(ChildProcess.measure(arguments: [glossaExecutable(), "format", "--check", path]))
    }
    let formats = (0..<runs).compactMap { _ -> ChildProcess.Measurement? in
      guard copyFile(path, to: copy) else { return nil }
      return flushed(ChildProcess.measure(arguments: [glossaExecutable(), "format", copy]))
    }
    guard let check = median(checks), let format = median(formats) else { return }
    let larger = max(bytes.count, xcode.count)
    print("\(label): format --check \(milliseconds(check.seconds)) ms; format \(milliseconds(format.seconds)) ms, peak \(multiple(format.peakBytes, larger)) max(input, output) (target ≤ 1.3×)")
    print("  runs: --check \(checks.map { milliseconds($0.seconds) }.joined(separator: ", ")) ms; format \(formats.map { milliseconds($0.seconds) }.joined(separator: ", ")) ms")
    if let formatted = try? FileBytes.read(path: copy) { print("  formatted to Xcode's bytes: \(formatted == xcode)") }
    let parse = CoreBenchmark.parseSeconds(bytes).best
    print("  parse on one thread (in memory, best of 3): \(milliseconds(parse.wall)) ms, \(rate(Double(bytes.count), parse.wall)) MB/s; by the thread's CPU time \(rate(Double(bytes.count), parse.cpu)) MB/s")
    guard let python else { return }
    let output = folder + "/format-python.json"
    let script = "import json,sys\nwith open(sys.argv[1],encoding='utf-8') as f: d=json.load(f)\nwith open(sys.argv[2],'w',encoding='utf-8') as f: json.dump(d,f,indent=2,sort_keys=True,ensure_ascii=False)"
    if let run = flushed(ChildProcess.measure(arguments: [python, "-c", script, path, output])) {
      print("  python json.load + json.dump: \(milliseconds(run.seconds)) ms, peak \(multiple(run.peakBytes, larger)) → format is \(String(format: "%.1f", run.seconds / format.seconds))× faster (target ≥ 15×), --check \(String(format: "%.1f", run.seconds / check.seconds))×")
    }
  }

  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  static let runs = 3

  /// `glossa lint --format text` of `path` as a process, median of `runs` (also `--lint PATH`).
  static func lintFigure(path: String, runs: Int) {
    let lints = (0..<runs).compactMap { _ in
      flushed(ChildProcess.measure(arguments: [glossaExecutable(), "lint", "--format", "text", path]))
    }
    if let lint = median(lints) {
      print("lint (whole process, Xcode form): \(milliseconds(lint.seconds)) ms (target < 1000 ms; runs: \(lints.map { milliseconds($0.seconds) }.joined(separator: ", ")) ms)")
    }
  }

  /// The measurement, after the page cache has written back what the measured command wrote:
  /// otherwise the next command would run beside the kernel writing back a 170 MB file.
  static func flushed(_ measurement: ChildProcess.Measurement?) -> ChildProcess.Measurement? {
    sync()
    return measurement
  }

  static func median(_ measurements: [ChildProcess.Measurement]) -> ChildProcess.Measurement? {
    measurements.isEmpty ? nil : measurements.sorted { $0.seconds < $1.seconds }[measurements.count / 2]
  }

  /// The same catalog as another tool might write it: entries in reverse order, `": "` between
  /// names and values, and a final newline.
  static func foreignForm(of bytes: [UInt8]) -> [UInt8]? {
    guard var catalog = try? CatalogReader.read(bytes: bytes).catalog else { return nil }
    catalog.strings = KeyedList(catalog.strings.pairs.reversed().map { ($0.0, $0.1) })
    let written = CatalogWriter.bytes(catalog, capacityHint: bytes.count)
    var foreign: [UInt8] = []
    foreign.reserveCapacity(written.count + 1)
    var index = 0
    var inString = false
    while index < written.count {
      let byte = written[index]
      if inString {
        if byte == 0x5C, index + 1 < written.count {
          foreign.append(byte)
          foreign.append(written[index + 1])
          index += 2
          continue
        }
        if byte == 0x22 { inString = false }
      } else if byte == 0x22 {
        inString = true
      } else if byte == 0x20, index + 2 < written.count, written[index + 1] == 0x3A, written[index + 2] == 0x20 {
        index += 1  // `" : "` → `": "`
        continue
      }
      foreign.append(byte)
      index += 1
    }
    foreign.append(0x0A)
    return foreign
  }

  static func multiple(_ bytes: Int, _ size: Int) -> String {
    String(format: "%.2f×", Double(bytes) / Double(size))
  }

  static func write(_ bytes: [UInt8], to path: String) -> Bool {
    (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil
  }

  static func copyFile(_ from: String, to: String) -> Bool {
    try? FileManager.default.removeItem(atPath: to)
    let copied = (try? FileManager.default.copyItem(atPath: from, toPath: to)) != nil
    sync()
    return copied
  }

  static func pythonPath() -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return folders.map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
