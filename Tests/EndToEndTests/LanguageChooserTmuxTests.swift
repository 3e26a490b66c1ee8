import Foundation
import XCTest

/// `L` in the real binary: the languages ticked are kept in the state folder for this catalog and
/// shown again at the next open; `--languages` still wins.
final class LanguageChooserTmuxTests: TmuxTestCase {
  func testTheChosenLanguagesPersistAcrossAReopen() throws {
    let binary = try GlossaBinary.path()
    let path = try copyOfSample()
    let environment = ["XDG_STATE_HOME": folder]
    let first = try TmuxSession(command: "\(binary) '\(path)'", environment: environment)
    first.waitFor("ar 44.4%")
    first.send("L")
    first.waitFor("Languages shown (5/5)")
    first.send("x", "Enter")  // ar off
    first.waitFor("Showing de, fr, ja, ru (4 of 5 languages)")
    first.send("q")
    first.waitFor("[exit 0]")

    let saved = try FileManager.default.contentsOfDirectory(atPath: folder + "/glossa").filter { $0.hasSuffix(".languages") }
    XCTAssertEqual(saved.count, 1, "\(saved)")
    let text = try String(contentsOfFile: folder + "/glossa/" + (saved.first ?? ""), encoding: .utf8)
    XCTAssertEqual(text, "de\nfr\nja\nru\n")

    let second = try TmuxSession(command: "\(binary) '\(path)'", environment: environment)
    let screen = second.wait(for: "the grid") { $0.contains("Sample.xcstrings") }
    let header = screen.split(separator: "\n").first.map(String.init) ?? ""
    XCTAssertTrue(header.contains("│ de 88.8%"), header)
    XCTAssertFalse(header.contains("ar 44.4%"), header)
    second.send("q")
    second.waitFor("[exit 0]")

    let asked = try TmuxSession(command: "\(binary) --languages ar '\(path)'", environment: environment)
    asked.waitFor("ar 44.4%")
    asked.send("q")
    asked.waitFor("[exit 0]")
  }
}
