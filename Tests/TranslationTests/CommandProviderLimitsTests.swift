import FakeHTTPServer
import Foundation
import StringCatalog
import Translation
import XCTest

/// A command that hangs, floods, or leaves processes behind: the batch ends within its limit,
/// every process of the command's group is gone, and so is its `glossa-command-*` folder.
final class CommandProviderLimitsTests: XCTestCase {
  private var scratch: URL!
  /// Where the provider puts its batch folders: empty again after every batch.
  private var temporary: URL { scratch.appendingPathComponent("tmp") }
  /// The commands write their own pid and their background child's here.
  private var pidFile: String { scratch.appendingPathComponent("pids").path }

  override func setUpWithError() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-limits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: scratch)
  }

  private func batch() throws -> TranslationBatch {
    try TranslationFixtures.batch("Delete %@?", language: "fr")
  }

  private func provider(_ command: String, timeLimit: Double = 120, maximumReplyBytes: Int = 8 << 20)
    -> CommandProvider
  {
    CommandProvider(
      command: command, timeLimit: timeLimit, maximumReplyBytes: maximumReplyBytes, temporaryDirectory: temporary)
  }

  /// Starts a background `sleep` (its own process, in the command's group), records both pids.
  private var startsASleeper: String { "sleep 300 & echo $! > '\(pidFile)'; echo $$ >> '\(pidFile)'" }

  private func failure(_ provider: CommandProvider) async throws -> TranslationProviderError? {
    await TranslationFixtures.failure(of: provider, try batch())
  }

  func testABatchOverTheTimeLimitIsKilledWithItsWholeGroup() async throws {
    let error = try await failure(provider("\(startsASleeper); cat > /dev/null; sleep 300", timeLimit: 1))
    XCTAssertEqual(error, .batchFailed("the command timed out after 1 s (its processes were ended)"))
    try assertProcessesGone()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
  }

  func testProcessesACommandLeavesBehindEndWithItsBatch() async throws {
    let reply = try await provider(#"\#(startsASleeper); printf '%s' '{"translations":[{"id":"1","value":"Oui %@"}]}'"#)
      .translate(try batch())
    XCTAssertEqual(reply.values, ["1": .single("Oui %@")])
    try assertProcessesGone()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
  }

  func testCancellingTheRunKillsTheCommand() async throws {
    let provider = provider("\(startsASleeper); sleep 300")
    let batch = try batch()
    let pidFile = self.pidFile
    let task = Task { () -> TranslationProviderError? in
      do throws(TranslationProviderError) {
        _ = try await provider.translate(batch)
        return nil
      } catch {
        return error
      }
    }
    try waitUntil("the command started") { (try? String(contentsOfFile: pidFile, encoding: .utf8))?.count ?? 0 > 3 }
    task.cancel()
    let error = await task.value
    XCTAssertEqual(error, .batchFailed("cancelled"))
    try assertProcessesGone()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
  }

  func testAReplyOverTheSizeCapIsRefused() async throws {
    let error = try await failure(provider("head -c 5000 /dev/zero", maximumReplyBytes: 4096))
    XCTAssertEqual(error, .batchFailed("the command's output is larger than 4096 bytes"))
  }

  // MARK: - Processes

  private func assertProcessesGone(file: StaticString = #filePath, line: UInt = #line) throws {
    let text = try String(contentsOfFile: pidFile, encoding: .utf8)
    let pids = text.split(separator: "\n").compactMap { Int32($0) }
    XCTAssertEqual(pids.count, 2, text, file: file, line: line)
    for pid in pids {
      // SIGKILL is delivered at once, but the kernel takes a moment to tear a process down.
      try waitUntil("process \(pid) ended", file: file, line: line) { !ProcessState.isAlive(pid) }
    }
  }

  /// Polls `condition`; a failure if it has not held after 10 s (a give-up, not a measurement).
  private func waitUntil(
    _ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
  ) throws {
    for _ in 0..<1000 {
      if condition() { return }
      usleep(10_000)
    }
    XCTFail("\(what): never happened", file: file, line: line)
  }
}
