import FakeHTTPServer
import Foundation
import StringCatalog
import XCTest

/// Keys, values and servers' text carrying terminal sequences (OSC title/clipboard, CSI
/// clear-screen, C1 CSI, a bidi override) are printed as visible stand-ins by `diff`,
/// `diff --textconv`, `merge` and `translate`: no ESC, C1 or U+202E reaches the terminal.
final class TerminalEscapesCLITests: XCTestCase {
  /// OSC 0 (set the window title), then a key name.
  private static let key = "\u{1B}]0;pwned\u{07}Title"
  private static let shownKey = "^[]0;pwned^GTitle"
  /// CSI clear-screen, C1 CSI, a right-to-left override.
  private static let value = "\u{1B}[2J\u{9B}31mA\u{202E}txt"
  private static let shownValue = "^[[2J<9B>31mA<RLO>txt"

  private func assertNoTerminalControls(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
    let raw = text.unicodeScalars.filter { scalar in
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{202E}"
    }
    XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], text.debugDescription, file: file, line: line)
  }

  private func write(_ folder: CLIFolder, _ name: String, _ entries: [(String, Entry)]) throws -> String {
    try folder.write(name, CatalogWriter.bytes(GitFixture.catalog(entries)))
  }

  func testDiffAndTextconvShowKeysAndValuesEscaped() throws {
    let folder = try CLIFolder()
    let old = try write(folder, "old.xcstrings", [(Self.key, GitFixture.entry(["en": "Title", "de": "Titel"]))])
    let new = try write(folder, "new.xcstrings", [(Self.key, GitFixture.entry(["en": "Title", "de": Self.value]))])
    let diff = try GlossaExecutable.run(["diff", old, new])
    XCTAssertEqual(diff.status, 1, diff.stderr)
    XCTAssertEqual(diff.stdout, "\(Self.shownKey) · de: \"Titel\" → \"\(Self.shownValue)\" (translated)\n")
    assertNoTerminalControls(diff.stdout)
    let textconv = try GlossaExecutable.run(["diff", "--textconv", new])
    XCTAssertEqual(textconv.status, 0, textconv.stderr)
    XCTAssertTrue(
      textconv.stdout.contains("\(Self.shownKey) · de: \"\(Self.shownValue)\" (translated)\n"), textconv.stdout)
    assertNoTerminalControls(textconv.stdout)
  }

  func testMergeDriverConflictLinesAreEscaped() throws {
    let folder = try CLIFolder()
    let base = try write(folder, "base.xcstrings", [(Self.key, GitFixture.entry(["en": "Title", "de": "Titel"]))])
    let ours = try write(folder, "ours.xcstrings", [(Self.key, GitFixture.entry(["en": "Title", "de": "Kopf"]))])
    let theirs = try write(folder, "theirs.xcstrings", [(Self.key, GitFixture.entry(["en": "Title", "de": Self.value]))])
    let run = try GlossaExecutable.run(["merge", base, ours, theirs])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.contains("  \(Self.shownKey) · de: ours \"Kopf  [translated]\", theirs \"\(Self.shownValue)  [translated]\" (base \"Titel  [translated]\")\n"),
      run.stderr)
    assertNoTerminalControls(run.stderr)
  }

  /// A server's error text (OSC 52 would write the user's clipboard) is shown, not obeyed.
  func testServerErrorTextIsEscaped() throws {
    let server = try FakeHTTPServer { _ in
      FakeHTTPServer.Response(status: 400, body: "bad request \u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{202E}")
    }
    defer { server.stop() }
    let folder = try CLIFolder()
    let path = try folder.write("L.xcstrings", Array(TranslateCLITests.catalog.utf8))
    let run = try GlossaExecutable.start(
      ["translate", "--base-url", server.baseURL + "/v1", "--languages", "de", "--keys", "Done", path],
      environment: ["OPENAI_API_KEY": "", "GLOSSA_API_KEY": ""]
    ).finish()
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stderr.contains(#"glossa: \#(path): de of "Done": HTTP 400: bad request ^[]52;c;cm0gLXJmIH4=^G<RLO>"#),
      run.stderr)
    assertNoTerminalControls(run.stderr)
  }

  /// The batch documents `--dry-run` prints: JSON escapes C0 itself, C1 and U+202E are shown.
  func testDryRunDocumentsAreEscaped() throws {
    let folder = try CLIFolder()
    let path = try write(folder, "L.xcstrings", [(Self.key, GitFixture.entry(["en": Self.value]))])
    let run = try GlossaExecutable.run(["translate", "--provider", "pseudo", "--languages", "de", "--dry-run", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.contains(#""source":"\u001b[2J<9B>31mA<RLO>txt""#), run.stdout)
    assertNoTerminalControls(run.stdout)
  }
}
