import Foundation
import StringCatalog
import TestSupport
import XCTest

/// Reads UTF-8 text as a catalog.
package func readCatalog(_ text: String) throws -> CatalogReadResult {
  try CatalogReader.read(bytes: Array(text.utf8))
}

/// The text the writer produces for a catalog.
package func written(_ catalog: Catalog) -> String {
  String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
}

/// Asserts read → write gives back exactly `text` (byte for byte).
package func assertRoundTrip(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
  assertFormats(text, to: text, file: file, line: line)
}

/// Asserts read → write of `input` gives exactly `expected`, and that writing is stable.
package func assertFormats(_ input: String, to expected: String, file: StaticString = #filePath, line: UInt = #line) {
  assertFormats(bytes: Array(input.utf8), to: expected, file: file, line: line)
}

package func assertFormats(bytes input: [UInt8], to expected: String, file: StaticString = #filePath, line: UInt = #line) {
  do {
    let first = CatalogWriter.bytes(try CatalogReader.read(bytes: input).catalog)
    assertSameBytes(first, Array(expected.utf8), file: file, line: line)
    let second = CatalogWriter.bytes(try CatalogReader.read(bytes: first).catalog)
    assertSameBytes(second, first, "formatting again changed the bytes", file: file, line: line)
  } catch {
    XCTFail("unexpected error: \(error)", file: file, line: line)
  }
}

/// Byte comparison that reports the first difference with some context.
package func assertSameBytes(
  _ actual: [UInt8], _ expected: [UInt8], _ what: String = "", file: StaticString = #filePath, line: UInt = #line
) {
  guard actual != expected else { return }
  let common = zip(actual, expected).prefix { $0 == $1 }.count
  func excerpt(_ bytes: [UInt8]) -> String {
    let from = max(0, common - 60)
    let to = min(bytes.count, common + 60)
    return String(decoding: bytes[from..<to], as: UTF8.self).debugDescription
  }
  XCTFail(
    "\(what) bytes differ at offset \(common) (actual \(actual.count) bytes, expected \(expected.count)):\n"
      + "actual:   \(excerpt(actual))\nexpected: \(excerpt(expected))",
    file: file, line: line)
}

/// Asserts that reading `bytes` fails at exactly `line`:`column` with a message containing `message`.
@discardableResult
package func assertReadError(
  bytes: [UInt8], line: Int, column: Int, message: String, path: String? = nil,
  file: StaticString = #filePath, testLine: UInt = #line
) -> CatalogReadError? {
  do {
    let result = try CatalogReader.read(bytes: bytes, path: path)
    XCTFail(
      "expected an error at \(line):\(column) containing \"\(message)\", but the file was read (\(result.catalog.strings.count) entries)",
      file: file, line: testLine)
    return nil
  } catch {
    XCTAssertEqual("\(error.line):\(error.column)", "\(line):\(column)", "location of: \(error)", file: file, line: testLine)
    XCTAssertTrue(error.message.contains(message), "message was: \(error.message)", file: file, line: testLine)
    XCTAssertEqual(error.path, path, file: file, line: testLine)
    return error
  }
}

@discardableResult
package func assertReadError(
  _ text: String, line: Int, column: Int, message: String, file: StaticString = #filePath, testLine: UInt = #line
) -> CatalogReadError? {
  assertReadError(bytes: Array(text.utf8), line: line, column: column, message: message, file: file, testLine: testLine)
}

/// A minimal catalog around one entry's JSON (which starts at line 4, column 14 of the result).
package func catalogText(entry: String, key: String = "k") -> String {
  "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"\(key)\" : \(entry)\n  },\n  \"version\" : \"1.0\"\n}"
}

/// Builds a catalog from (key, entry) pairs.
package func makeCatalog(
  sourceLanguage: String = "en", version: String? = "1.0", _ entries: [(String, Entry)]
) -> Catalog {
  Catalog(sourceLanguage: sourceLanguage, version: version, strings: KeyedList(entries))
}

package func unit(_ value: String, _ state: TranslationState = .translated) -> Localization {
  Localization(value: value, state: state)
}

package func localizations(_ pairs: [(String, Localization)]) -> KeyedList<Localization> {
  KeyedList(pairs)
}

/// The repository root (three levels above this file) and the shared folder beside it.
package enum TestPaths {
  package static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CatalogTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .standardizedFileURL

  package static var corpus: URL { TestCorpus.root }

  package static let sampleCatalog: URL = repositoryRoot.appendingPathComponent("Resources/Sample.xcstrings")
}

/// The String Catalogs of `../shared/corpus` and their manifest.
package enum XCStringsCorpus {
  package struct Row {
    package var file: String
    package var xcodeExact: Bool
    package var bytes: Int
    package var keys: Int
    package var languages: Int
    package var features: [String]
  }

  package static var directory: URL { TestPaths.corpus.appendingPathComponent("xcstrings") }

  package static func requireDirectory() throws {
    try TestCorpus.require()
  }

  package static func manifest() throws -> [Row] {
    try requireDirectory()
    let url = TestPaths.corpus.appendingPathComponent("manifest-xcstrings.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count >= 9, let bytes = Int(columns[5]), let keys = Int(columns[6]), let languages = Int(columns[7])
      else { return nil }
      return Row(
        file: columns[0], xcodeExact: columns[4] == "yes", bytes: bytes, keys: keys, languages: languages,
        features: columns[8].split(separator: ",").map(String.init))
    }
  }

  package static func bytes(_ file: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(file)))
  }
}

/// A temporary folder removed at the end of the test.
package final class TemporaryFolder {
  package let url: URL
  package var path: String { url.path }

  package init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  package func file(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  package func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

package func fileText(_ path: String) throws -> String {
  String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

package func permissions(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// Text with a `‸` marking where an error must be reported: returns the bytes without the marker
/// and the marker's 1-based line and column (in Unicode scalars), computed independently of the reader.
/// Each `¤` is replaced by the next of `rawBytes`, so a test can place bytes that are not valid UTF-8.
package func marked(_ text: String, rawBytes: [[UInt8]] = []) -> (bytes: [UInt8], line: Int, column: Int) {
  precondition(text.components(separatedBy: "‸").count == 2, "exactly one ‸ marker")
  let parts = text.components(separatedBy: "‸")
  // Count scalars, not Characters: "\r\n" is one Character but two scalars, and only LF ends a line.
  var line = 1
  var column = 1
  for scalar in parts[0].unicodeScalars {
    if scalar == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
  var bytes: [UInt8] = []
  var raw = rawBytes.makeIterator()
  for scalar in (parts[0] + parts[1]).unicodeScalars {
    if scalar == "¤" {
      bytes += raw.next()!
    } else {
      bytes += Array(String(scalar).utf8)
    }
  }
  return (bytes, line, column)
}

/// Asserts that reading the `‸`-marked text fails exactly at the marker.
@discardableResult
package func assertReadError(
  marked text: String, rawBytes: [[UInt8]] = [], message: String, file: StaticString = #filePath, line: UInt = #line
) -> CatalogReadError? {
  let (bytes, errorLine, errorColumn) = marked(text, rawBytes: rawBytes)
  return assertReadError(bytes: bytes, line: errorLine, column: errorColumn, message: message, file: file, testLine: line)
}
