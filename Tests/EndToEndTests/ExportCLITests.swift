import Foundation
import TestSupport
import XCTest

/// `glossa export` writes each format, and `glossa import --format` of what it wrote leaves the
/// catalog byte for byte as it was; a changed value is imported.
final class ExportCLITests: XCTestCase {
  private static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/Sample.xcstrings")

  func testEveryFormatExportsAndImportsBackWithoutAChange() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: Self.sample)))
    let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
    for format in ["json", "plist", "keys-once", "strings", "xliff", "po"] {
      let out = folder.path("out-\(format)")
      let export = try GlossaExecutable.run(["export", "--format", format, "--out", out, catalog])
      XCTAssertEqual(export.status, 0, "\(format): \(export.stderr)")
      XCTAssertTrue(export.stdout.hasPrefix("Wrote "), export.stdout)
      let back = try GlossaExecutable.run(["import", "--format", format, "--to", catalog, out])
      XCTAssertEqual(back.status, 0, "\(format): \(back.stderr)")
      XCTAssertTrue(back.stdout.hasPrefix("Imported 0 changed values"), "\(format): \(back.stdout)")
      XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: catalog)), before, format)
    }
  }

  func testKeysOncePrintsSizesAndAChangedJSONValueIsImported() throws {
    try ZstdTool.require()
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: Self.sample)))
    let packs = try GlossaExecutable.run(["export", "--format", "keys-once", "--compress", "zstd", "--out", folder.path("k"), catalog])
    XCTAssertEqual(packs.status, 0, packs.stderr)
    XCTAssertTrue(packs.stdout.contains("sizes: .strings "), packs.stdout)
    XCTAssertTrue(packs.stdout.contains(", zstd "), packs.stdout)

    let json = try GlossaExecutable.run(["export", "--format", "json", "--languages", "de", "--out", folder.path("j"), catalog])
    XCTAssertEqual(json.status, 0, json.stderr)
    let file = URL(fileURLWithPath: folder.path("j/Sample-de.json"))
    var text = try String(contentsOf: file, encoding: .utf8)
    let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("\": \"") && !$0.contains("{") })
    let edited = line.replacingOccurrences(of: "\": \"", with: "\": \"NEU ")
    text = text.replacingOccurrences(of: String(line), with: edited)
    try text.write(to: file, atomically: true, encoding: .utf8)
    let back = try GlossaExecutable.run(["import", "--format", "json", "--to", catalog, folder.path("j")])
    XCTAssertEqual(back.status, 0, back.stderr)
    XCTAssertTrue(back.stdout.hasPrefix("Imported 1 changed value "), back.stdout)
    XCTAssertTrue(try String(contentsOfFile: catalog, encoding: .utf8).contains("NEU "))
  }

  func testUnknownFormatAndStateAreUsageErrors() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: Self.sample)))
    let format = try GlossaExecutable.run(["export", "--format", "csv", catalog])
    XCTAssertEqual(format.status, 64)
    XCTAssertTrue(format.stderr.contains("unknown format 'csv'"), format.stderr)
    let state = try GlossaExecutable.run(["export", "--format", "json", "--states", "done", catalog])
    XCTAssertEqual(state.status, 64)
    XCTAssertTrue(state.stderr.contains("unknown state 'done'"), state.stderr)
  }
}
