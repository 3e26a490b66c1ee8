import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Every reader of a catalog (stats and import's `read(path:)`, format's and the editor's
/// whole-file read, lint) decodes a file the same single way, so odd bytes get the same error
/// with the same position everywhere.
final class SingleReadPathTests: XCTestCase {
  private let json = #"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"#
  private let message = "the file starts with two byte-order marks (U+FEFF); remove the second one"

  private func errors(for bytes: [UInt8]) throws -> [String] {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("Odd.xcstrings").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    var found: [String] = []
    func record(_ body: () throws -> Void) {
      do {
        try body()
        found.append("no error")
      } catch {
        found.append("\(error)".replacingOccurrences(of: path, with: "PATH"))
      }
    }
    record { _ = try CatalogReader.read(path: path) }
    record { _ = try CatalogReader.read(bytes: bytes, path: path) }
    record { _ = try CatalogReader.readKeepingBytes(path: path) }
    record { _ = try CatalogFormatter.format(path: path, write: false) }
    record { _ = try CatalogDocument.open(path: path) }
    let lint = CatalogLinter.lint(path: path).findings.map { "\($0.line ?? 0):\($0.column ?? 0): \($0.message)" }
    found.append(lint.joined(separator: "; "))
    return found
  }

  func testTwoUTF8ByteOrderMarksGiveOneErrorEverywhere() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let expected = "PATH:1:1: \(message)"
    XCTAssertEqual(try errors(for: bom + bom + Array(json.utf8)), Array(repeating: expected, count: 5) + ["1:1: \(message)"])
  }

  func testAUTF16MarkFollowedByASecondMarkGivesTheSameError() throws {
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in ("\u{FEFF}" + json).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let expected = "PATH:1:1: \(message)"
    XCTAssertEqual(try errors(for: utf16), Array(repeating: expected, count: 5) + ["1:1: \(message)"])
  }

  func testOneMarkIsReadTheSameEverywhere() throws {
    let found = try errors(for: [0xEF, 0xBB, 0xBF] + Array(json.utf8))
    XCTAssertEqual(Array(found.prefix(5)), Array(repeating: "no error", count: 5))
  }
}
