import Foundation
import StringCatalog
import XCTest

/// `T` in the real editor with the pseudo provider from `.glossa.yml`: the status shows the run,
/// the result lands as needs review, `u` takes it back and Ctrl-R brings it again, and the saved
/// file holds exactly that one change.
final class TranslateTmuxTests: TmuxTestCase {
  func testTTranslatesTheCellWithTheConfiguredProviderAsOneUndoStep() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    try Data("translate:\n  provider: pseudo\n".utf8).write(to: URL(fileURLWithPath: folder + "/.glossa.yml"))
    let original = try XCTUnwrap(FileManager.default.contents(atPath: path))
    let session = try TmuxSession(
      command: "\(binary) --languages fr '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Sample.xcstrings")
    // Row 11 is "Offline maps", missing in fr.
    session.send(":")
    session.type("11")
    session.send("Enter")
    session.send("T")
    session.waitFor("Translated 1 cell into fr (needs review)")
    XCTAssertTrue(session.screen.contains("⟦Óƒƒĺíñé ɱáþš~~~~~⟧"), session.screen)
    session.send("u")
    session.waitFor("Undid: translate 1 cell into fr")
    session.send("C-r")
    session.waitFor("Redid: translate 1 cell into fr")
    session.send("C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")

    var expected = try CatalogReader.read(bytes: [UInt8](original)).catalog
    var entry = try XCTUnwrap(expected.strings["Offline maps"])
    entry.setLocalization(Localization(value: "⟦Óƒƒĺíñé ɱáþš~~~~~⟧", state: .needsReview), for: "fr")
    expected.strings["Offline maps"] = entry
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: path))
    XCTAssertEqual(
      String(decoding: saved, as: UTF8.self), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self))
  }
}
