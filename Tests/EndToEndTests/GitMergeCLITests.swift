import Foundation
import StringCatalog
import XCTest

/// `glossa merge` as git's merge driver, in real repositories: `main` and `feature` each change
/// the same catalog from a common commit, then `git merge feature` runs the driver.
final class GitMergeCLITests: XCTestCase {
  private let base = GitFixture.catalog([
    ("Cancel", GitFixture.entry(["en": "Cancel", "de": "Abbrechen", "fr": "Annuler"])),
    ("Done", GitFixture.entry(["en": "Done", "de": "Fertig", "fr": "Terminé"], comment: "Button")),
  ])

  func testDifferentLanguagesAndKeysMergeCleanToTheExpectedBytes() throws {
    let repository = try GitTestRepository()
    var ours = base
    ours.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    ours.strings["Save"] = GitFixture.entry(["en": "Save", "de": "Sichern"])
    var theirs = base
    theirs.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")
    theirs.strings["Open"] = GitFixture.entry(["en": "Open", "fr": "Ouvrir"])
    theirs.strings["Cancel"] = nil
    var expected = ours
    expected.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")
    expected.strings["Open"] = GitFixture.entry(["en": "Open", "fr": "Ouvrir"])
    expected.strings["Cancel"] = nil

    let run = try repository.merge(base: base, ours: ours, theirs: theirs)

    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(try repository.folder.bytes("Localizable.xcstrings"), CatalogWriter.bytes(expected))
    XCTAssertEqual(try repository.git("status", "--porcelain").stdout, "")
    XCTAssertEqual(try repository.conflictRecords(), [])
  }

