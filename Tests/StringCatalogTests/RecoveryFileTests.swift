import Foundation
import StringCatalog
import XCTest

/// Unsaved changes kept on disk: where they go, and that they come back exactly.
final class RecoveryFileTests: XCTestCase {
  typealias F = EditingFixture

  private func sampleChanges() throws -> [CatalogChange] {
    let catalog = try readCatalog(ReaderUnknownMemberTests.unknownEverywhere).catalog
    var entry = try XCTUnwrap(catalog.strings["entry"])
    entry.comment = "Quote \" backslash \\ newline \n tab \t control \u{1} U+2028 \u{2028} emoji 😀 slash /"
    return [
      CatalogChange(label: "edit de of \"entry\"", edits: [.put(key: "entry", entry: entry)]),
      CatalogChange(label: "delete \"Cherry\"", edits: [.remove(key: "Cherry")]),
      CatalogChange(
        label: "Accept 2 strings",
        edits: [
          .put(key: "Key with \"quotes\"\nand a line", entry: Entry(extractionState: "manual")),
          .put(key: "", entry: Entry()),
          .remove(key: "漢字"),
        ]),
      CatalogChange(label: "", edits: []),
    ]
  }

  func testEncodeDecodeRoundTrip() throws {
    let changes = try sampleChanges()
    let bytes = RecoveryFile.encode(changes: changes, catalogPath: "/projects/App/Localizable.xcstrings")
    XCTAssertEqual(try RecoveryFile.decode(bytes), changes)
    // It is JSON that names the catalog.
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    XCTAssertEqual(object["catalog"] as? String, "/projects/App/Localizable.xcstrings")
    XCTAssertEqual(object["glossaRecovery"] as? Int, 1)
    XCTAssertEqual((object["changes"] as? [Any])?.count, changes.count)
  }

  func testEncodingIsDeterministic() throws {
    let changes = try sampleChanges()
    XCTAssertEqual(
      RecoveryFile.encode(changes: changes, catalogPath: "/a/b.xcstrings"),
      RecoveryFile.encode(changes: changes, catalogPath: "/a/b.xcstrings"))
  }

  func testDecodedChangesReplayOnTheCatalog() throws {
    var document = CatalogDocument(catalog: try F.catalog)
    document.perform(try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")))
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    document.perform(try XCTUnwrap(document.catalog.changeDeletingKey("Cherry")))
    let bytes = RecoveryFile.encode(changes: document.history.appliedChanges, catalogPath: "/x/Localizable.xcstrings")

    var restored = CatalogDocument(catalog: try F.catalog)
    for change in try RecoveryFile.decode(bytes) { restored.perform(change) }
    XCTAssertEqual(CatalogWriter.bytes(restored.catalog), CatalogWriter.bytes(document.catalog))
    while restored.undo() != nil {}
    XCTAssertEqual(written(restored.catalog), F.text)
  }

  func testMalformedRecoveryFilesAreLocatedErrors() {
    XCTAssertThrowsError(try RecoveryFile.decode(Array("{\n  \"changes\" : [\n    {\n      \"edits\" : [\n        {\n        }\n".utf8))) {
      error in
      XCTAssertEqual("\(error)", "<input>:6:10: an edit without a key")
    }
    XCTAssertThrowsError(try RecoveryFile.decode(Array("{\n  \"changes\" : 3\n}".utf8))) { error in
      XCTAssertEqual("\(error)", "<input>:2:15: expected an array, found '3'")
    }
  }

  func testPathHonoursXDGStateHome() {
    let environment = ["XDG_STATE_HOME": "/tmp/state", "HOME": "/home/someone"]
    let path = RecoveryFile.path(for: "/projects/App/Localizable.xcstrings", environment: environment)
    XCTAssertTrue(path.hasPrefix("/tmp/state/glossa/Localizable-"), path)
    XCTAssertTrue(path.hasSuffix(".recovery.json"), path)
    XCTAssertEqual(RecoveryFile.folder(environment: environment), "/tmp/state/glossa")
    XCTAssertEqual(RecoveryFile.folder(environment: ["XDG_STATE_HOME": "", "HOME": "/home/someone"]), "/home/someone/.local/state/glossa")
    XCTAssertEqual(RecoveryFile.folder(environment: ["HOME": "/home/someone"]), "/home/someone/.local/state/glossa")
  }

  func testEachCatalogPathHasItsOwnRecoveryFile() {
    let environment = ["XDG_STATE_HOME": "/tmp/state"]
    let a = RecoveryFile.path(for: "/projects/App/Localizable.xcstrings", environment: environment)
    let b = RecoveryFile.path(for: "/projects/Widget/Localizable.xcstrings", environment: environment)
    XCTAssertNotEqual(a, b)
    XCTAssertEqual(a, RecoveryFile.path(for: "/projects/App/../App/./Localizable.xcstrings", environment: environment))
    let cwd = FileManager.default.currentDirectoryPath
    XCTAssertEqual(
      RecoveryFile.path(for: "Relative.xcstrings", environment: environment),
      RecoveryFile.path(for: cwd + "/Relative.xcstrings", environment: environment))
  }

  /// `write`, `load` and `remove` read XDG_STATE_HOME from the process environment (they take no
  /// environment parameter), so this test points it at a temporary folder and restores it.
  func testWriteLoadRemove() throws {
    let folder = try TemporaryFolder()
    let previous = ProcessInfo.processInfo.environment["XDG_STATE_HOME"]
    setenv("XDG_STATE_HOME", folder.path + "/state", 1)
    defer {
      if let previous { setenv("XDG_STATE_HOME", previous, 1) } else { unsetenv("XDG_STATE_HOME") }
    }
    let catalogPath = folder.path + "/Localizable.xcstrings"
    XCTAssertNil(RecoveryFile.load(for: catalogPath))
    let changes = try sampleChanges()
    let written = try RecoveryFile.write(changes: changes, catalogPath: catalogPath)
    XCTAssertEqual(written, RecoveryFile.path(for: catalogPath, environment: ["XDG_STATE_HOME": folder.path + "/state"]))
    XCTAssertTrue(written.hasPrefix(folder.path + "/state/glossa/"))
    XCTAssertEqual(RecoveryFile.load(for: catalogPath), changes)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/state/glossa").count, 1, "no temporary file left")
    RecoveryFile.remove(for: catalogPath)
    XCTAssertNil(RecoveryFile.load(for: catalogPath))
    XCTAssertFalse(FileManager.default.fileExists(atPath: written))
  }
}
