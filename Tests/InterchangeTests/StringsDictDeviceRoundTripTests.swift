import Foundation
import Interchange
import StringCatalog
import XCTest

/// Device variations go out through `export --format strings` (NSStringDeviceSpecificRuleType)
/// and come back through `glossa import` of the `.lproj` folders unchanged; lint reads them.
final class StringsDictDeviceRoundTripTests: XCTestCase {
  private let catalogText = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
    "tap":{"localizations":{"de":{"variations":{"device":{
      "applevision":{"stringUnit":{"state":"translated","value":"Ansehen und tippen"}},
      "iphone":{"stringUnit":{"state":"translated","value":"Tippen"}},
      "mac":{"stringUnit":{"state":"translated","value":"Klicken"}}}}}}},
    "title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel"}}}}}}
    """#

  func testExportedDeviceRulesImportBackAsDeviceVariations() throws {
    let catalog = try InterchangeSupport.catalog(catalogText)
    let result = StringsExporter.export(catalog, settings: ExportSettings(name: "Localizable"))
    XCTAssertEqual(result.warnings, [])
    let folder = try InterchangeSupport.writeFiles(result)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dictPath = folder.appendingPathComponent("de.lproj/Localizable.stringsdict").path
    XCTAssertTrue(try String(contentsOfFile: dictPath, encoding: .utf8).contains("NSStringDeviceSpecificRuleType"))

    var imported = Catalog(sourceLanguage: "en")
    let report = LegacyImporter().importFolders([folder.path], into: &imported)
    XCTAssertEqual(report.invalidFiles.map(\.description), [])
    XCTAssertEqual(report.files, 3, "en and de .strings, de .stringsdict")
    XCTAssertEqual(imported.strings["tap"]?.localization("de"), catalog.strings["tap"]?.localization("de"))
    XCTAssertEqual(imported.strings["title"]?.localization("de"), catalog.strings["title"]?.localization("de"))

    let lint = LegacyLinter.lint(path: dictPath)
    XCTAssertFalse(lint.isUnreadable)
    XCTAssertEqual(lint.findings.map(TextFindingFormat.line), [])
  }
}
