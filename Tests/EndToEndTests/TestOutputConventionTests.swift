import Foundation
import TestSupport
import XCTest

/// `swift test` says little of its own: every test over the corpus skips with the one reason
/// `TestCorpus` gives (one wording, one absolute path), every zstd test with `ZstdTool`'s, and
/// no test prints.
final class TestOutputConventionTests: XCTestCase {
  private func testSources() throws -> [(path: String, text: String)] {
    let tests = CLIPaths.repositoryRoot.appendingPathComponent("Tests")
    guard let walker = FileManager.default.enumerator(atPath: tests.path) else { return [] }
    var sources: [(String, String)] = []
    while let relative = walker.nextObject() as? String {
      // Fuzz and GitMeasure are programs run by hand, not tests.
      guard relative.hasSuffix(".swift"), !relative.hasPrefix("Fuzz/"), !relative.hasPrefix("GitMeasure/") else { continue }
      sources.append((relative, try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8)))
    }
    XCTAssertGreaterThan(sources.count, 100)
    return sources
  }

  func testEveryCorpusAndZstdSkipHasTheOneReason() throws {
    for (path, text) in try testSources() where !path.hasPrefix("TestSupport/") {
      for line in text.split(separator: "\n") where line.contains("XCTSkip(") {
        XCTAssertFalse(line.lowercased().contains("corpus"), "\(path): skip with its own wording: \(line)")
        XCTAssertFalse(line.lowercased().contains("zstd"), "\(path): skip with its own wording: \(line)")
      }
      XCTAssertFalse(text.contains("shared/corpus\""), "\(path): finds the corpus itself instead of TestCorpus")
    }
    XCTAssertTrue(TestCorpus.skipReason.hasPrefix(TestCorpus.root.path + " not found"))
    XCTAssertFalse(TestCorpus.root.path.contains(".."))
  }

  func testNoTestPrints() throws {
    for (path, text) in try testSources() {
      for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("print(") {
        XCTFail("\(path): \(line)")
      }
    }
  }
}
