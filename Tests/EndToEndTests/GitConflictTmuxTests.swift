import Foundation
import StringCatalog
import XCTest

/// A git merge that left conflicts, then the real editor in tmux: opening the catalog shows the
/// conflict view, each leaf is decided, saving removes the record and says to `git add`.
final class GitConflictTmuxTests: TmuxTestCase {
  private let base = GitFixture.catalog([
    ("Cancel", GitFixture.entry(["en": "Cancel", "de": "Abbrechen", "fr": "Annuler"])),
    ("Done", GitFixture.entry(["en": "Done", "de": "Fertig", "fr": "Terminé"])),
  ])

  func testMergeConflictsAreDecidedInTheEditorAndTheRecordGoes() throws {
    let repository = try GitTestRepository()
    var ours = base
    ours.strings["Cancel"]?.setLocalization(Localization(value: "Abbruch", state: .translated), for: "de")
    ours.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    var theirs = base
    theirs.strings["Cancel"]?.setLocalization(Localization(value: "Stornieren", state: .translated), for: "de")
    theirs.strings["Done"]?.setLocalization(Localization(value: "Fertig!", state: .needsReview), for: "de")
    theirs.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")
    XCTAssertEqual(try repository.merge(base: base, ours: ours, theirs: theirs).status, 1)
    XCTAssertEqual(try repository.conflictRecords().count, 1)
    var expected = ours
    expected.strings["Done"]?.setLocalization(Localization(value: "Fertig!", state: .needsReview), for: "de")
    expected.strings["Done"]?.setLocalization(Localization(value: "Fini", state: .translated), for: "fr")

    let binary = try GlossaBinary.path()
    let file = repository.folder.path("Localizable.xcstrings")
    let session = try TmuxSession(command: "\(binary) '\(file)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Conflicts · 0 of 2 decided · git merge")
    var screen = session.screen
    XCTAssertTrue(screen.contains("theirs    Stornieren  [translated]"), screen)
    XCTAssertTrue(screen.contains("yours     Abbruch  [translated]"), screen)
    XCTAssertTrue(screen.contains("before    Abbrechen  [translated]"), screen)
    session.send("m")
    session.waitFor("Conflicts · 1 of 2 decided")
    screen = session.screen
    XCTAssertTrue(screen.contains("theirs    Fertig!  [needs_review]"), screen)
    session.send("t")
    session.waitFor("All 2 conflicts decided")
    session.send("C-s")
    session.waitFor("git add Localizable.xcstrings")
    XCTAssertEqual(try repository.conflictRecords(), [])
    XCTAssertEqual(try repository.folder.bytes("Localizable.xcstrings"), CatalogWriter.bytes(expected))
    session.send("q")
    session.waitFor("[exit 0]")
    try repository.git("add", "Localizable.xcstrings")
    XCTAssertEqual(try repository.git("status", "--porcelain").stdout, "M  Localizable.xcstrings\n")
  }
}