  func testConcurrentPluralDeviceAndCommentEditsMerge() throws {
    let repository = try GitTestRepository()
    let start = GitFixture.catalog([
      ("%lld files", GitFixture.varied(plural: ["one": "%lld Datei", "other": "%lld Dateien"], device: ["iphone": "Fichiers", "mac": "Fichiers"]))
    ])
    var ours = start
    var theirs = start
    ours.strings["%lld files"] = GitFixture.varied(
      plural: ["one": "Eine Datei", "other": "%lld Dateien"], device: ["iphone": "Fichiers", "mac": "Fichiers (Mac)"])
    ours.strings["%lld files"]?.comment = "File count"
    theirs.strings["%lld files"] = GitFixture.varied(
      plural: ["one": "%lld Datei", "other": "%lld Dateien insgesamt"], device: ["iphone": "Fichiers (iPhone)", "mac": "Fichiers"])
    var expected = start
    expected.strings["%lld files"] = GitFixture.varied(
      plural: ["one": "Eine Datei", "other": "%lld Dateien insgesamt"], device: ["iphone": "Fichiers (iPhone)", "mac": "Fichiers (Mac)"])
    expected.strings["%lld files"]?.comment = "File count"

    let run = try repository.merge(base: start, ours: ours, theirs: theirs)

    XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    XCTAssertEqual(try repository.folder.text("Localizable.xcstrings"), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }

  func testSameLeafChangedDifferentlyKeepsOursAndRecordsTheConflict() throws {
    let repository = try GitTestRepository()
    var ours = base
    ours.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    ours.strings["Done"]?.comment = "The done button"
    var theirs = base
    theirs.strings["Done"]?.setLocalization(Localization(value: "Fertig!", state: .needsReview), for: "de")
    theirs.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")
    var expected = ours
    expected.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")

    let run = try repository.merge(base: base, ours: ours, theirs: theirs)

    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    XCTAssertEqual(try repository.git("status", "--porcelain").stdout, "UU Localizable.xcstrings\n")
    XCTAssertEqual(try repository.folder.bytes("Localizable.xcstrings"), CatalogWriter.bytes(expected))
    let records = try repository.conflictRecords()
    XCTAssertEqual(records.count, 1)
    let record = try MergeConflictRecord.decode(Array(try Data(contentsOf: URL(fileURLWithPath: records[0]))), path: records[0])
    XCTAssertEqual(record.catalogPath, "Localizable.xcstrings")
    XCTAssertEqual(
      record.summaryLines,
      [#"Done · de: ours "Erledigt  [translated]", theirs "Fertig!  [needs_review]" (base "Fertig  [translated]")"#])
    XCTAssertEqual(record.conflicts.first?.mine, ours.strings["Done"])
    XCTAssertEqual(record.conflicts.first?.theirs, theirs.strings["Done"])
    XCTAssertEqual(record.conflicts.first?.base, base.strings["Done"])
  }

  func testChangedOnOneSideDeletedOnTheOtherIsAConflict() throws {
    let repository = try GitTestRepository()
    var ours = base
    ours.strings["Cancel"] = nil
    var theirs = base
    theirs.strings["Cancel"]?.setLocalization(Localization(value: "Abbruch", state: .translated), for: "de")

    let run = try repository.merge(base: base, ours: ours, theirs: theirs)

    XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
    XCTAssertEqual(try repository.folder.bytes("Localizable.xcstrings"), CatalogWriter.bytes(ours))
    XCTAssertTrue(run.stderr.contains("Cancel · whole key: ours \"(none)\""), run.stderr)
  }

  func testInvalidVersionExits2WithItsPositionAndLeavesOursUntouched() throws {
    let folder = try CLIFolder()
    let baseFile = try folder.write("base.xcstrings", CatalogWriter.bytes(base))
    let oursBytes = CatalogWriter.bytes(base) + Array("\n".utf8)
    let oursFile = try folder.write("ours.xcstrings", oursBytes)
    let theirsFile = try folder.write("theirs.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n".utf8))

    let run = try GlossaExecutable.run(["merge", baseFile, oursFile, theirsFile, "--path", "App/Localizable.xcstrings"])

    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertTrue(run.stderr.hasPrefix("\(theirsFile):3:15: "), run.stderr)
    XCTAssertTrue(run.stderr.contains("glossa: App/Localizable.xcstrings: not merged; \(oursFile) is unchanged"), run.stderr)
    XCTAssertEqual(try folder.bytes("ours.xcstrings"), oursBytes)
  }

  func testInvalidVersionThroughGitLeavesTheFileConflictedAndUnchanged() throws {
    let repository = try GitTestRepository()
    try repository.write("Localizable.xcstrings", base)
    try repository.commitAll("base")
    try repository.git("checkout", "-q", "-b", "feature")
    try repository.folder.write("Localizable.xcstrings", Array("{ \"strings\" : ".utf8))
    try repository.commitAll("broken")
    try repository.git("checkout", "-q", "main")
    var ours = base
    ours.strings["Save"] = GitFixture.entry(["en": "Save"])
    try repository.write("Localizable.xcstrings", ours)
    try repository.commitAll("ours")

    let run = try repository.git("merge", "--no-edit", "feature", allowingFailure: true)

    XCTAssertNotEqual(run.status, 0)
    XCTAssertTrue(run.stdout.contains("CONFLICT") || run.stderr.contains("CONFLICT"), run.stdout + run.stderr)
    XCTAssertTrue(run.stderr.contains(":1:15: "), run.stderr)
    XCTAssertEqual(try repository.folder.bytes("Localizable.xcstrings"), CatalogWriter.bytes(ours))
    XCTAssertEqual(try repository.conflictRecords(), [])
  }

  func testOutputOptionWritesThereAndLeavesOursAlone() throws {
    let folder = try CLIFolder()
    var theirs = base
    theirs.version = "1.1"
    let baseFile = try folder.write("base.xcstrings", CatalogWriter.bytes(base))
    let oursFile = try folder.write("ours.xcstrings", CatalogWriter.bytes(base))
    let theirsFile = try folder.write("theirs.xcstrings", CatalogWriter.bytes(theirs))

    let run = try GlossaExecutable.run(["merge", baseFile, oursFile, theirsFile, "--output", folder.path("out.xcstrings")])

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try folder.bytes("out.xcstrings"), CatalogWriter.bytes(theirs))
    XCTAssertEqual(try folder.bytes("ours.xcstrings"), CatalogWriter.bytes(base))
  }
}
