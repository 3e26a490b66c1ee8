import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// A bundle's `<file>` as a catalog and back: open → edit one value → save changes exactly one
/// `<target>`, byte for byte elsewhere (the model half of editing a bundle in place).
final class XclocFileCatalogTests: XCTestCase {
  private struct Opened {
    var bytes: [UInt8]
    var files: [XclocFile]
    var sample: Catalog
  }

  private func open() throws -> Opened {
    let sample = try InterchangeSupport.sample()
    let result = XclocExporter.export(
      [XclocCatalog(original: "App/Localizable.xcstrings", catalog: sample, bytes: [])], languages: ["ru"],
      states: XclocExporter.allStates, developmentRegion: "en", project: "P",
      tool: XclocContents.Tool(id: "glossa", name: "Glossa", version: "0"))
    let bytes = try XCTUnwrap(result.files.first { $0.path.hasSuffix(".xliff") }?.bytes)
    return Opened(bytes: bytes, files: try XclocBundle.xliffFiles(bytes, path: "ru.xliff", targetLocale: "ru"), sample: sample)
  }

  private func save(_ opened: Opened, _ edit: (inout Catalog) -> Void) throws -> (saved: [UInt8], edits: Int) {
    let file = try XCTUnwrap(opened.files.first)
    let disk = XclocFileCatalog.catalog(of: file)
    var edited = disk
    edit(&edited)
    let (edits, withoutUnit) = XclocFileCatalog.edits(from: disk, to: edited, file: file)
    XCTAssertEqual(withoutUnit, [])
    return (try XLIFFTargetSplice.apply(edits, to: opened.bytes, path: "ru.xliff"), edits.count)
  }

  private func changedLines(_ old: [UInt8], _ new: [UInt8]) -> [String] {
    let before = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
    let after = String(decoding: new, as: UTF8.self).components(separatedBy: "\n")
    XCTAssertEqual(before.count, after.count)
    return zip(before, after).filter { $0 != $1 }.map(\.1)
  }

  func testTheFileReadsAsTheCatalogsValues() throws {
    let opened = try open()
    let catalog = XclocFileCatalog.catalog(of: try XCTUnwrap(opened.files.first))
    XCTAssertEqual(catalog.sourceLanguage, "en")
    XCTAssertEqual(catalog.strings["Cancel"]?.localization("ru")?.stringUnit, StringUnit(state: .new, value: "Отмена"))
    XCTAssertEqual(catalog.strings["Cancel"]?.localization("en")?.stringUnit?.value, "Cancel")
    XCTAssertEqual(catalog.strings["%lld photos"]?.comment, "Number of photos taken on a hike.")
    let forms = catalog.strings["%lld photos"]?.localization("ru")?.variations?.plural
    XCTAssertEqual(forms?.keys.sorted(), ["few", "many", "one", "other"])
    XCTAssertEqual(
      forms?["few"]?.stringUnit?.value, opened.sample.strings["%lld photos"]?.localization("ru")?.variations?.plural?["few"]?.stringUnit?.value)
  }

  /// Over the corpus (three languages a catalog): every target the file holds is what the
  /// catalog built from it would write again — an edited key re-derives its other units as they were.
  func testEveryTargetOfTheCorpusIsDerivedBackAsItWasWritten() throws {
    try TestCorpus.require()
    let names = try FileManager.default.contentsOfDirectory(atPath: TestCorpus.xcstrings.path).filter { $0.hasSuffix(".xcstrings") }
    var compared = 0
    for name in names.sorted() {
      guard let catalog = try? CatalogReader.read(path: TestCorpus.xcstrings.appendingPathComponent(name).path).catalog else { continue }
      let item = XclocCatalog(original: name, catalog: catalog, bytes: [])
      let languages = Array(XclocExporter.languages(of: [item], developmentRegion: catalog.sourceLanguage).prefix(3))
      let result = XclocExporter.export(
        [item], languages: languages, states: XclocExporter.allStates, developmentRegion: catalog.sourceLanguage, project: "P",
        tool: XclocContents.Tool(id: "glossa", name: "Glossa", version: "0"))
      for language in languages {
        let bytes = try XCTUnwrap(result.files.first { $0.path == "\(language).xcloc/Localized Contents/\(language).xliff" }?.bytes)
        for file in try XclocBundle.xliffFiles(bytes, path: name, targetLocale: language) {
          let opened = XclocFileCatalog.catalog(of: file)
          var bare = opened
          for key in opened.strings.keys { bare.strings[key]?.setLocalization(nil, for: language) }
          let (edits, withoutUnit) = XclocFileCatalog.edits(from: bare, to: opened, file: file)
          XCTAssertEqual(withoutUnit, [], "\(name) \(language)")
          let written = file.units.filter { !($0.target?.text.isEmpty ?? true) }
          XCTAssertEqual(edits.count, written.count, "\(name) \(language)")
          let byID = Dictionary(edits.map { ($0.unitID, $0) }, uniquingKeysWith: { first, _ in first })
          for unit in written {
            let edit = byID[unit.id]
            XCTAssertEqual(edit?.text, unit.target?.text, "\(name) \(language) \(unit.id)")
            XCTAssertEqual(edit?.state, unit.target?.state, "\(name) \(language) \(unit.id)")
            compared += 1
          }
        }
      }
    }
    XCTAssertGreaterThan(compared, 10_000)
  }

  func testNothingEditedSavesNothing() throws {
    let opened = try open()
    let (saved, edits) = try save(opened) { _ in }
    XCTAssertEqual(edits, 0)
    XCTAssertEqual(saved, opened.bytes)
  }

  func testEditingOneValueChangesExactlyOneTarget() throws {
    let opened = try open()
    let (saved, edits) = try save(opened) { catalog in
      var entry = catalog.strings["Cancel"]
      entry?.setLocalization(Localization(stringUnit: StringUnit(state: .translated, value: "Отменить")), for: "ru")
      catalog.strings["Cancel"] = entry
    }
    XCTAssertEqual(edits, 1)
    XCTAssertEqual(changedLines(opened.bytes, saved), [#"        <target state="translated">Отменить</target>"#])
  }

  func testEditingOnePluralFormChangesExactlyItsTarget() throws {
    let opened = try open()
    let (saved, edits) = try save(opened) { catalog in
      var entry = catalog.strings["%lld photos"]
      var localization = entry?.localization("ru")
      localization?.setForm(Localization(stringUnit: StringUnit(state: .needsReview, value: "%lld фоток")), at: FormPath("plural.many") ?? .root)
      entry?.setLocalization(localization, for: "ru")
      catalog.strings["%lld photos"] = entry
    }
    XCTAssertEqual(edits, 1)
    XCTAssertEqual(changedLines(opened.bytes, saved), [#"        <target state="needs-review-l10n">%lld фоток</target>"#])
  }
}
