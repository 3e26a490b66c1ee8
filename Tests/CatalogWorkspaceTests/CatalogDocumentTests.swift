import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// Opening, saving and reloading files: exact bytes, on-disk change detection, atomic writes.
final class CatalogDocumentTests: XCTestCase {
  typealias F = EditingFixture

  private func openFixture(in folder: TemporaryFolder, text: String = EditingFixture.text) throws -> (CatalogDocument, String) {
    let path = try folder.file("Localizable.xcstrings", text)
    let (document, warnings) = try CatalogDocument.open(path: path)
    XCTAssertEqual(warnings, [])
    return (document, path)
  }

  func testSaveWritesTheEditedBytesAndTracksTheSavePoint() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    XCTAssertEqual(document.path, path)
    XCTAssertFalse(document.isModified)

    document.perform(try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")))
    XCTAssertTrue(document.isModified)
    try document.save()
    XCTAssertFalse(document.isModified)
    let edited = F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Äpfel"))
    assertSameBytes(Array(try Data(contentsOf: URL(fileURLWithPath: path))), Array(edited.utf8))

    document.undo()
    XCTAssertTrue(document.isModified)
    try document.save()
    XCTAssertFalse(document.isModified)
    assertSameBytes(Array(try Data(contentsOf: URL(fileURLWithPath: path))), Array(F.text.utf8))

    document.redo()
    XCTAssertTrue(document.isModified, "the saved state is the original again")
    document.undo()
    XCTAssertFalse(document.isModified)
  }

