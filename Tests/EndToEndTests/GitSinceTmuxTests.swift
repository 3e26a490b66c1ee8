import Foundation
import StringCatalog
import XCTest

/// `glossa edit --since REF` in tmux: only the changed cells, the revision's value beside yours,
/// `t` reverts one and `m` accepts the other.
final class GitSinceTmuxTests: TmuxTestCase {
  func testChangesSinceARevisionAreAcceptedOrReverted() throws {
    let repository = try GitTestRepository()
    let old = GitFixture.catalog([
      ("Cancel", GitFixture.entry(["en": "Cancel", "de": "Abbrechen"])),
      ("Done", GitFixture.entry(["en": "Done", "de": "Fertig"])),
    ])
    try repository.write("L.xcstrings", old)
    try repository.commitAll("old")
    var new = old
    new.strings["Cancel"]?.setLocalization(Localization(value: "Abbruch", state: .translated), for: "de")
    new.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    try repository.write("L.xcstrings", new)
    var expected = new
    expected.strings["Cancel"] = old.strings["Cancel"]

    let binary = try GlossaBinary.path()
    let file = repository.folder.path("L.xcstrings")
    let session = try TmuxSession(command: "\(binary) edit --since HEAD '\(file)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Conflicts · 0 of 2 decided · changes since HEAD")
    let screen = session.screen
    XCTAssertTrue(screen.contains("at HEAD   Abbrechen  [translated]"), screen)
    XCTAssertTrue(screen.contains("yours     Abbruch  [translated]"), screen)
    XCTAssertFalse(screen.contains("before"), screen)
    session.send("t")
    session.waitFor("Conflicts · 1 of 2 decided")
    session.send("m")
    session.waitFor("All 2 conflicts decided")
    session.send("C-s")
    session.waitFor("Saved")
    XCTAssertEqual(try repository.folder.bytes("L.xcstrings"), CatalogWriter.bytes(expected))
    session.send("u")
    session.waitFor("[+]")
    session.send("C-s")
    session.waitFor("Saved")
    XCTAssertEqual(try repository.folder.bytes("L.xcstrings"), CatalogWriter.bytes(new), "undo takes the revert back")
    session.send("q")
    session.waitFor("[exit 0]")
  }

  func testSinceCommandInTheEditor() throws {
    let repository = try GitTestRepository()
    let old = GitFixture.catalog([("Done", GitFixture.entry(["en": "Done", "de": "Fertig"]))])
    try repository.write("L.xcstrings", old)
    try repository.commitAll("old")
    var new = old
    new.strings["Done"]?.setLocalization(Localization(value: "Erledigt", state: .translated), for: "de")
    try repository.write("L.xcstrings", new)

    let binary = try GlossaBinary.path()
    let session = try TmuxSession(command: "\(binary) '\(repository.folder.path("L.xcstrings"))'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("L.xcstrings")
    session.send(":")
    session.type("since nope")
    session.send("Enter")
    session.waitFor(":since nope: nope: not a git revision")
    session.send(":")
    session.type("since HEAD")
    session.send("Enter")
    session.waitFor("Conflicts · 0 of 1 decided · changes since HEAD")
    XCTAssertTrue(session.screen.contains("at HEAD   Fertig  [translated]"), session.screen)
    session.send("t")
    session.waitFor("The conflict is decided")
    session.send("C-s")
    session.waitFor("Saved")
    XCTAssertEqual(try repository.folder.bytes("L.xcstrings"), CatalogWriter.bytes(old))
    session.send("q")
    session.waitFor("[exit 0]")
  }
}
