import Foundation
import XCTest

/// `glossa-bench --help` explains the modes and returns at once instead of benchmarking.
final class BenchHelpCLITests: XCTestCase {
  func testHelpPrintsTheModesAndRunsNothing() throws {
    // glossa-bench is built beside glossa; the launcher swaps the executable's name.
    let bench = ["/bin/sh", "-c", #"exec "${0%/glossa}/glossa-bench" "$@""#]
    for flag in ["--help", "-h"] {
      let run = try GlossaExecutable.start([flag], launcher: bench).finish(timeout: 20)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertEqual(run.stderr, "")
      XCTAssertTrue(run.stdout.hasPrefix("usage: glossa-bench [--quick] [--keep] [MODE]\n"), run.stdout)
      for mode in ["--format", "--mcp", "--memory", "--translate", "--chain", "--sources", "--generate PATH"] {
        XCTAssertTrue(run.stdout.contains("  " + mode + " "), mode)
      }
      XCTAssertFalse(run.stdout.contains("== "), "a benchmark ran:\n\(run.stdout)")
    }
  }
}
