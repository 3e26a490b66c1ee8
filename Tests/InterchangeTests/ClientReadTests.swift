import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// Real clients read the exports: msgfmt, xmllint, Python's plistlib, Foundation, zstd.
final class ClientReadTests: XCTestCase {
  private func export(_ format: InterchangeFormat, entities: Bool = false, compress: Bool = false) throws -> (ExportResult, URL) {
    var options = ExportOptions(settings: ExportSettings(name: "Sample"))
    options.entities = entities
    options.compressZstd = compress
    let result = Interchange.export(try InterchangeSupport.sample(), format: format, options: options)
    return (result, try InterchangeSupport.writeFiles(result))
  }

  func testMsgfmtChecksEveryPOFile() throws {
    try InterchangeSupport.requireTool("msgfmt", package: "gettext")
    let (result, folder) = try export(.po)
    defer { try? FileManager.default.removeItem(at: folder) }
    XCTAssertFalse(result.files.isEmpty)
    for file in result.files {
      let path = folder.appendingPathComponent(file.path).path
      let run = try XCTUnwrap(try InterchangeSupport.run("msgfmt", ["--check", "-o", "/dev/null", path]))
      XCTAssertEqual(run.status, 0, "\(file.path): \(run.output)")
    }
  }

  /// msgfmt refuses a message whose msgid and msgstr disagree on a trailing line break; such a
  /// message is exported fuzzy (msgfmt exempts those), with a warning naming the key.
  func testLineBreakMismatchIsExportedFuzzyAndMsgfmtAcceptsIt() throws {
    try InterchangeSupport.requireTool("msgfmt", package: "gettext")
    let catalog = try InterchangeSupport.catalog(
      #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Line\n"}},"fr":{"stringUnit":{"state":"translated","value":"Ligne"}}}}},"version":"1.0"}"#)
    let result = POExporter.export(catalog, settings: ExportSettings(name: "L"))
    XCTAssertEqual(result.warnings, ["\"k\" (fr): source and translation differ in a leading or trailing line break; marked fuzzy so msgfmt accepts the file"])
    let folder = try InterchangeSupport.writeFiles(result)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try XCTUnwrap(try InterchangeSupport.run("msgfmt", ["--check", "-o", "/dev/null", folder.appendingPathComponent("fr.po").path]))
    XCTAssertEqual(run.status, 0, run.output)
    var copy = catalog
    let records = try InterchangeImport.records(format: .po, files: result.files, options: ExportOptions(settings: ExportSettings(name: "L")))
    _ = PackImport.apply(records, to: &copy, current: nil)
    XCTAssertEqual(copy, catalog, "fuzzy on an unchanged text keeps its state")
  }

  func testXmllintAcceptsEveryXLIFFFile() throws {
    try InterchangeSupport.requireTool("xmllint", package: "libxml2-utils")
    let (result, folder) = try export(.xliff)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in result.files {
      let run = try XCTUnwrap(try InterchangeSupport.run("xmllint", ["--noout", folder.appendingPathComponent(file.path).path]))
      XCTAssertEqual(run.status, 0, "\(file.path): \(run.output)")
    }
  }

  func testPlistlibAndFoundationReadThePlist() throws {
    try InterchangeSupport.requireTool("python3", package: "python3")
    let (result, folder) = try export(.plist)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Sample.plist").path
    let script = "import plistlib,sys; d=plistlib.load(open(sys.argv[1],'rb')); print(sorted(d)); print(d['de']['Sample']['Cancel'])"
    let run = try XCTUnwrap(try InterchangeSupport.run("python3", ["-c", script, path]))
    XCTAssertEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("'de'"), run.output)
    let file = try XCTUnwrap(result.files.first)
    let root = try PropertyListSerialization.propertyList(from: Data(file.bytes), options: [], format: nil) as? [String: Any]
    XCTAssertEqual(Set(root?.keys.map { $0 } ?? []), Set(try InterchangeSupport.sample().languages))
  }

  func testZstdDecompressesEveryKeysOnceFile() throws {
    try ZstdTool.require()
    let (result, folder) = try export(.keysOnce, compress: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let packed = result.files.filter { $0.path.hasSuffix(".zst") }
    XCTAssertEqual(packed.count, result.files.count / 2)
    for file in packed {
      let run = try XCTUnwrap(try InterchangeSupport.run("zstd", ["-d", "-q", "-c", folder.appendingPathComponent(file.path).path]))
      let plain = try XCTUnwrap(result.files.first { $0.path + ".zst" == file.path })
      XCTAssertEqual(run.status, 0)
      XCTAssertEqual(run.output, String(decoding: plain.bytes, as: UTF8.self), file.path)
    }
    XCTAssertTrue(result.notes.joined().hasPrefix("sizes: .strings "), result.notes.joined())
  }
}
