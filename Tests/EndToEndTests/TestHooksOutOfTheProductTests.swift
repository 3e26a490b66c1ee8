import FakeHTTPServer
import Foundation
import XCTest

/// Nothing in a user's environment reaches a test seam of the product (issue 35 item 14): the
/// variables the tests once steered glossa with are ordinary names now, and the sources read no
/// GLOSSA_TEST_ variable. The tests hold saves with a preloaded shim (`WriteHold`) and keep retry
/// waits short with the user's own `--timeout`.
final class TestHooksOutOfTheProductTests: XCTestCase {
  /// A save with GLOSSA_TEST_HOLD_WRITE naming a FIFO nobody writes to goes through (it hung).
  func testAHoldWriteVariableDoesNotHoldASave() throws {
    let folder = try CLIFolder()
    let path = try folder.write("Localizable.xcstrings", Array(CLITests.unformatted.utf8))
    let fifo = folder.path("hold")
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    let run = try GlossaExecutable.start(["format", path], environment: ["GLOSSA_TEST_HOLD_WRITE": fifo]).finish(timeout: 30)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try folder.text("Localizable.xcstrings"), CLITests.formatted)
  }

  /// GLOSSA_TEST_RETRY_DELAY=0 made every wait between tries 0 s (five quick tries); the waits
  /// are the product's own now: 1 s, then 2 s, which the --timeout of 2 s cuts after two tries.
  func testARetryDelayVariableDoesNotChangeTheWaits() throws {
    let port = try TranslateLimitsCLITests.closedPort()
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(TranslateCLITests.catalog.utf8))
    let run = try GlossaExecutable.start(
      ["translate", "--base-url", "http://127.0.0.1:\(port)/v1", "--timeout", "2", "--languages", "de", "--keys", "Done", path],
      environment: ["OPENAI_API_KEY": "", "GLOSSA_API_KEY": "", "GLOSSA_TEST_RETRY_DELAY": "0"]
    ).finish()
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(run.stderr.hasSuffix("(gave up after 2 tries: the next would start after the --timeout of 2 s)\n"), run.stderr)
  }

  func testNoSourceReadsATestVariable() throws {
    let sources = CLIPaths.repositoryRoot.appendingPathComponent("Sources")
    let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path))
    var checked = 0
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift") || relative.hasSuffix(".c") || relative.hasSuffix(".h") else { continue }
      checked += 1
      let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      XCTAssertFalse(text.contains("GLOSSA_TEST_"), "\(relative) reads a test variable a user could set")
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
