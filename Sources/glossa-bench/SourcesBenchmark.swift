import Foundation
import StringCatalog

/// `glossa lint --sources` on a generated app (issue 9 item 5): a catalog of 20,000 manual keys
/// (a quarter with a placeholder) and 2,000 Swift files of 50 literals each — keys passed to
/// `Text`, through variables, interpolated, built at run time, and plain strings. Matching must
/// stay linear: twice the files should cost about twice the time.
enum SourcesBenchmark {
  static func run(folder: String) {
    let keyCount = 20_000
    let catalogPath = folder + "/sources-bench.xcstrings"
    try? Data(catalog(keys: keyCount)).write(to: URL(fileURLWithPath: catalogPath))
    var times: [Double] = []
    let fileCounts = [1_000, 2_000]
    for fileCount in fileCounts {
      let sources = folder + "/sources-\(fileCount)"
      writeSources(to: sources, files: fileCount, keys: keyCount)
      var findings = 0
      let time = bestOf(3) { findings = LintRun(paths: [catalogPath], sources: [sources]).findings.count }
      times.append(time)
      print(
        "lint --sources, \(keyCount) manual keys, \(fileCount) Swift files × 50 literals: "
          + "\(milliseconds(time)) ms, \(findings) findings")
    }
    if let first = times.first, let last = times.last, first > 0 {
      print("lint --sources: \(String(format: "%.1f", last / first))× the time for 2× the files")
    }
    CodeContextBenchmark.run(catalogPath: catalogPath, sources: folder + "/sources-2000")
  }

  static func key(_ index: Int) -> String {
    index % 4 == 0 ? "screen\(index % 50).row\(index).count %lld" : "screen\(index % 50).row\(index).title"
  }

  static func catalog(keys: Int) -> [UInt8] {
    var strings = KeyedList<Entry>()
    for index in 0..<keys {
      var entry = Entry(localizations: KeyedList([("en", Localization(value: "Value \(index)", state: .translated))]))
      entry.extractionState = "manual"
      strings[key(index)] = entry
    }
    return CatalogWriter.bytes(Catalog(sourceLanguage: "en", version: "1.0", strings: strings))
  }

  static func writeSources(to folder: String, files: Int, keys: Int) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var random = BenchmarkCatalog.Random(state: 7)
    for file in 0..<files {
      var text = "import SwiftUI\n\nstruct View\(file): View {\n  var body: some View {\n    VStack {\n"
      for line in 0..<50 {
        let index = random.next(keys)
        let name = key(index)
        switch line % 5 {
        case 0: text += "      Text(\"\(name)\")\n"
        case 1: text += "      let title\(line) = \"\(name)\"\n"
        case 2:
          let prefix = name.split(separator: " ").first.map(String.init) ?? name
          text += "      Text(\"\(prefix) \\(count)\")  // a comment with \"a.fake.key\"\n"
        case 3: text += "      Text(NSLocalizedString(\"screen\(index % 50).row\\(row).title\", comment: \"\"))\n"
        default: text += "      Image(systemName: \"star.\(line)\").accessibilityLabel(\" · \")\n"
        }
      }
      text += "    }\n  }\n}\n"
      try? Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/View\(file).swift"))
    }
  }
}