  func testSavingAnUnchangedDocumentKeepsTheBytes() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    try document.save()
    XCTAssertEqual(try fileText(path), F.text)
  }

  func testSaveNormalizesAHandWrittenFile() throws {
    let folder = try TemporaryFolder()
    let compact = #"{"version":"1.0","strings":{"b":{},"a":{}},"sourceLanguage":"en"}"#
    var (document, path) = try openFixture(in: folder, text: compact)
    try document.save()
    XCTAssertEqual(
      try fileText(path),
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },\n    \"b\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}")
  }

  func testSaveRefusesWhenTheFileChangedOnDisk() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    let theirs = F.replacing("\"Fruit\"", with: "\"Someone else's comment\"")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertTrue(document.fileChangedOnDisk())

    XCTAssertThrowsError(try document.save()) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .changedOnDisk)
    }
    XCTAssertEqual(try fileText(path), theirs, "nothing was written")
    XCTAssertTrue(document.isModified)

    try document.save(force: true)
    XCTAssertFalse(document.isModified)
    XCTAssertFalse(document.fileChangedOnDisk())
    XCTAssertEqual(try fileText(path), String(decoding: CatalogWriter.bytes(document.catalog), as: UTF8.self))
    XCTAssertTrue(try fileText(path).contains("\"Blueberry\""))
    // After a forced save, later saves work normally.
    document.perform(try XCTUnwrap(document.catalog.changeDeletingKey("Blueberry")))
    try document.save()
  }

  func testATouchedButIdenticalFileIsNotAChange() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    try setModificationTime(of: path, seconds: 1_000_000_000, nanoseconds: 0)
    XCTAssertFalse(document.fileChangedOnDisk())
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    XCTAssertNoThrow(try document.save())
  }

  /// mtime alone misses writes within the clock's granularity (FAT/SMB/NFS: seconds); the
  /// fingerprint keeps a size and a content hash to catch them.
  func testAChangeThatKeepsTheModificationTimeIsStillNoticed() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    var info = stat()
    XCTAssertEqual(stat(path, &info), 0)
    let theirs = F.replacing("\"Fruit\"", with: "\"Changed\"")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))
    try setModificationTime(of: path, seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    XCTAssertTrue(document.fileChangedOnDisk())
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    XCTAssertThrowsError(try document.save()) { error in
      XCTAssertEqual(error as? CatalogDocument.SaveError, .changedOnDisk)
    }
    XCTAssertEqual(try fileText(path), theirs)
  }

  func testAFileDeletedOnDiskCountsAsChanged() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    try FileManager.default.removeItem(atPath: path)
    XCTAssertTrue(document.fileChangedOnDisk())
    XCTAssertThrowsError(try document.save())
    try document.save(force: true)
    XCTAssertEqual(try fileText(path), F.text)
  }

  func testSaveKeepsPermissionsAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    XCTAssertEqual(chmod(path, 0o600), 0)
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    try document.save()
    XCTAssertEqual(try permissions(path), 0o600)
    XCTAssertEqual(try folder.contents(), ["Localizable.xcstrings"])

    XCTAssertEqual(chmod(path, 0o640), 0)
    document.perform(try XCTUnwrap(document.catalog.changeDeletingKey("Blueberry")))
    try document.save()
    XCTAssertEqual(try permissions(path), 0o640)
    XCTAssertEqual(try folder.contents(), ["Localizable.xcstrings"])
  }

  func testSaveReplacesTheFileAtomically() throws {
    // A reader holding the old file keeps seeing the old bytes: the new file is a new inode.
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path))
    defer { try? handle.close() }
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    try document.save()
    XCTAssertEqual(String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self), F.text)
    XCTAssertTrue(try fileText(path).contains("Blueberry"))
  }

  /// A catalog reached through a symbolic link (shared between targets, or kept in a package) is
  /// saved into the file the link points to; the link stays a link.
  func testSavingThroughASymbolicLinkUpdatesTheTarget() throws {
    let folder = try TemporaryFolder()
    let target = try folder.file("Shared.xcstrings", F.text)
    let link = folder.path + "/Localizable.xcstrings"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    var (document, _) = try CatalogDocument.open(path: link)
    document.perform(try XCTUnwrap(document.catalog.changeAddingKey("Blueberry")))
    try document.save()
    XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "the link is still a link")
    XCTAssertTrue(try fileText(target).contains("\"Blueberry\""), "the target holds the edit")
    XCTAssertEqual(try folder.contents(), ["Localizable.xcstrings", "Shared.xcstrings"])
  }

  func testSaveWithoutAPathFails() throws {
    var document = CatalogDocument(catalog: try F.catalog)
    XCTAssertThrowsError(try document.save()) { error in
      guard case .failed(let message)? = error as? CatalogDocument.SaveError else { return XCTFail("\(error)") }
      XCTAssertTrue(message.contains("no file name"), message)
    }
  }

  func testOpenReportsErrorsAndWarnings() throws {
    let folder = try TemporaryFolder()
    let bad = try folder.file("Bad.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n")
    XCTAssertThrowsError(try CatalogDocument.open(path: bad)) { error in
      XCTAssertEqual("\(error)", "\(bad):3:15: expected \"strings\" (an object), found '['")
    }
    let duplicate = try folder.file("Dup.xcstrings", "{\"sourceLanguage\":\"en\",\n\"strings\":{\"a\":{},\n\"a\":{}}}")
    let (_, warnings) = try CatalogDocument.open(path: duplicate)
    XCTAssertEqual(warnings.map(\.description), [
      "\(duplicate):3:1: warning: duplicate member \"a\" (first on line 2); the last one wins, as in Xcode"
    ])
  }

  // MARK: Reload

  func testReloadMergesEditsToOtherKeys() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    let mine = try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de"))
    document.perform(mine)
    // Another tool changes Banana.
    let theirs = F.replacing("\"Fruit\"", with: "\"Their comment\"")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))

    let outcome = try document.reloadMergingEdits()
    XCTAssertEqual(outcome.mergedKeys, 1)
    XCTAssertEqual(outcome.conflicts, [])
    let merged = F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Äpfel"), in: theirs)
    XCTAssertEqual(written(document.catalog), merged)
    XCTAssertTrue(document.isModified)
    XCTAssertFalse(document.fileChangedOnDisk())
    // The merged edits are one undoable change, back to the file as it is on disk.
    XCTAssertNotNil(document.undo())
    XCTAssertEqual(written(document.catalog), theirs)
    XCTAssertFalse(document.isModified)
    document.redo()
    try document.save()
    XCTAssertEqual(try fileText(path), merged)
  }

  /// Editing `de` while someone changed `fr` of the same key used to be a "conflict" that sent the
  /// `de` edit to a recovery file and left the buffer clean; the two leaves now merge.
  func testReloadMergesDifferentLanguagesOfOneKey() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    document.perform(try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")))
    document.perform(try XCTUnwrap(document.catalog.changeSettingComment("Yellow", key: "Banana")))
    let theirs = F.replacing(F.unit("fr", "translated", "Pomme"), with: F.unit("fr", "translated", "Pomme!"))
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))

    let outcome = try document.reloadMergingEdits()
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.mergedKeys, 2)
    var expected = F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Äpfel"), in: theirs)
    expected = F.replacing(
      "      \"comment\" : \"Fruit\",\n      \"isCommentAutoGenerated\" : true,\n", with: "      \"comment\" : \"Yellow\",\n",
      in: expected)
    XCTAssertEqual(written(document.catalog), expected)
    XCTAssertTrue(document.isModified)
    try document.save()
    XCTAssertEqual(try fileText(path), expected)
  }

  func testReloadReportsTheSameLeafChangedOnBothSidesAndKeepsMine() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    document.perform(try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de")))
    let theirs = F.replacing(F.unit("de", "translated", "Apfel"), with: F.unit("de", "translated", "Apfel (Obst)"))
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))

    let outcome = try document.reloadMergingEdits()
    XCTAssertEqual(outcome.conflicts.map(\.key), ["Apple"])
    XCTAssertEqual(outcome.conflicts.first?.leaves, [MergePath(["localizations", "de", "stringUnit"])])
    XCTAssertEqual(outcome.conflicts.first?.leaves.first?.description, "de")
    let conflict = try XCTUnwrap(outcome.conflicts.first)
    XCTAssertEqual(conflict.lines(of: .theirs, at: conflict.leaves[0]), ["Apfel (Obst)  [translated]"])
    XCTAssertEqual(conflict.lines(of: .mine, at: conflict.leaves[0]), ["Äpfel  [translated]"])
    XCTAssertEqual(conflict.lines(of: .base, at: conflict.leaves[0]), ["Apfel  [translated]"])
    // The buffer keeps mine until someone decides; the document stays modified.
    XCTAssertEqual(document.catalog.strings["Apple"]?.localization("de")?.stringUnit?.value, "Äpfel")
    XCTAssertTrue(document.isModified)
    // Taking theirs gives the file's entry back exactly.
    XCTAssertEqual(conflict.resolved([conflict.leaves[0]: .theirs]), conflict.theirs)
  }

  func testReloadAfterASaveDoesNotReportTheSavedEditsAsConflicts() throws {
    let folder = try TemporaryFolder()
    var (document, path) = try openFixture(in: folder)
    let saved = try XCTUnwrap(document.catalog.changeSettingValue("Äpfel", key: "Apple", language: "de"))
    document.perform(saved)
    try document.save()
    let unsaved = try XCTUnwrap(document.catalog.changeAddingKey("Blueberry"))
    document.perform(unsaved)
    // Another tool changes Banana in the saved file.
    let onDisk = try fileText(path)
    let theirs = F.replacing("\"Fruit\"", with: "\"Their comment\"", in: onDisk)
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: path))

    let outcome = try document.reloadMergingEdits()
    XCTAssertEqual(outcome.conflicts, [], "the saved edit is already in the file: it does not conflict with itself")
    XCTAssertEqual(outcome.mergedKeys, 1)
    XCTAssertEqual(document.catalog.strings["Apple"]?.localization("de")?.stringUnit?.value, "Äpfel")
    XCTAssertNotNil(document.catalog.strings["Blueberry"], "the unsaved edit is re-applied")
    XCTAssertEqual(document.catalog.strings["Banana"]?.comment, "Their comment")
  }

  // MARK: Helpers

  private func setModificationTime(of path: String, seconds: Int, nanoseconds: Int) throws {
    var times = [
      timespec(tv_sec: seconds, tv_nsec: nanoseconds),
      timespec(tv_sec: seconds, tv_nsec: nanoseconds),
    ]
    XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0, String(cString: strerror(errno)))
  }
}
