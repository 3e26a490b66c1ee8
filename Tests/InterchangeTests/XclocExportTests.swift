import Foundation
import Interchange
import StringCatalog
import XCTest

/// `export --format xcloc`: the bundle's layout, contents.json in Xcode's JSON form, and one
/// `<file>` per catalog written by the xliff exporter; xmllint reads every XLIFF.
final class XclocExportTests: XCTestCase {
  private static let tool = XclocContents.Tool(id: "glossa", name: "Glossa", version: "9.9")

  private func bundle(_ catalogs: [XclocCatalog], languages: [String]) -> ExportResult {
    XclocExporter.export(
      catalogs, languages: languages, states: ExportSettings.defaultStates, developmentRegion: "en", project: "Trails.xcodeproj",
      tool: Self.tool)
  }

  private func sampleItems() throws -> [XclocCatalog] {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: InterchangeSupport.samplePath)))
    let sample = try CatalogReader.read(bytes: bytes).catalog
    let small = try InterchangeSupport.catalog(
      #"{"sourceLanguage":"en","strings":{"Title":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Titel"}}}}},"version":"1.0"}"#)
    return [
      XclocCatalog(original: "Trails/Localizable.xcstrings", catalog: sample, bytes: bytes),
      XclocCatalog(original: "Trails/Settings/Settings.xcstrings", catalog: small, bytes: Array(#"{"x":1}"#.utf8)),
    ]
  }

  func testContentsJSONIsInXcodesLayout() {
    let contents = XclocContents(developmentRegion: "en", project: "Trails.xcodeproj", targetLocale: "de", tool: Self.tool)
    XCTAssertEqual(
      String(decoding: contents.bytes, as: UTF8.self),
      """
      {
        "developmentRegion" : "en",
        "project" : "Trails.xcodeproj",
        "targetLocale" : "de",
        "toolInfo" : {
          "toolID" : "glossa",
          "toolName" : "Glossa",
          "toolVersion" : "9.9"
        },
        "version" : "1.0"
      }
      """)
    let parsed = try? JSONSerialization.jsonObject(with: Data(contents.bytes)) as? [String: Any]
    XCTAssertEqual(parsed?["targetLocale"] as? String, "de")
    XCTAssertEqual(try XclocContents.read(contents.bytes, path: "contents.json").targetLocale, "de")
  }

  func testEachLanguageGetsABundleWithOneFileElementPerCatalog() throws {
    let items = try sampleItems()
    XCTAssertEqual(XclocExporter.languages(of: items, developmentRegion: "en"), ["ar", "de", "fr", "ja", "ru"])
    let result = bundle(items, languages: ["de", "ja"])
    XCTAssertEqual(
      result.files.map(\.path),
      [
        "de.xcloc/contents.json", "de.xcloc/Localized Contents/de.xliff", "de.xcloc/Source Contents/Trails/Localizable.xcstrings",
        "de.xcloc/Source Contents/Trails/Settings/Settings.xcstrings", "ja.xcloc/contents.json",
        "ja.xcloc/Localized Contents/ja.xliff", "ja.xcloc/Source Contents/Trails/Localizable.xcstrings",
        "ja.xcloc/Source Contents/Trails/Settings/Settings.xcstrings",
      ])
    XCTAssertEqual(result.files[2].bytes, items[0].bytes, "Source Contents holds each catalog as it is on disk")
    let xliff = try XCTUnwrap(InterchangeSupport.text(result, "de.xcloc/Localized Contents/de.xliff"))
    XCTAssertEqual(xliff.components(separatedBy: "<file ").count - 1, 2)
    XCTAssertTrue(xliff.contains(#"<file original="Trails/Settings/Settings.xcstrings" source-language="en" target-language="de""#))
    XCTAssertTrue(xliff.contains(#"<target state="needs-review-l10n">Titel</target>"#), xliff)
    // The sample's <file> is what `export --format xliff` writes, but for its original.
    var options = ExportOptions(settings: ExportSettings(name: "Sample", languages: ["de"]))
    options.entities = false
    let plain = try XCTUnwrap(InterchangeSupport.text(Interchange.export(items[0].catalog, format: .xliff, options: options), "de.xliff"))
    let fileElement = try XCTUnwrap(plain.range(of: "  <file ")).lowerBound
    let element = String(plain[fileElement...].dropLast("</xliff>\n".count))
      .replacingOccurrences(of: #"original="Sample.xcstrings""#, with: #"original="Trails/Localizable.xcstrings""#)
    XCTAssertTrue(xliff.contains(element))
    XCTAssertTrue(xliff.hasPrefix(String(plain[..<fileElement])))
  }

  func testXmllintAcceptsTheBundlesXLIFF() throws {
    try InterchangeSupport.requireTool("xmllint", package: "libxml2-utils")
    let result = bundle(try sampleItems(), languages: ["ar", "de", "ru"])
    let folder = try InterchangeSupport.writeFiles(result)
    defer { try? FileManager.default.removeItem(at: folder) }
    let xliffs = result.files.filter { $0.path.hasSuffix(".xliff") }
    XCTAssertEqual(xliffs.count, 3)
    for file in xliffs {
      let run = try XCTUnwrap(try InterchangeSupport.run("xmllint", ["--noout", folder.appendingPathComponent(file.path).path]))
      XCTAssertEqual(run.status, 0, "\(file.path): \(run.output)")
    }
  }
}
