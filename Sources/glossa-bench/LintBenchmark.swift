import Foundation
import StringCatalog

/// Lint figures for one generated catalog (issue: checks and `glossa lint`): the `glossa lint`
/// process (target: under 2 s for 20,000 keys × 30 languages), the whole file lint in memory
/// (read, checks, locations), and the checks alone on a catalog in memory.
enum LintBenchmark {
  static func run(path: String, bytes: [UInt8]) {
    // The process first, while this one holds no lint data: the child's memory then comes from
    // pages the system has just had back rather than fresh ones, as for a user running it alone.
    if let child = ChildProcess.measure(arguments: [glossaExecutable(), "lint", "--format", "text", path]) {
      print("glossa lint (whole process, text output to /dev/null): \(milliseconds(child.seconds)) ms")
    }
    var located = 0
    let lintTime = bestOf(3) { located = CatalogLinter.lint(bytes: bytes, path: path).findings.count }
    print("lint of the file (in memory: read, checks, locations): \(milliseconds(lintTime)) ms, \(located) findings")
    guard let catalog = try? CatalogReader.read(bytes: bytes).catalog else {
      print("lint: read failed")
      return
    }
    let checker = CatalogChecker(catalog: catalog)
    var count = 0
    let checkTime = bestOf(3) { count = checker.run(catalog).count }
    print("checks (in memory, one thread): \(milliseconds(checkTime)) ms, \(count) findings")
  }
}
