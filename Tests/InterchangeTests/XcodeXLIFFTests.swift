import Foundation
import Interchange
import StringCatalog
import XCTest

/// Glossa's XLIFF export of the Xcode 27 corpus scenarios is byte for byte what Xcode wrote
/// (see Tests/Fixtures/xcode27/README.md for the source of the digests).
final class XcodeXLIFFTests: XCTestCase {
  private static let fixtures = InterchangeSupport.repository.appendingPathComponent("Tests/Fixtures/xcode27")

  private func export(_ scenario: String, language: String) throws -> [UInt8] {
    let catalog = try CatalogReader.read(path: Self.fixtures.appendingPathComponent("\(scenario).xcstrings").path).catalog
    var settings = ExportSettings(name: "Localizable", languages: [language])
    settings.states = [.translated, .needsReview, .new, .machineTranslated, .stale]
    let result = XLIFFExporter.export(catalog, settings: settings)
    return try XCTUnwrap(result.files.first { $0.path == "\(language).xliff" }).bytes
  }

  private func sha256(_ bytes: [UInt8]) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-xliff-\(UUID().uuidString)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try XCTUnwrap(try InterchangeSupport.run("sha256sum", [file.path]), "sha256sum (coreutils) is needed")
    return String(run.output.prefix(64))
  }

  func testExportsMatchXcodeByteForByte() throws {
    let scenarios = [
      ("catalog-matrix", "fr", "a49d1b096f236bf4a9da9f6cdf3db3e67a99751dfdf1c4a606014c4450014bd1"),
      ("state-qualifiers", "fr", "7f6b8c79c0958429a8b30aec1ef293e900a3145f1857e546f445fcaf5e5d288c"),
      ("plural-fallback", "fr", "821e53eb1d9d3921c15adc821545886cda87e23c2d44695ae99e88b95b035780"),
      ("missing-locale-uk", "uk", "5ee966959769a54304b27d20a9d47cb8f8b5544ef00b5db45b7de909c5f84c77"),
      ("state-import", "fr", "f776731dc3817d2e0231dc5c8391e9730ebefcb6243022d0d386fa03fb773230"),
      ("literal-variation-suffix", "fr", "0c95ee98b2b593e9014d3e2dbef79b7b8f2cb7cf4756320c4b2881952987ce97"),
    ]
    for (scenario, language, digest) in scenarios {
      XCTAssertEqual(try sha256(try export(scenario, language: language)), digest, scenario)
    }
  }

  /// A key and a substitution name holding `|==|` themselves: Xcode's export (8,089 bytes, 33
  /// units) loses those substitution forms on import; Glossa's import finds the key and path.
  func testDelimiterInKeyAndSubstitutionNameImportsIntoItsCatalogUnchanged() throws {
    let catalog = try CatalogReader.read(path: Self.fixtures.appendingPathComponent("delimiter-substitution-loss.xcstrings").path).catalog
    let exported = try export("delimiter-substitution-loss", language: "fr")
    XCTAssertEqual(exported.count, 8089)
    let records = try XLIFFImporter.records(bytes: exported, path: "fr.xliff", catalogKeys: Set(catalog.strings.keys))
    XCTAssertTrue(records.contains { $0.key == "sub_PIPE|==|NAME" })
    var copy = catalog
    let report = PackImport.apply(records, to: &copy, current: nil)
    XCTAssertEqual(report.newKeys, 0)
    XCTAssertEqual(copy, catalog)
  }

  /// Keys that end in a variation id export as Xcode does, each with a warning naming it
  /// (Xcode ignores updates to them on import); ordinary `|==|` text does not warn.
  func testLiteralVariationSuffixesAreWarnedAbout() throws {
    let catalog = try CatalogReader.read(path: Self.fixtures.appendingPathComponent("literal-variation-suffix.xcstrings").path).catalog
    let warnings = XLIFFExporter.export(catalog, settings: ExportSettings(name: "Localizable")).warnings
    XCTAssertEqual(
      warnings.map { String($0.prefix { $0 != ":" }) },
      ["\"a|==|b|==|plural.one\"", "\"plain|==|device.iphone\"", "\"plain|==|plural.one\"", "\"plain|==|substitutions.COUNT.plural.one\""])
  }

  /// An existing target device shape governs: only the target's iphone unit, as Xcode writes it.
  func testPartialDeviceExportsOnlyTheTargetsShape() throws {
    let text = String(decoding: try export("partial-device", language: "fr"), as: UTF8.self)
    XCTAssertEqual(text.utf8.count, 754)
    XCTAssertTrue(
      text.hasSuffix(
        """
            <body>
              <trans-unit id="device|==|device.iphone" xml:space="preserve">
                <source>en phone</source>
                <target state="translated">fr phone</target>
                <note/>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """), text)
  }

  /// Importing Xcode's export back into the catalog it came from changes nothing (positional
  /// `%1$#@COUNT@` and `%1$lld` references read as the catalog's `%#@COUNT@` and `%arg`).
  func testMatrixExportImportsIntoItsCatalogUnchanged() throws {
    let catalog = try CatalogReader.read(path: Self.fixtures.appendingPathComponent("catalog-matrix.xcstrings").path).catalog
    let records = try XLIFFImporter.records(
      bytes: try export("catalog-matrix", language: "fr"), path: "fr.xliff", catalogKeys: Set(catalog.strings.keys))
    var copy = catalog
    let report = PackImport.apply(records, to: &copy, current: nil)
    XCTAssertEqual(report.changedValues, 0)
    XCTAssertEqual(copy, catalog)
  }
}
