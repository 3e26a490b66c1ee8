import StringCatalog
import XCTest

@testable import Editor

final class UndoRedoTests: XCTestCase {
  func testUndoRestoresTheExactBytesAndTheModifiedFlag() throws {
    var harness = try sampleHarness()
    let original = try Fixtures.sampleBytes()
    harness.type("jj<Tab><Enter><C-u>Abbruch<Enter>")
    XCTAssertTrue(harness.isModified)
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Undid: edit de of \"Cancel\"")
    XCTAssertSameBytes(harness.bytes, original)
    XCTAssertFalse(harness.isModified)
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Redid: edit de of \"Cancel\"")
    XCTAssertTrue(harness.isModified)
    XCTAssertEqual(harness.catalog.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Abbruch")
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Nothing to redo")
    harness.type("uu")
    XCTAssertEqual(harness.messageLine, "Nothing to undo")
  }

  func testUndoingSeveralActionsOfEveryKindRestoresTheOriginal() throws {
    var harness = try sampleHarness()
    harness.type("jjy")  // copy source
    harness.type("<Tab>xy")  // delete de
    harness.type("cNote<Enter>")  // comment
    harness.type("aAardvark<Enter>")  // add key
    harness.type("/Einstellungen<Enter>Dy")  // delete key (Settings)
    harness.type("/Sichern<Enter>r")  // toggle review (Save, de)
    harness.type("hh<Enter><C-u>Store<Enter>")  // source edit: marks others for review
    XCTAssertTrue(harness.isModified)
    for _ in 0..<7 { harness.type("u") }
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
    XCTAssertFalse(harness.isModified)
    for _ in 0..<7 { harness.type("<C-r>") }
    XCTAssertEqual(harness.catalog.strings["Save"]?.localization("en")?.stringUnit?.value, "Store")
    XCTAssertNil(harness.catalog.strings["Settings"])
    XCTAssertNotNil(harness.catalog.strings["Aardvark"])
    XCTAssertEqual(harness.state.stats["ar"], harness.catalog.stats(for: ["ar"]).first, "incremental stats match a recount")
    XCTAssertEqual(harness.state.stats["de"], harness.catalog.stats(for: ["de"]).first)
  }

  func testUndoSelectsTheChangedKeyAndLanguage() throws {
    var harness = try sampleHarness()
    harness.type("jj<Tab><Enter><C-u>Abbruch<Enter>")
    harness.type("G<Tab><Tab>")
    XCTAssertEqual(harness.currentLanguage, "ja")
    harness.type("u")
    XCTAssertEqual(harness.currentKey, "Cancel")
    XCTAssertEqual(harness.currentLanguage, "de")
  }

  func testModifiedFlagIsExactAcrossSaves() throws {
    let file = try TemporaryCatalogFile()
    defer { file.remove() }
    var harness = EditorHarness(document: try file.open())
    harness.type("jj<Tab><Enter><C-u>Abbruch<Enter>")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
    harness.performSave()
    XCTAssertEqual(harness.messageLine, "Saved \(file.path)")
    XCTAssertFalse(harness.isModified)
    XCTAssertFalse(harness.statusLine.contains("[+]"))
    harness.type("u")
    XCTAssertTrue(harness.isModified, "undo across a save leaves the file's state")
    XCTAssertTrue(harness.statusLine.contains("[+]"))
    harness.type("<C-r>")
    XCTAssertFalse(harness.isModified, "redo returns to the saved state")
    let onDisk = try CatalogReader.read(path: file.path).catalog
    XCTAssertEqual(onDisk.strings["Cancel"]?.localization("de")?.stringUnit?.value, "Abbruch")
  }

  func testHistoryHandedInWithTheDocumentUndoesAndRedoes() throws {
    var document = CatalogDocument(catalog: try Fixtures.sample())
    let catalog = document.catalog
    document.perform(try XCTUnwrap(catalog.changeCopyingSource(key: "Cancel", language: "ar")))
    document.perform(try XCTUnwrap(document.catalog.changeDeletingKey("Done")))
    document.undo()  // leaves a redo step the editor never saw performed
    var harness = EditorHarness(document: document)
    XCTAssertTrue(harness.statusLine.hasSuffix("ar 44.4% · 7 missing · 1 new · 2 review"))
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Redid: delete \"Done\"")
    XCTAssertEqual(harness.visibleKeys.count, 20)
    harness.type("uu")
    XCTAssertEqual(harness.messageLine, "Undid: copy source into ar of \"Cancel\"")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
    XCTAssertEqual(harness.visibleKeys.count, 21)
    XCTAssertEqual(harness.state.stats["ar"], harness.catalog.stats(for: ["ar"]).first)
    XCTAssertEqual(harness.currentKey, "Cancel")
  }
}
