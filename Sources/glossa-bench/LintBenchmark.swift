import Foundation
import StringCatalog

/// Lint figures for one generated catalog (issue: checks and `glossa lint`): the checks alone
/// on a catalog in memory, the whole file lint in memory (read, checks, locations), and the
/// `glossa lint` process (target: under 2 s for 20,000 keys × 30 languages).
enum LintBenchmark {
  static func run(path: String, bytes: [UInt8]) {
    guard let catalog = try? CatalogReader.read(bytes: bytes).catalog else {
      print("lint: read failed")
      return
    }
    let checker = CatalogChecker(catalog: catalog)
    var findings: [Finding] = []
    let checkTime = bestOf(3) { findings = checker.run(catalog) }
    print("checks (in memory, one thread): \(milliseconds(checkTime)) ms, \(findings.count) findings")
    var located = 0
    let lintTime = bestOf(3) { located = CatalogLinter.lint(bytes: bytes, path: path).findings.count }
    print("lint of the file (in memory: read, checks, locations): \(milliseconds(lintTime)) ms, \(located) findings")
    if let child = ChildProcess.measure(arguments: [glossaExecutable(), "lint", path]) {
      print("glossa lint (whole process, text output to /dev/null): \(milliseconds(child.seconds)) ms, peak \(megabytes(child.peakBytes)) MB")
    }
  }
}
