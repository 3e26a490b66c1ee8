import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// Unsaved edits kept on disk: where they go, that they come back exactly, and that restoring
/// them never reverts what someone else changed in the file since.
final class RecoveryFileTests: XCTestCase {
  typealias F = EditingFixture

  private func editedDocument() throws -> CatalogDocument {
    var document = CatalogDocument(catalog: try F.catalog)
    document.perform(try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")))
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    document.perform(try XCTUnwrap(document.catalog.changeDeletingKey("Cherry")))
    return document
  }

  private func record(of document: CatalogDocument, pid: Int32 = 4242) -> RecoveryRecord {
    RecoveryRecord(document: document, catalogPath: "/x/Localizable.xcstrings", processID: pid, writtenAt: 1_790_000_000)
  }

  func testARecordHoldsEachEditedKeyWithItsValueBeforeTheEdit() throws {
    let document = try editedDocument()
    let record = record(of: document)
    XCTAssertEqual(record.edits.map(\.key), ["Apple", "Blueberry", "Cherry"])
    XCTAssertEqual(record.edits[0].base?.localization("de")?.stringUnit?.value, "Apfel")
    XCTAssertEqual(record.edits[0].mine?.localization("de")?.stringUnit?.value, "Äpfel")
    XCTAssertNil(record.edits[1].base)
    XCTAssertNotNil(record.edits[1].mine)
    XCTAssertNotNil(record.edits[2].base)
    XCTAssertNil(record.edits[2].mine)
    XCTAssertEqual(record.changes, document.history.appliedChanges)
  }

  func testWriteLoadRoundTripAndPerProcessNames() throws {
    let folder = try TemporaryFolder()
    let environment = ["XDG_STATE_HOME": folder.path + "/state"]
    let first = record(of: try editedDocument(), pid: 111)
    var second = first
    second.processID = 222
    second.changes = []
    let firstPath = try RecoveryFile.write(first, environment: environment)
    let secondPath = try RecoveryFile.write(second, environment: environment)
    XCTAssertNotEqual(firstPath, secondPath, "two editors on one catalog never share a recovery file")
    XCTAssertTrue(firstPath.hasPrefix(folder.path + "/state/glossa/Localizable-"), firstPath)
    XCTAssertTrue(firstPath.hasSuffix(".111.recovery.json"), firstPath)
    XCTAssertEqual(RecoveryFile.load(path: firstPath), first)
    XCTAssertEqual(RecoveryFile.load(path: secondPath), second)
    // It is JSON that names the catalog and the process.
    let object = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: firstPath))) as? [String: Any])
    XCTAssertEqual(object["catalog"] as? String, "/x/Localizable.xcstrings")
    XCTAssertEqual(object["pid"] as? Int, 111)
    XCTAssertEqual(object["glossaRecovery"] as? Int, 2)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/state/glossa").count, 2, "no temporary file left")
    RecoveryFile.remove(path: firstPath)
    XCTAssertNil(RecoveryFile.load(path: firstPath))
  }

  func testPathsListEveryProcessesFileOfOneCatalogNewestFirst() throws {
    let folder = try TemporaryFolder()
    let environment = ["XDG_STATE_HOME": folder.path + "/state"]
    var paths: [String] = []
    for (offset, pid) in [Int32(30), 10, 20].enumerated() {
      var item = record(of: try editedDocument(), pid: pid)
      item.writtenAt += offset
      let path = try RecoveryFile.write(item, environment: environment)
      // Modification times a second apart, oldest first in the order written.
      let start = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-09-20T12:00:00Z"))
      let date = Date(timeInterval: Double(offset), since: start)
      try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
      paths.append(path)
    }
    var other = record(of: try editedDocument())
    other.catalogPath = "/y/Localizable.xcstrings"
    try RecoveryFile.write(other, environment: environment)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder.path + "/state/glossa/notes.recovery.json"))
    XCTAssertEqual(RecoveryFile.paths(for: "/x/Localizable.xcstrings", environment: environment), paths.reversed())
    XCTAssertEqual(RecoveryFile.paths(for: "/x/../x/Localizable.xcstrings", environment: environment).count, 3)
    XCTAssertEqual(RecoveryFile.paths(for: "/z/Localizable.xcstrings", environment: environment), [])
  }

  /// Older Glossa's recovery files are offered like journals (issue 30 item 3): only this
  /// user's own regular files, from a folder no one else may write.
  func testOnlyOwnRecoveryFilesInAPrivateFolderAreFound() throws {
    let folder = try TemporaryFolder()
    let environment = ["XDG_STATE_HOME": folder.path + "/state"]
    let own = try RecoveryFile.write(record(of: try editedDocument(), pid: 1), environment: environment)
    let strangers = try RecoveryFile.write(record(of: try editedDocument(), pid: 2), environment: environment)
    XCTAssertEqual(chown(strangers, 12345, 12345), 0)
    let link = RecoveryFile.path(for: "/x/Localizable.xcstrings", processID: 3, environment: environment)
    XCTAssertEqual(symlink(own, link), 0)
    XCTAssertEqual(RecoveryFile.paths(for: "/x/Localizable.xcstrings", environment: environment), [own])

    XCTAssertEqual(chmod(folder.path + "/state/glossa", 0o777), 0)
    XCTAssertEqual(RecoveryFile.paths(for: "/x/Localizable.xcstrings", environment: environment), [])
  }

  func testFolderHonoursXDGStateHome() {
    XCTAssertEqual(RecoveryFile.folder(environment: ["XDG_STATE_HOME": "/tmp/state", "HOME": "/h"]), "/tmp/state/glossa")
    XCTAssertEqual(RecoveryFile.folder(environment: ["XDG_STATE_HOME": "", "HOME": "/home/someone"]), "/home/someone/.local/state/glossa")
    XCTAssertEqual(RecoveryFile.folder(environment: ["HOME": "/home/someone"]), "/home/someone/.local/state/glossa")
    let cwd = FileManager.default.currentDirectoryPath
    XCTAssertEqual(
      RecoveryFile.path(for: "Relative.xcstrings", processID: 1, environment: ["XDG_STATE_HOME": "/s"]),
      RecoveryFile.path(for: cwd + "/Relative.xcstrings", processID: 1, environment: ["XDG_STATE_HOME": "/s"]))
  }

  func testMalformedRecoveryFilesAreNotLoaded() throws {
    let folder = try TemporaryFolder()
    let truncated = try folder.file("a.recovery.json", "{\n  \"edits\" : [\n    {\n    }\n  ],\n  \"glossaRecovery\" : 2\n}")
    XCTAssertNil(RecoveryFile.load(path: truncated))
    let oldFormat = try folder.file("b.recovery.json", "{\n  \"changes\" : [],\n  \"glossaRecovery\" : 1\n}")
    XCTAssertNil(RecoveryFile.load(path: oldFormat))
  }

  // MARK: Restoring

  func testRestoringIntoTheUnchangedFileReplaysTheUndoHistory() throws {
    let edited = try editedDocument()
    var restored = CatalogDocument(catalog: try F.catalog)
    XCTAssertEqual(record(of: edited).restore(into: &restored, label: "restore"), [])
    XCTAssertEqual(written(restored.catalog), written(edited.catalog))
    XCTAssertEqual(restored.history.appliedChanges.count, 3, "each edit stays its own undo step")
    while restored.undo() != nil {}
    XCTAssertEqual(written(restored.catalog), F.text)
  }

  /// The defect: restoring whole entries reverted a colleague's change to another language of
  /// the same key. Only the leaves the editor changed are re-applied now.
  func testRestoringKeepsAColleaguesChangeToTheSameKey() throws {
    let edited = try editedDocument()
    let colleague = F.replacing(F.unit("fr", "translated", "Pomme"), with: F.unit("fr", "translated", "Pomme rouge"))
    var restored = CatalogDocument(catalog: try CatalogReader.read(bytes: Array(colleague.utf8)).catalog)
    XCTAssertEqual(record(of: edited).restore(into: &restored, label: "restore"), [])
    let apple = restored.catalog.strings["Apple"]
    XCTAssertEqual(apple?.localization("de")?.stringUnit?.value, "Äpfel", "my edit is back")
    XCTAssertEqual(apple?.localization("fr")?.stringUnit?.value, "Pomme rouge", "their edit is kept")
    XCTAssertNotNil(restored.catalog.strings["Blueberry"])
    XCTAssertNil(restored.catalog.strings["Cherry"])
    XCTAssertTrue(restored.isModified)
  }

  func testRestoringALeafChangedOnBothSidesReportsAConflictAndKeepsMine() throws {
    let edited = try editedDocument()
    let colleague = F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Apfel!"))
    var restored = CatalogDocument(catalog: try CatalogReader.read(bytes: Array(colleague.utf8)).catalog)
    let conflicts = record(of: edited).restore(into: &restored, label: "restore")
    XCTAssertEqual(conflicts.map(\.key), ["Apple"])
    XCTAssertEqual(conflicts.first?.leaves, [MergePath(["localizations", "de", "stringUnit"])])
    XCTAssertEqual(restored.catalog.strings["Apple"]?.localization("de")?.stringUnit?.value, "Äpfel")
  }

  func testARecordIsContainedOnlyWhenEveryEditIsInTheCatalog() throws {
    let edited = try editedDocument()
    let record = record(of: edited)
    XCTAssertTrue(record.isContained(in: edited.catalog))
    XCTAssertFalse(record.isContained(in: try F.catalog))
    // A colleague's change elsewhere does not matter; a missing edit of mine does.
    var withTheirs = edited.catalog
    withTheirs.strings["Banana"]?.comment = "Theirs"
    XCTAssertTrue(record.isContained(in: withTheirs))
    var missingOne = edited.catalog
    missingOne.strings["Blueberry"] = nil
    XCTAssertFalse(record.isContained(in: missingOne))
    // A leaf decided for the file's version in the conflict view counts as done with.
    var decidedForTheirs = edited.catalog
    decidedForTheirs.strings["Apple"]?.setLocalization(Localization(value: "Apfel!", state: .translated), for: "de")
    XCTAssertFalse(record.isContained(in: decidedForTheirs))
    XCTAssertTrue(
      record.isContained(in: decidedForTheirs, decided: ["Apple": [MergePath(["localizations", "de", "stringUnit"])]]))
  }
}
