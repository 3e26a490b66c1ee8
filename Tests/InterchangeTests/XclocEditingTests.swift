import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// A bundle opened as the editor opens it: a document per `<file>`, saved together through
/// `CatalogDocument.saveParts` — one guarded replace of the XLIFF that changes exactly the edited
/// `<target>`s, every other byte (other `<file>`s, notes, comments, spacing) as it was.
final class XclocEditingTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "glossa-xcloc-edit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func open() throws -> (bundle: String, documents: [CatalogDocument]) {
    let bundle = try XclocFixture.write(in: folder)
    return (bundle, try XclocEditing.members(of: bundle).map(\.document))
  }

  private func xliff(_ bundle: String) throws -> String {
    try String(contentsOfFile: XclocFixture.xliffPath(of: bundle), encoding: .utf8)
  }

  private func edit(_ document: inout CatalogDocument, _ key: String, _ value: String) throws {
    document.perform(try XCTUnwrap(document.catalog.changeSettingValue(value, key: key, language: "de")))
  }

  func testEachFileOfTheBundleIsAMemberShownWithTheBundleAndItsPath() throws {
    let bundle = try XclocFixture.write(in: folder)
    let members = try XclocEditing.members(of: bundle + "/")
    XCTAssertEqual(
      members.map(\.displayPath),
      ["de.xcloc: App/Localizable.xcstrings", "de.xcloc: App/Base.lproj/Main.storyboard", "de.xcloc: App/en.lproj/InfoPlist.strings"])
    let catalog = members[0].document.catalog
    XCTAssertEqual(catalog.sourceLanguage, "en")
    XCTAssertEqual(catalog.strings["Cancel"]?.localization("de")?.stringUnit, StringUnit(state: .translated, value: "Abbrechen"))
    XCTAssertEqual(catalog.strings["Cancel"]?.comment, "Button that closes the sheet.")
    XCTAssertEqual(catalog.strings["Delete Hike"]?.localization("de")?.stringUnit?.state, .needsReview)
    XCTAssertNil(catalog.strings["Done"]?.localization("de"), "a unit without a target is missing")
    XCTAssertEqual(catalog.strings["%lld photos"]?.localization("de")?.variations?.plural?.keys.sorted(), ["one", "other"])
    XCTAssertEqual(members[1].document.catalog.strings["abc-12-def.title"]?.localization("de")?.stringUnit?.value, "Einstellungen")
    XCTAssertEqual(members[2].document.catalog.strings["CFBundleDisplayName"]?.localization("en")?.stringUnit?.value, "Hikes")
    XCTAssertEqual(Set(members.map(\.document.filePath)), [XclocFixture.xliffPath(of: bundle)], "one file holds every part")
    XCTAssertEqual(Set(members.compactMap(\.document.path)).count, 3, "each part has a path of its own for journals")
  }

  func testSavingOneEditChangesExactlyThatTargetAndEveryPartTakesTheNewSavePoint() throws {
    var (bundle, documents) = try open()
    try edit(&documents[0], "Cancel", "Schließen")
    XCTAssertTrue(documents[0].isModified)
    let saved = try CatalogDocument.saveParts(documents)
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff(replacing: ">Abbrechen<", with: ">Schließen<"))
    XCTAssertEqual(saved.map(\.isModified), [false, false, false])
    XCTAssertEqual(saved.map { $0.fileChangedOnDisk() }, [false, false, false], "no part takes the save for someone else's change")
    let reread = try XclocEditing.members(of: bundle).map(\.document.catalog)
    XCTAssertEqual(reread, saved.map(\.catalog), "the file reads back as what was saved")
  }

  func testSavingAnUntouchedBundleWritesTheSameBytes() throws {
    let (bundle, documents) = try open()
    _ = try CatalogDocument.saveParts(documents)
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff)
  }

  func testAUnitWithoutATargetGetsOneOnTheLineAfterItsSource() throws {
    var (bundle, documents) = try open()
    try edit(&documents[0], "Done", "Fertig")
    _ = try CatalogDocument.saveParts(documents)
    XCTAssertEqual(
      try xliff(bundle),
      XclocFixture.xliff(replacing: "<source>Done</source>\n", with: "<source>Done</source>\n        <target state=\"translated\">Fertig</target>\n"))
  }

  func testEditsInTwoFilesOfTheBundleAreWrittenInOneSave() throws {
    var (bundle, documents) = try open()
    try edit(&documents[1], "abc-12-def.title", "Optionen")
    try edit(&documents[2], "CFBundleDisplayName", "Touren")
    _ = try CatalogDocument.saveParts(documents)
    let expected = XclocFixture.xliff
      .replacingOccurrences(of: "<target  state=\"translated\"   >Einstellungen</target>", with: "<target  state=\"translated\">Optionen</target>")
      .replacingOccurrences(of: ">Wanderungen<", with: ">Touren<")
    XCTAssertEqual(try xliff(bundle), expected)
  }

  func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
    var (bundle, documents) = try open()
    try edit(&documents[0], "Cancel", "Schließen")
    let theirs = XclocFixture.xliff(replacing: ">Wanderungen<", with: ">Ausflüge<")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: XclocFixture.xliffPath(of: bundle)))
    XCTAssertTrue(documents[2].fileChangedOnDisk())
    XCTAssertThrowsError(try CatalogDocument.saveParts(documents)) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .changedOnDisk)
    }
    XCTAssertEqual(try xliff(bundle), theirs)
    // Reading the file again merges the unsaved edit into what it now holds.
    var document = documents[0]
    let reload = try document.reloadFromDisk()
    XCTAssertEqual(reload.conflicts.count, 0)
    XCTAssertEqual(document.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Schließen")
    var others = documents[2]
    _ = try others.reloadFromDisk()
    XCTAssertEqual(others.catalog.strings["CFBundleDisplayName"]?.localization("de")?.stringUnit?.value, "Ausflüge")
    // A part that has not read the file again would write over what it has not merged.
    XCTAssertThrowsError(try CatalogDocument.saveParts([document, documents[1], others])) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .changedOnDisk)
    }
    var storyboard = documents[1]
    _ = try storyboard.reloadFromDisk()
    let saved = try CatalogDocument.saveParts([document, storyboard, others])
    XCTAssertEqual(try xliff(bundle), theirs.replacingOccurrences(of: ">Abbrechen<", with: ">Schließen<"))
    XCTAssertFalse(saved[0].isModified)
  }

  func testAFormTheBundleHasNoUnitForIsRefusedAndNothingIsWritten() throws {
    var (bundle, documents) = try open()
    let zero = FormPath(steps: [.plural("zero")])
    documents[0].perform(try XCTUnwrap(documents[0].catalog.changeAddingForm(key: "%lld photos", language: "de", at: zero)))
    documents[0].perform(
      try XCTUnwrap(documents[0].catalog.changeSettingFormValue("Keine Fotos", key: "%lld photos", language: "de", at: zero)))
    XCTAssertThrowsError(try CatalogDocument.saveParts(documents)) { error in
      guard case .failed(let message) = error as? CatalogDocument.SaveError else { return XCTFail("\(error)") }
      XCTAssertTrue(message.contains("no unit for \"%lld photos|==|plural.zero\""), message)
    }
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff)
  }

  /// Xcode's ru bundle carries ru's four plural forms, each with en's text: en keeps its two, and
  /// the translator's four ru forms fill the four units.
  func testABundleForALanguageWithMoreFormsKeepsTheSourcesFormsAndTakesAllOfItsOwn() throws {
    let units = ["few": "%lld files", "many": "%lld files", "one": "%lld file", "other": "%lld files"].sorted { $0.key < $1.key }
      .map { form, source in
        "      <trans-unit id=\"%lld files|==|plural.\(form)\" xml:space=\"preserve\">\n        <source>\(source)</source>\n        <note/>\n      </trans-unit>\n"
      }
    let xliff =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n  <file original=\"L.xcstrings\" source-language=\"en\" target-language=\"ru\">\n    <body>\n"
      + units.joined() + "    </body>\n  </file>\n</xliff>\n"
    let bundle = try XclocFixture.write(in: folder, xliff: xliff, contents: "{\n  \"targetLocale\" : \"ru\"\n}")
    var document = try XCTUnwrap(try XclocEditing.members(of: bundle).first?.document)
    XCTAssertEqual(document.catalog.strings["%lld files"]?.localization("en")?.variations?.plural?.keys.sorted(), ["one", "other"])
    XCTAssertNil(document.catalog.strings["%lld files"]?.localization("ru"))
    document.perform(try XCTUnwrap(document.catalog.changeVaryingByPlural(key: "%lld files", language: "ru")))
    let forms = ["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"]
    for (form, text) in forms {
      document.perform(
        try XCTUnwrap(
          document.catalog.changeSettingFormValue(text, key: "%lld files", language: "ru", at: FormPath(steps: [.plural(form)]))))
    }
    _ = try CatalogDocument.saveParts([document])
    var expected = xliff
    for (form, text) in forms {
      let source = "<source>\(form == "one" ? "%lld file" : "%lld files")</source>\n"
      let unit = "plural.\(form)\" xml:space=\"preserve\">\n        " + source
      expected = expected.replacingOccurrences(of: unit, with: unit + "        <target state=\"translated\">\(text)</target>\n")
    }
    XCTAssertEqual(try self.xliff(bundle), expected)
  }

  func testBadBundlesAreErrorsWithTheirPlace() throws {
    let broken = try XclocFixture.write(in: folder, xliff: XclocFixture.xliff(replacing: "</trans-unit>", with: "</trans-unt>"))
    XCTAssertThrowsError(try XclocEditing.members(of: broken)) { error in
      let message = (error as? InterchangeError)?.message ?? ""
      XCTAssertTrue(message.hasPrefix(XclocFixture.xliffPath(of: broken) + ":"), message)
      XCTAssertNotNil(message.range(of: #"\.xliff:\d+:\d+: "#, options: .regularExpression), message)
    }
    let outside = folder + "/outside"
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    let leaving = try XclocFixture.write(
      in: outside, xliff: XclocFixture.xliff(replacing: "App/Base.lproj/Main.storyboard", with: "../../etc/Main.storyboard"))
    XCTAssertThrowsError(try XclocEditing.members(of: leaving)) { error in
      let message = (error as? InterchangeError)?.message ?? ""
      XCTAssertTrue(message.hasSuffix(#"de.xliff:35:3: <file original="../../etc/Main.storyboard"> is outside the project (an absolute path or ..); refused"#), message)
    }
    let twice = XclocFixture.xliff.replacingOccurrences(of: "App/en.lproj/InfoPlist.strings", with: "App/Localizable.xcstrings")
    let second = folder + "/second"
    try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: true)
    let bundle = try XclocFixture.write(in: second, xliff: twice)
    XCTAssertThrowsError(try XclocEditing.members(of: bundle)) { error in
      let message = (error as? InterchangeError)?.message ?? ""
      XCTAssertTrue(message.contains("a second <file original=\"App/Localizable.xcstrings\"> (the first is at 3:"), message)
    }
  }
}
