import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// A large catalog's first screen is read from the start of its file: the head must be exactly
/// the whole catalog's first entries, and a file that cannot be shown that way says so (nil).
final class CatalogHeadTests: XCTestCase {
  private func catalog(keys: Int, comment: String = "c") -> Catalog {
    var strings = KeyedList<Entry>()
    for number in 0..<keys {
      let localizations = KeyedList<Localization>(
        sortedKeys: ["de", "fr"],
        values: [Localization(value: "de \(number)", state: .translated), Localization(value: "fr \(number)", state: .needsReview)])
      strings["key \(number)"] = Entry(comment: comment, localizations: localizations)
    }
    return Catalog(sourceLanguage: "en", strings: strings)
  }

  private func xcodeText(_ catalog: Catalog) -> String {
    String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
  }

  func testTheHeadIsTheWholeCatalogsFirstEntriesInEveryLayout() throws {
    let folder = try TemporaryFolder()
    let whole = catalog(keys: 300)
    let xcode = xcodeText(whole)
    let minified = Self.minify(xcode)
    let layouts = [
      "xcode": xcode,
      "crlf": xcode.replacingOccurrences(of: "\n", with: "\r\n"),
      "tabs": xcode.replacingOccurrences(of: "  ", with: "\t"),
      "bom": "\u{FEFF}" + xcode,
      "minified": minified,
    ]
    for (name, text) in layouts.sorted(by: { $0.key < $1.key }) {
      let path = try folder.file("\(name).xcstrings", text)
      let head = try XCTUnwrap(CatalogReader.readHead(path: path, entries: 40), name)
      XCTAssertEqual(head.catalog.sourceLanguage, "en", name)
      XCTAssertEqual(head.catalog.strings.keys, Array(whole.strings.keys.prefix(40)), name)
      XCTAssertEqual(head.catalog.strings.values, Array(whole.strings.values.prefix(40)), name)
    }
  }

  /// The JSON without any whitespace outside its strings, members in their order.
  private static func minify(_ text: String) -> String {
    var out = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        out.append(character)
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
        out.append(character)
      } else if !character.isWhitespace {
        out.append(character)
      }
    }
    return out
  }

  func testAFileWithFewerEntriesThanAskedIsReadWhole() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("small.xcstrings", xcodeText(catalog(keys: 5)))
    XCTAssertNil(CatalogReader.readHead(path: path, entries: 40))
    XCTAssertNotNil(CatalogReader.readHead(path: path, entries: 4))
  }

  func testStringsBeforeTheSourceLanguageOrARepeatedKeyAreNotShownEarly() throws {
    let folder = try TemporaryFolder()
    let late = try folder.file(
      "late.xcstrings", #"{"strings":{"a":{},"b":{},"c":{}},"sourceLanguage":"en","version":"1.0"}"#)
    XCTAssertNil(CatalogReader.readHead(path: late, entries: 2))
    let repeated = try folder.file(
      "repeated.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{},"a":{},"c":{},"d":{}},"version":"1.0"}"#)
    XCTAssertNil(CatalogReader.readHead(path: repeated, entries: 3))
  }

  func testABrokenStartIsLeftToTheWholeRead() throws {
    let folder = try TemporaryFolder()
    let broken = try folder.file(
      "broken.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{},"b":{"comment":},"c":{},"d":{}},"version":"1.0"}"#)
    XCTAssertNil(CatalogReader.readHead(path: broken, entries: 3))
  }

  func testThePrefixGrowsPastLongEntriesUpToItsBound() throws {
    let folder = try TemporaryFolder()
    let long = String(repeating: "x", count: 600 << 10)
    let path = try folder.file("long.xcstrings", xcodeText(catalog(keys: 6, comment: long)))
    let head = try XCTUnwrap(CatalogReader.readHead(path: path, entries: 3))
    XCTAssertEqual(head.catalog.strings.count, 3)
    XCTAssertGreaterThan(head.bytesRead, 1 << 20, "three 600 KB entries need more than the first megabyte")
    XCTAssertNil(CatalogReader.readHead(path: path, entries: 3, maximumHead: 1 << 20))
  }

  func testTheFirstEntriesOfALargeFileComeWithItsWholeRead() throws {
    let folder = try TemporaryFolder()
    let small = try folder.file("small.xcstrings", xcodeText(catalog(keys: 500)))
    XCTAssertNil(BackgroundOpen.firstEntries(path: small), "small files are read whole before the first screen")
    let wholeCatalog = catalog(keys: 500, comment: String(repeating: "y", count: 40_000))
    let large = try folder.file("large.xcstrings", xcodeText(wholeCatalog))
    let early = try XCTUnwrap(BackgroundOpen.firstEntries(path: large))
    XCTAssertEqual(early.head.catalog.strings.count, BackgroundOpen.headEntries)
    XCTAssertNil(early.head.diskFingerprint, "the head can never be saved over the file")
    let whole = try early.whole.wait().get()
    XCTAssertEqual(whole.document.catalog, wholeCatalog)
    XCTAssertNotNil(whole.document.diskFingerprint)
  }
}
