import Editor
import Foundation
import StringCatalog
import XCTest

/// Helpers for the variation editor and review mode tests: exact screen lines, exact bytes, and
/// saving a small catalog through a real file.
extension XCTestCase {
  /// Opens `json` (which must already be in Xcode's exact form) as a document with a file, so a
  /// test can save and read back the bytes. The file goes away after the test.
  func harnessSaving(_ json: String, width: Int = 100, height: Int = 30, file: StaticString = #filePath, line: UInt = #line) throws
    -> (harness: EditorHarness, path: String)
  {
    XCTAssertEqual(
      String(decoding: CatalogWriter.bytes(try Fixtures.catalog(json)), as: UTF8.self), json,
      "the fixture is not in Xcode's form", file: file, line: line)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-modes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Small.xcstrings").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    let document = try CatalogDocument.open(path: path).document
    return (EditorHarness(document: document, options: EditorOptions(displayPath: "Small.xcstrings"), width: width, height: height), path)
  }
}

extension XCTestCase {
  /// A temporary folder holding `files`, removed after the test.
  func sourceTree(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-code-\(UUID().uuidString)").path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    for (path, text) in files {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }
}

extension EditorHarness {
  /// Saves as the app does and returns the file's text.
  mutating func saveAndRead(_ path: String) throws -> String {
    XCTAssertEqual(type("<C-s>"), [.save])
    performSave()
    return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  /// Saves a change that has new check errors on purpose: the save asks once (`SaveErrorGuard`),
  /// `s` saves anyway.
  mutating func saveAnywayAndRead(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    XCTAssertEqual(type("<C-s>"), [], file: file, line: line)
    XCTAssertTrue(messageLine.contains("in strings you changed — s save anyway"), messageLine, file: file, line: line)
    XCTAssertEqual(type("s"), [.save], file: file, line: line)
    performSave()
    return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }
}

/// Compares screen rows `rows` with `expected`, reporting every differing row and the screen.
func XCTAssertScreen(
  _ harness: EditorHarness, rows: Range<Int>, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
  let lines = harness.lines
  let actual = Array(lines[rows.clamped(to: 0..<lines.count)])
  guard actual != expected else { return }
  let differences = zip(rows, zip(actual, expected)).filter { $0.1.0 != $0.1.1 }
    .map { "row \($0.0):\n  got      \($0.1.0.debugDescription)\n  expected \($0.1.1.debugDescription)" }
  XCTFail(
    "screen differs (\(actual.count) vs \(expected.count) rows)\n" + differences.joined(separator: "\n") + "\nscreen:\n"
      + lines.joined(separator: "\n"), file: file, line: line)
}

/// Text equality that shows the first differing line of two JSON texts.
func XCTAssertSameText(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
  XCTAssertSameBytes(Array(actual.utf8), Array(expected.utf8), file: file, line: line)
  if actual != expected { XCTFail("got:\n\(actual)", file: file, line: line) }
}
