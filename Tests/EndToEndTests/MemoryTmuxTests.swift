import Foundation
import StringCatalog
import XCTest

/// The translation memory in the real binary: `memory:` in the `.glossa.yml` beside the catalog
/// names a second catalog, its suggestions show while a cell is edited, and Alt-2 (ESC 2 from
/// the terminal) takes the second into the cell that is saved.
final class MemoryTmuxTests: TmuxTestCase {
  private func catalog(_ entries: [(key: String, de: String?)]) -> String {
    let strings = entries.map { entry in
      guard let de = entry.de else { return "    \"\(entry.key)\" : {\n\n    }" }
      return """
            "\(entry.key)" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(de)"
                  }
                }
              }
            }
        """
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  func testSuggestionsFromTheMemoryCatalogAndAltTwoTakesTheSecond() throws {
    let binary = try GlossaBinary.path()
    try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
    try Data("memory: [Shared/*.xcstrings]\n".utf8).write(to: URL(fileURLWithPath: folder + "/.glossa.yml"))
    let path = folder + "/App/Files.xcstrings"
    try Data(catalog([("Open", "Öffnen"), ("Save the file", nil)]).utf8).write(to: URL(fileURLWithPath: path))
    try Data(catalog([("Save the file", "Datei speichern"), ("Save the files", "Dateien sichern")]).utf8)
      .write(to: URL(fileURLWithPath: folder + "/Shared/Other.xcstrings"))

    let session = try TmuxSession(command: "\(binary) '\(path)'", environment: ["XDG_STATE_HOME": folder])
    session.waitFor("Files.xcstrings")
    session.send("j", "Enter")
    session.waitFor("Alt-2    92%   Save the files → Dateien sichern  (Other.xcstrings)")
    XCTAssertTrue(session.screen.contains("Alt-1    100%  Save the file → Datei speichern  (Other.xcstrings)"))
    session.send("M-2")
    session.waitFor("  Dateien sichern")
    session.send("Enter", "C-s")
    session.waitFor("Saved")
    session.send("q")
    session.waitFor("[exit 0]")
    let saved = try CatalogReader.read(path: path).catalog
    XCTAssertEqual(saved.strings["Save the file"]?.localization("de")?.stringUnit?.value, "Dateien sichern")
  }
}
