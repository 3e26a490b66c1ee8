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

  /// Issue 33 item 19: a device form holding plural variations is written as Xcode writes it (a
  /// dict with its own format and plural variable under NSStringDeviceSpecificRuleType), not left
  /// out, and imports back unchanged.
  func testDeviceFormsHoldingPluralVariationsAreWrittenAsXcodeDoes() throws {
    let catalog = try InterchangeSupport.catalog(
      #"""
      {"sourceLanguage":"en","version":"1.0","strings":{
      "files":{"localizations":{"de":{"variations":{"device":{
        "iphone":{"stringUnit":{"state":"translated","value":"Dateien"}},
        "mac":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%lld Datei"}},
          "other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}}}}}}}
      """#)
    let result = StringsExporter.export(catalog, settings: ExportSettings(name: "Localizable"))
    XCTAssertEqual(result.warnings, [])
    let dict = try XCTUnwrap(result.files.first { $0.path == "de.lproj/Localizable.stringsdict" })
    XCTAssertEqual(
      String(decoding: dict.bytes, as: UTF8.self),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>files</key>
      \t<dict>
      \t\t<key>NSStringDeviceSpecificRuleType</key>
      \t\t<dict>
      \t\t\t<key>iphone</key>
      \t\t\t<string>Dateien</string>
      \t\t\t<key>mac</key>
      \t\t\t<dict>
      \t\t\t\t<key>NSStringLocalizedFormatKey</key>
      \t\t\t\t<string>%#@value@</string>
      \t\t\t\t<key>value</key>
      \t\t\t\t<dict>
      \t\t\t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t\t\t<string>lld</string>
      \t\t\t\t\t<key>one</key>
      \t\t\t\t\t<string>%lld Datei</string>
      \t\t\t\t\t<key>other</key>
      \t\t\t\t\t<string>%lld Dateien</string>
      \t\t\t\t</dict>
      \t\t\t</dict>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>

      """)
    let folder = try InterchangeSupport.writeFiles(result)
    defer { try? FileManager.default.removeItem(at: folder) }
    var imported = Catalog(sourceLanguage: "en")
    let report = LegacyImporter().importFolders([folder.path], into: &imported)
    XCTAssertEqual(report.invalidFiles.map(\.description), [])
    XCTAssertEqual(imported.strings["files"]?.localization("de"), catalog.strings["files"]?.localization("de"))
  }
}
