import FakeHTTPServer
import Foundation
import XCTest

/// `glossa translate` against commands that hang and servers that are not there: it ends, says
/// so once, and leaves no process or temporary folder behind.
final class TranslateLimitsCLITests: XCTestCase {
  private func catalog(in folder: CLIFolder) throws -> String {
    try folder.write("L.xcstrings", Array(TranslateCLITests.catalog.utf8))
  }

  func testTimeoutEndsAHangingCommandAndTheSummaryMarksNothing() throws {
    let folder = try CLIFolder()
    let path = try catalog(in: folder)
    let run = try GlossaExecutable.run([
      "translate", "--provider", "command", "--command", "cat > /dev/null; sleep 300", "--timeout", "1",
      "--languages", "de", "--keys", "Done", path,
    ])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.hasSuffix(
        "glossa: \(path): de of \"Done\": the command timed out after 1 s (its processes were ended)\n"), run.stderr)
    XCTAssertEqual(run.stdout, "\(path): 0 of 1 cell translated (de 0)\n", "no cell was marked")
    XCTAssertEqual(try folder.text("L.xcstrings"), TranslateCLITests.catalog)
  }

  /// A server that drips its answer: the first try spends the whole --timeout, so no second
  /// try starts (five tries took five times the limit, plus the waits between them).
  func testTimeoutBoundsAServerRequestWithItsRetries() throws {
    let server = try FakeHTTPServer { _ in
      var response = FakeHTTPServer.Response(body: String(repeating: " ", count: 100))
      response.dripInterval = 0.25
      return response
    }
    defer { server.stop() }
    let folder = try CLIFolder()
    let path = try catalog(in: folder)
    let run = try GlossaExecutable.start(
      [
        "translate", "--base-url", server.baseURL + "/v1", "--timeout", "1", "--languages", "de", "--keys", "Done",
        path,
      ], environment: ["OPENAI_API_KEY": "", "GLOSSA_API_KEY": ""]
    ).finish()
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.hasSuffix(
        "glossa: \(path): de of \"Done\": timed out after 1 s (gave up after 1 try: the next would start after the --timeout of 1 s)\n"
      ), run.stderr)
    XCTAssertEqual(server.requests.count, 1)
    XCTAssertEqual(try folder.text("L.xcstrings"), TranslateCLITests.catalog)
  }

  func testBadTimeoutIsBadInput() throws {
    let folder = try CLIFolder()
    let path = try catalog(in: folder)
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--timeout", "0", path])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: --timeout must be a number of seconds above 0\n")
  }

  /// SIGTERM while a batch's command runs: glossa dies of the signal, the command's whole
  /// group with it, and its `glossa-command-*` folder is removed.
  func testASignalEndsTheCommandsProcessesAndRemovesItsFolder() throws {
    let folder = try CLIFolder()
    let path = try catalog(in: folder)
    let temporary = folder.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let pids = folder.path("pids")
    let running = try GlossaExecutable.start(
      [
        "translate", "--provider", "command", "--command",
        "sleep 300 & echo $! > '\(pids).part'; echo $$ >> '\(pids).part'; mv '\(pids).part' '\(pids)'; sleep 300",
        "--languages", "de", "--keys", "Done", path,
      ], environment: ["TMPDIR": temporary.path])
    try waitUntil("the command started") { FileManager.default.fileExists(atPath: pids) }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path).count, 1)
    kill(running.process.processIdentifier, SIGTERM)
    let run = try running.finish()
    XCTAssertEqual(run.signal, SIGTERM, run.stderr)
    let children = try String(contentsOfFile: pids, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
    XCTAssertEqual(children.count, 2)
    for pid in children {
      try waitUntil("process \(pid) ended") { !ProcessState.isAlive(pid) }
    }
    XCTAssertEqual(FileManager.default.subpaths(atPath: temporary.path) ?? ["?"], [], "batch folder removed")
    XCTAssertEqual(try folder.text("L.xcstrings"), TranslateCLITests.catalog)
  }

  /// Nothing listens at the address: the first batch's tries, then one message and exit 2 —
  /// not one failure line per cell, not a summary that "marks" nothing. `--timeout 2` keeps the
  /// tries to two (the first is refused at once, the second 1 s later, and a third would start
  /// after 2 s more), so the test waits 1 s instead of the 15 s of five tries' waits.
  func testAnUnreachableServerStopsAfterTheFirstBatchWithOneMessage() throws {
    let port = try Self.closedPort()
    let folder = try CLIFolder()
    let path = try catalog(in: folder)
    let run = try GlossaExecutable.start(
      ["translate", "--base-url", "http://127.0.0.1:\(port)/v1", "--batch-size", "1", "--timeout", "2", path],
      environment: ["OPENAI_API_KEY": "", "GLOSSA_API_KEY": ""]
    ).finish()
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(
      run.stderr,
      "glossa: \(path): cannot reach http://127.0.0.1:\(port): the connection was refused (gave up after 2 tries: the next would start after the --timeout of 2 s)\n"
    )
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try folder.text("L.xcstrings"), TranslateCLITests.catalog)
  }

  /// A port on 127.0.0.1 that nothing listens on (a fake server's, stopped).
  static func closedPort() throws -> UInt16 {
    let server = try FakeHTTPServer { _ in FakeHTTPServer.Response(body: "") }
    let port = server.port
    server.stop()
    return port
  }

  private func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
    for _ in 0..<1000 {
      if try condition() { return }
      usleep(10_000)
    }
    XCTFail("\(what): never happened")
  }
}
