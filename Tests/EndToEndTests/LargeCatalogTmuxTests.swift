import Foundation
import XCTest

/// A large catalog opens on its first entries while the rest of the file is read: keys typed at
/// once are answered on the whole catalog, and a save writes the whole catalog, never the head.
final class LargeCatalogTmuxTests: TmuxTestCase {
  /// 2,000 entries with 9 KB comments: 18 MB, above the size that opens on its first entries.
  /// In Xcode's form, so a save changes only what was edited.
  private func largeCatalog() throws -> (path: String, text: String) {
    let comment = String(repeating: "context ", count: 1_150)
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    for number in 0..<2_000 {
      let separator = number == 1_999 ? "" : ","
      text += """
            "key \(String(format: "%04d", number))" : {
              "comment" : "\(comment)",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Wert \(number)"
                  }
                }
              }
            }\(separator)

        """
    }
    text += "  },\n  \"version\" : \"1.0\"\n}"
    let path = folder + "/Large.xcstrings"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return (path, text)
  }

  func testKeysTypedAtOnceMeetTheWholeCatalogAndTheSaveWritesItAll() throws {
    let binary = try GlossaBinary.path()
    let (path, original) = try largeCatalog()
    XCTAssertGreaterThan(original.utf8.count, 16 << 20)
    let session = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder + "/state"])
    session.waitFor("key 0000")
    // Sent at once, before the rest can have been read: G needs the whole catalog.
    session.send("G")
    session.waitFor("2000/2000")
    XCTAssertTrue(session.screen.contains("key 1999"), session.screen)
    session.send("g", "Enter", "C-u")
    session.type("Neu")
    session.send("Enter", "C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    // Byte for byte the file with the one value changed: every entry was written back.
    XCTAssertTrue(saved == original.replacingOccurrences(of: "\"Wert 0\"", with: "\"Neu\""), "the save wrote more or less than the one edit")
  }

  func testAQuitAtOnceEndsCleanly() throws {
    let binary = try GlossaBinary.path()
    let (path, _) = try largeCatalog()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let session = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder + "/state"])
    session.waitFor("key 0000")
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
  }
}
