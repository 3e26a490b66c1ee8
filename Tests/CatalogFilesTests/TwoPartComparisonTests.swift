import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `format` and `format --check` of a catalog read by two threads write and compare it in two
/// parts at once; the answer must be the one a single comparison gives.
final class TwoPartComparisonTests: TwoThreadReadTestCase {
  private func catalog(entries: Int) -> Catalog {
    var pairs: [(String, Entry)] = []
    for index in 0..<entries {
      var entry = Entry()
      entry.comment = "Comment \(index) " + String(repeating: "text ", count: index % 20)
      var localizations = KeyedList<Localization>()
      localizations["de"] = Localization(value: "Wert \(index)", state: .translated)
      entry.localizations = localizations
      pairs.append(("key.\(String(format: "%05d", index))", entry))
    }
    var catalog = Catalog(sourceLanguage: "en", strings: KeyedList(pairs))
    catalog.extra = [JSONMember("zzz", .string("kept"))]
    return catalog
  }

  func testTheTwoPartsJoinIntoTheWholeFile() {
    let catalog = catalog(entries: 50)
    let whole = CatalogWriter.bytes(catalog)
    for cut in [1, 2, 25, 49] {
      var before: [UInt8] = []
      var from: [UInt8] = []
      CatalogWriter.stream(catalog, part: .before(cut)) { block, _ in before.append(contentsOf: block) }
      CatalogWriter.stream(catalog, part: .from(cut)) { block, _ in from.append(contentsOf: block) }
      XCTAssertEqual(before + from, whole, "cut \(cut)")
      XCTAssertEqual(Array(from.prefix(6)), Array(",\n    ".utf8), "cut \(cut)")
    }
  }

  func testAFileInFormIsComparedInTwoPartsAndEveryDifferenceIsFound() throws {
    let formatted = CatalogWriter.bytes(catalog(entries: 4_000))
    let text = String(decoding: formatted, as: UTF8.self)
    let folder = try TemporaryFolder()
    let same = try folder.file("same.xcstrings", text)
    XCTAssertNotNil(try CatalogReader.read(path: same).cut, "the file was not read by two threads")
    XCTAssertFalse(try CatalogFormatter.format(path: same, write: false).changed)
    XCTAssertFalse(try CatalogFormatter.format(path: same, write: true).changed)

    let variants: [(String, String)] = [
      // The same catalog written with an escaped digit: in the first part, then in the second.
      ("early", text.replacingOccurrences(of: "\"Wert 10\"", with: "\"Wert \\u00310\"")),
      ("late", text.replacingOccurrences(of: "\"Wert 3990\"", with: "\"Wert \\u0033990\"")),
      ("extra newline", text + "\n"),
      ("separators", text.replacingOccurrences(of: "\" : ", with: "\": ")),
    ]
    for (name, variant) in variants {
      XCTAssertNotEqual(variant, text, name)
      let path = try folder.file("\(name).xcstrings", variant)
      XCTAssertTrue(try CatalogFormatter.format(path: path, write: false).changed, name)
      XCTAssertTrue(try CatalogFormatter.format(path: path, write: true).changed, name)
      // Written in two halves at once (the file is over the lowered threshold), joined exactly.
      XCTAssertTrue(try FileBytes.read(path: path) == formatted, name)
      XCTAssertFalse(try folder.contents().contains { $0.contains("glossa-tmp") }, "\(name): a temporary file left behind")
    }
  }

  func testAChangeMadeWhileTheHalvesAreWrittenIsKeptAndNothingIsReplaced() throws {
    let formatted = CatalogWriter.bytes(catalog(entries: 4_000))
    let foreign = String(decoding: formatted, as: UTF8.self).replacingOccurrences(of: "\" : ", with: "\": ")
    let folder = try TemporaryFolder()
    let path = try folder.file("changing.xcstrings", foreign)
    let edited = foreign.replacingOccurrences(of: "\"Wert 3990\"", with: "\"Wert 3990, edited\"")
    WriteTestHook.action = { _ in try? Data(edited.utf8).write(to: URL(fileURLWithPath: path)) }
    defer { WriteTestHook.action = nil }
    XCTAssertThrowsError(try CatalogFormatter.format(path: path, write: true)) { error in
      XCTAssertEqual(error as? CatalogFormatter.Failure, .write(path: path, .changedOnDisk))
    }
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), edited)
    XCTAssertFalse(try folder.contents().contains { $0.contains("glossa-tmp") }, "a temporary file left behind")
  }
}
