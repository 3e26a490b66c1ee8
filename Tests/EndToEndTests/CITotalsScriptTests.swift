import Foundation
import XCTest

/// `.ci/test-totals` turns `swift test`'s output into the one closing line CI is judged by. It is
/// run here on saved closing lines of both test libraries: any skip, failures counted per test
/// (not per assertion), Swift Testing alone, and a run that died before its totals.
final class CITotalsScriptTests: XCTestCase {
  private let fixtures = CLIPaths.repositoryRoot.appendingPathComponent("Tests/Fixtures/ci-closing-lines")
  private let script = CLIPaths.repositoryRoot.appendingPathComponent(".ci/test-totals")

  private func totals(_ fixture: String) throws -> String {
    let input = fixtures.appendingPathComponent(fixture)
    XCTAssertTrue(FileManager.default.fileExists(atPath: input.path), fixture)
    let result = Shell.run(["bash", "-c", "bash \"$0\" < \"$1\"", script.path, input.path])
    XCTAssertEqual(result.status, 0, result.error)
    XCTAssertEqual(result.error, "")
    return result.output
  }

  func testAllPassed() throws {
    XCTAssertEqual(try totals("xctest-all-passed.txt"), "tests: 1428 passed, 0 failed, 0 skipped\n")
  }

  /// The shape that broke `.ci/run` on every clone without the corpus (issue 35).
  func testSkipsAreCountedAndNotPassed() throws {
    XCTAssertEqual(try totals("xctest-with-skips.txt"), "tests: 1397 passed, 0 failed, 31 skipped\n")
  }

  /// Two failed assertions in one test are one failed test.
  func testFailuresCountTestsNotAssertions() throws {
    XCTAssertEqual(try totals("xctest-failures-and-skips.txt"), "tests: 2 passed, 1 failed, 1 skipped\n")
  }

  /// Without per-test lines the closing line's count stands, but never above the tests run.
  func testAClosingLineAloneWithAFailure() throws {
    XCTAssertEqual(try totals("xctest-closing-line-only-failures.txt"), "tests: 0 passed, 1 failed, 0 skipped\n")
  }

  /// Under CI a test whose setUp throws (tmux missing) is reported by XCTest as skipped and
  /// failed at once: it is one failed test, and its neighbour still passed.
  func testASetUpThatThrewIsOneFailureNotAlsoASkip() throws {
    XCTAssertEqual(try totals("xctest-setup-threw-under-ci.txt"), "tests: 1 passed, 1 failed, 0 skipped\n")
    XCTAssertEqual(try totals("xctest-closing-line-only-setup-threw.txt"), "tests: 0 passed, 1 failed, 0 skipped\n")
  }

  /// Swift Testing's "Test run with 4 tests" includes its skipped test; a failed test with two
  /// issues is one failure.
  func testSwiftTestingOnly() throws {
    XCTAssertEqual(try totals("swift-testing-only.txt"), "tests: 2 passed, 1 failed, 1 skipped\n")
  }

  func testBothLibrariesAddUp() throws {
    XCTAssertEqual(try totals("both-libraries.txt"), "tests: 6 passed, 0 failed, 2 skipped\n")
  }

  func testARunnerThatDiedSaysSo() throws {
    XCTAssertEqual(
      try totals("runner-died.txt"),
      "tests: no closing line from XCTest or Swift Testing (the test run ended before its totals)\n")
  }

  /// `.ci/run` prints its closing line with this script, not with a parser of its own.
  func testTheCIScriptUsesIt() throws {
    let run = try String(contentsOf: CLIPaths.repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    XCTAssertTrue(run.contains("bash .ci/test-totals <\"$log\""), "the closing line comes from .ci/test-totals")
    XCTAssertFalse(run.contains("$((executed - failed - skipped))"))
  }
}
