import Foundation
import StringCatalog
import Translation
import XCTest

final class CommandProviderTests: XCTestCase {
  private func batch() throws -> TranslationBatch {
    let catalog = try TranslationFixtures.catalog()
    return try XCTUnwrap(
      TranslationBatching.batches(
        for: [TranslationCell(key: "Delete %@?", language: "fr")], in: catalog, guide: TranslationGuide(), size: 15
      ).first)
  }

  func testTheBatchDocumentGoesInAndTheReplyDocumentComesOut() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glossa-command-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let seen = folder.appendingPathComponent("seen.json").path
    let script = folder.appendingPathComponent("translate.sh").path
    try Data(
      """
      #!/bin/sh
      cat > "$1"
      printf '%s' '{"translations":[{"id":"1","value":"Supprimer %@ ?"}]}'
      """.utf8
    ).write(to: URL(fileURLWithPath: script))
    chmod(script, 0o755)
    let batch = try batch()
    let reply = try await CommandProvider(command: "'\(script)' '\(seen)'").translate(batch)
    XCTAssertEqual(reply.values, ["1": .single("Supprimer %@ ?")])
    XCTAssertEqual(try String(contentsOfFile: seen, encoding: .utf8), batch.document)
  }

  func testANonZeroExitFailsTheBatchWithItsFirstErrorLine() async throws {
    let batch = try batch()
    do throws(TranslationProviderError) {
      _ = try await CommandProvider(command: "echo 'quota exceeded' >&2; exit 3").translate(batch)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, .batchFailed("the command exited with status 3: quota exceeded"))
    }
  }

  func testOutputThatIsNotAReplyIsABadReply() async throws {
    let batch = try batch()
    do throws(TranslationProviderError) {
      _ = try await CommandProvider(command: "echo hello").translate(batch)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(
        error,
        .badReply(
          "the reply is not JSON (at byte 1: expected a value (string, number, object, array, true, false or null), found 'h')"
        ))
    }
  }

  func testAMarkdownFenceAroundTheReplyIsAccepted() throws {
    let reply = try TranslationReply.parse("```json\n{\"translations\":[{\"id\":1,\"value\":\"x\"}]}\n```\n")
    XCTAssertEqual(reply.values, ["1": .single("x")])
  }
}
