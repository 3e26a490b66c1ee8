import Foundation
import StringCatalog

/// `glossa lint --baseline` (issue 22): the `--sources` lint of a 20,000-key catalog (a quarter
/// of its keys without German: 5,000 `missing` findings) with a 5,000-finding baseline against
/// the same lint without one. Goal: within 10 %. The baseline costs a text hash per finding,
/// reading the file and one hash lookup per finding.
enum LintBaselineBenchmark {
  static func run(folder: String, sources: String) {
    let keyCount = 20_000
    let catalogPath = folder + "/baseline-bench.xcstrings"
    try? Data(catalog(keys: keyCount)).write(to: URL(fileURLWithPath: catalogPath))
    let baselinePath = folder + "/baseline-bench.json"
    let hashing = LintOptions(hashesText: true)
    let all = LintRun(paths: [catalogPath], sources: [sources], options: hashing).findings
    let recorded = LintBaseline.entries(of: Array(all.prefix(5_000)), baselineFile: baselinePath)
    try? LintBaseline.write(recorded, to: baselinePath)
    // Alternated, best of five each: a machine shared with other work drifts between runs.
    var plainCount = 0
    var comparison = LintBaseline.Comparison()
    var plain = Double.infinity
    var hashed = Double.infinity
    var matching = Double.infinity
    for _ in 0..<5 {
      plain = min(plain, bestOf(1) { plainCount = LintRun(paths: [catalogPath], sources: [sources]).findings.count })
      var findings: [Finding] = []
      // As `glossa lint --baseline` runs: the file is read while lint runs.
      let loading = LintBaseline.loading(path: baselinePath)
      hashed = min(
        hashed,
        bestOf(1) {
          loading.start()
          findings = LintRun(paths: [catalogPath], sources: [sources], options: hashing).findings
        })
      matching = min(
        matching,
        bestOf(1) {
          guard case .success(let baseline) = loading.wait() else { return }
          comparison = baseline.compare(findings)
        })
    }
    let withBaseline = hashed + matching
    print("lint --sources without a baseline: \(milliseconds(plain)) ms, \(plainCount) findings")
    print(
      "lint --sources with a \(recorded.count)-finding baseline: \(milliseconds(withBaseline)) ms "
        + "(lint hashing texts, the baseline read meanwhile, \(milliseconds(hashed)) ms; then matching \(milliseconds(matching)) ms), "
        + "\(comparison.known) known, \(comparison.newFindings.count) new, \(comparison.fixed.count) fixed")
    if plain > 0 { print("lint with a baseline: \(String(format: "%.2f", withBaseline / plain))× the time without (goal ≤ 1.10×)") }
  }

  /// `SourcesBenchmark`'s keys in English, three in four also in German.
  static func catalog(keys: Int) -> [UInt8] {
    var strings = KeyedList<Entry>()
    for index in 0..<keys {
      var localizations = [("en", Localization(value: "Value \(index)", state: .translated))]
      if index % 4 != 1 { localizations.append(("de", Localization(value: "Wert \(index)", state: .translated))) }
      var entry = Entry(localizations: KeyedList(localizations))
      entry.extractionState = "manual"
      strings[SourcesBenchmark.key(index)] = entry
    }
    return CatalogWriter.bytes(Catalog(sourceLanguage: "en", version: "1.0", strings: strings))
  }
}
