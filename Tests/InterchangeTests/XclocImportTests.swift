import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// `import --format xcloc` under Xcode's import rules, and an untouched bundle changing nothing
/// over every catalog of the corpus.
final class XclocImportTests: XCTestCase {
  private let json = #"""
    {"sourceLanguage":"en","strings":{
    "Cancel":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abbrechen"}}}},
    "Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}},
    "Old":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Alt"}}}},
    "Save":{},
    "Maybe":{"localizations":{"de":{"stringUnit":{"state":"machine_translated","value":"Vielleicht"}}}},
    "%lld items":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Teil"}},"other":{"stringUnit":{"state":"translated","value":"%lld Teile"}}}}}}}
    },"version":"1.0"}
    """#

  private func xliff(_ catalog: Catalog, language: String = "de") -> String {
    let item = XclocCatalog(original: "App/Localizable.xcstrings", catalog: catalog, bytes: [])
    let result = XclocExporter.export(
      [item], languages: [language], states: SourceStatesForTests.all, developmentRegion: "en", project: "App",
      tool: XclocContents.Tool(id: "glossa", name: "Glossa", version: "0"))
    return InterchangeSupport.text(result, "\(language).xcloc/Localized Contents/\(language).xliff") ?? ""
  }

  private func apply(_ text: String, to catalog: inout Catalog) throws -> XclocImport.Outcome {
    let files = try XclocBundle.xliffFiles(Array(text.utf8), path: "de.xliff", targetLocale: "de")
    XCTAssertEqual(files.map(\.original), ["App/Localizable.xcstrings"])
    return XclocImport.apply(try XCTUnwrap(files.first), to: &catalog, states: SourceStatesForTests.all)
  }

  private func value(_ catalog: Catalog, _ key: String, _ path: FormPath = .root) -> StringUnit? {
    catalog.strings[key]?.localization("de")?.form(at: path)?.stringUnit
  }

  func testUntouchedBundleChangesNothing() throws {
    let catalog = try InterchangeSupport.catalog(json)
    var copy = catalog
    let outcome = try apply(xliff(catalog), to: &copy)
    XCTAssertEqual(outcome.changedValues + outcome.clearedValues, 0)
    XCTAssertEqual(outcome.notApplied, [])
    XCTAssertEqual(CatalogWriter.bytes(copy), CatalogWriter.bytes(catalog))
  }

  func testXcodesImportRules() throws {
    let catalog = try InterchangeSupport.catalog(json)
    var text = xliff(catalog)
    func replace(_ old: String, _ new: String) {
      XCTAssertTrue(text.contains(old), old)
      text = text.replacingOccurrences(of: old, with: new)
    }
    // A target added to a unit that had none; an explicitly empty target on a translated unit.
    replace("<source>Save</source>\n", "<source>Save</source>\n        <target state=\"translated\">Sichern</target>\n")
    replace(#"<target state="translated">Fertig</target>"#, #"<target state="translated"></target>"#)
    replace(#"<target state="translated">%lld Teil</target>"#, #"<target state="translated"/>"#)
    // The source changed since the export: the edited target is not applied.
    replace("<source>Cancel</source>", "<source>Cancel now</source>")
    replace(">Abbrechen<", ">Jetzt abbrechen<")
    // States come back as the translator set them.
    replace(#"<target state="needs-review-l10n">Alt</target>"#, #"<target state="needs-review-translation">Älter</target>"#)
    replace(#"state-qualifier="leveraged-mt">Vielleicht<"#, #"state-qualifier="leveraged-mt">Eventuell<"#)
    var copy = catalog
    let outcome = try apply(text, to: &copy)
    XCTAssertEqual(value(copy, "Save"), StringUnit(state: .translated, value: "Sichern"))
    XCTAssertNil(copy.strings["Done"]?.localization("de"), "an empty target clears the value")
    XCTAssertNil(value(copy, "%lld items", FormPath("plural.one") ?? .root))
    XCTAssertEqual(value(copy, "%lld items", FormPath("plural.other") ?? .root)?.value, "%lld Teile")
    XCTAssertEqual(value(copy, "Cancel")?.value, "Abbrechen", "never overwritten when the source changed")
    XCTAssertEqual(value(copy, "Old"), StringUnit(state: .needsReview, value: "Älter"))
    XCTAssertEqual(value(copy, "Maybe"), StringUnit(state: .machineTranslated, value: "Eventuell"))
    XCTAssertEqual(outcome.clearedValues, 2)
    XCTAssertEqual(outcome.notApplied.count, 1)
    XCTAssertTrue(outcome.notApplied[0].hasPrefix("de.xliff:"), outcome.notApplied[0])
    XCTAssertTrue(outcome.notApplied[0].contains(#""Cancel" (de): source changed since export (now "Cancel")"#), outcome.notApplied[0])
  }

  /// Same text, another state: the translator reviewed it (or asked for a review).
  func testAChangedStateAloneIsImported() throws {
    let catalog = try InterchangeSupport.catalog(json)
    let text = xliff(catalog)
      .replacingOccurrences(of: #"<target state="needs-review-l10n">Alt</target>"#, with: #"<target state="translated">Alt</target>"#)
      .replacingOccurrences(of: #"<target state="translated">Fertig</target>"#, with: #"<target state="needs-review-translation">Fertig</target>"#)
    var copy = catalog
    let outcome = try apply(text, to: &copy)
    XCTAssertEqual(outcome.changedValues, 2)
    XCTAssertEqual(value(copy, "Old"), StringUnit(state: .translated, value: "Alt"))
    XCTAssertEqual(value(copy, "Done"), StringUnit(state: .needsReview, value: "Fertig"))
  }

  func testUnitsWithoutTargetAndEmptyTargetsOnUntranslatedUnitsChangeNothing() throws {
    let catalog = try InterchangeSupport.catalog(json)
    var text = xliff(catalog)
    text = text.replacingOccurrences(of: "<source>Save</source>\n", with: "<source>Save</source>\n        <target/>\n")
    text = text.replacingOccurrences(of: #"<target state="translated">Abbrechen</target>"#, with: "")
    var copy = catalog
    let outcome = try apply(text, to: &copy)
    XCTAssertEqual(outcome.changedValues + outcome.clearedValues, 0)
    XCTAssertEqual(CatalogWriter.bytes(copy), CatalogWriter.bytes(catalog))
  }

  func testAUnitWhoseKeyIsGoneIsReported() throws {
    let catalog = try InterchangeSupport.catalog(json)
    let text = xliff(catalog)
    var copy = catalog
    copy.strings["Cancel"] = nil
    let outcome = try apply(text, to: &copy)
    XCTAssertEqual(outcome.notApplied.count, 1)
    XCTAssertTrue(outcome.notApplied[0].contains(#""Cancel" (de): not in the catalog any more"#), outcome.notApplied[0])
    XCTAssertNil(copy.strings["Cancel"])
  }

  /// Every catalog of the manifest, every language: export → import untouched changes nothing.
  func testUntouchedBundlesChangeNothingOverTheCorpus() throws {
    try TestCorpus.require()
    let manifest = try String(contentsOf: TestCorpus.root.appendingPathComponent("manifest-xcstrings.tsv"), encoding: .utf8)
    let files = manifest.split(separator: "\n").dropFirst().compactMap { $0.split(separator: "\t").first.map(String.init) }
    XCTAssertEqual(files.count, 73)
    var units = 0
    for name in files {
      let path = TestCorpus.xcstrings.appendingPathComponent(name).path
      guard let catalog = try? CatalogReader.read(path: path).catalog else { continue }
      let item = XclocCatalog(original: name, catalog: catalog, bytes: [])
      let languages = XclocExporter.languages(of: [item], developmentRegion: catalog.sourceLanguage)
      let result = XclocExporter.export(
        [item], languages: languages, states: XclocExporter.allStates, developmentRegion: catalog.sourceLanguage,
        project: "P", tool: XclocContents.Tool(id: "glossa", name: "Glossa", version: "0"))
      var copy = catalog
      for language in languages {
        let bytes = try XCTUnwrap(result.files.first { $0.path == "\(language).xcloc/Localized Contents/\(language).xliff" }?.bytes)
        for file in try XclocBundle.xliffFiles(bytes, path: "\(name) \(language)", targetLocale: language) {
          units += file.units.count
          let outcome = XclocImport.apply(file, to: &copy, states: XclocExporter.allStates)
          XCTAssertEqual(outcome.changedValues + outcome.clearedValues, 0, "\(name) \(language)")
          XCTAssertEqual(outcome.notApplied, [], "\(name) \(language)")
        }
      }
      XCTAssertTrue(CatalogWriter.bytes(copy) == CatalogWriter.bytes(catalog), name)
    }
    XCTAssertGreaterThan(units, 100_000)
  }
}
