import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class OutputFormatTests: XCTestCase {
  private let finding = Finding(
    check: .formatSpecifiers, severity: .error, file: "App/Local, izable:1.xcstrings", key: "%lld photos", language: "de",
    path: "plural.one", message: "100% wrong\nreally", line: 12, column: 7)

  func testTextIsOneCompilerStyleLine() {
    XCTAssertEqual(
      TextFindingFormat.line(finding),
      "App/Local, izable:1.xcstrings:12:7: error: [format-specifiers] %lld photos · de · plural.one: 100% wrong\\nreally")
    let bare = Finding(check: .stale, severity: .warning, file: "a.xcstrings", key: "", language: nil, message: "m", line: 1, column: 2)
    XCTAssertEqual(TextFindingFormat.line(bare), "a.xcstrings:1:2: warning: [stale] \"\" · - · m")
  }

  /// A cloned repository names its files (and a catalog its languages, variations and keys):
  /// what a terminal would act on is shown as ControlEscape's stand-ins, line breaks as before.
  func testTextShowsEveryTerminalControlAsAStandIn() {
    let hostile = Finding(
      check: .missing, severity: .error, file: "\u{1B}]52;c;eA==\u{07}\nname.xcstrings", key: "K\u{9B}2J\n",
      language: "d\u{1B}e", path: "plural.\u{202E}one", message: "m\u{7F}", line: 1, column: 2)
    XCTAssertEqual(
      TextFindingFormat.line(hostile),
      "^[]52;c;eA==^G^Jname.xcstrings:1:2: error: [missing] K<9B>2J\\n · d^[e · plural.<RLO>one: m^?")
  }

  func testGitHubAnnotationsEscapeDataAndProperties() {
    XCTAssertEqual(
      GitHubAnnotationFormat.line(finding),
      "::error file=App/Local%2C izable%3A1.xcstrings,line=12,col=7,title=glossa [format-specifiers]::"
        + "%25lld photos · de · plural.one: 100%25 wrong%0Areally")
    XCTAssertEqual(GitHubAnnotationFormat.escapeProperty("a:b,c%d\re\nf"), "a%3Ab%2Cc%25d%0De%0Af")
    XCTAssertEqual(GitHubAnnotationFormat.escapeData("a:b,c%d\re\nf"), "a:b,c%25d%0De%0Af")
  }

  /// The annotation syntax: `::severity key=value,…::message` with no raw `::`, `,` or `:` in
  /// the values and no raw line breaks anywhere.
  func testGitHubAnnotationsMatchTheWorkflowCommandSyntax() {
    let line = GitHubAnnotationFormat.line(finding)
    XCTAssertTrue(line.hasPrefix("::error "))
    let afterCommand = line.dropFirst("::error ".count)
    guard let separator = afterCommand.range(of: "::") else { return XCTFail(line) }
    let properties = afterCommand[..<separator.lowerBound].split(separator: ",")
    XCTAssertEqual(properties.map { $0.split(separator: "=").first.map(String.init) }, ["file", "line", "col", "title"])
    for property in properties {
      XCTAssertEqual(property.filter { $0 == "=" }.count, 1, String(property))
      XCTAssertFalse(property.contains(":"), String(property))
    }
    XCTAssertFalse(line.contains("\n"))
  }

  func testJSONHasEveryField() throws {
    let object = JSONFindingFormat.object(finding)
    let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
    XCTAssertEqual(decoded["file"] as? String, "App/Local, izable:1.xcstrings")
    XCTAssertEqual(decoded["line"] as? Int, 12)
    XCTAssertEqual(decoded["column"] as? Int, 7)
    XCTAssertEqual(decoded["severity"] as? String, "error")
    XCTAssertEqual(decoded["id"] as? String, "format-specifiers")
    XCTAssertEqual(decoded["key"] as? String, "%lld photos")
    XCTAssertEqual(decoded["language"] as? String, "de")
    XCTAssertEqual(decoded["path"] as? String, "plural.one")
    XCTAssertEqual(decoded["message"] as? String, "100% wrong\nreally")
    let none = Finding(check: .coverage, severity: .error, key: nil, language: nil, message: "m")
    let decodedNone = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(JSONFindingFormat.object(none).utf8)) as? [String: Any])
    XCTAssertTrue(decodedNone["language"] is NSNull)
    XCTAssertTrue(decodedNone["line"] is NSNull)
  }

  func testSummaryLine() {
    let findings = [finding, finding, Finding(check: .new, severity: .warning, key: "k", language: "de", message: "m")]
    XCTAssertEqual(LintSummary(findings: findings, files: 3, unreadableFiles: 0).line, "2 errors, 1 warning in 3 files")
    XCTAssertEqual(LintSummary(findings: [], files: 1, unreadableFiles: 1).line, "0 errors, 0 warnings in 1 file (1 unreadable)")
  }

  func testFindingsSortByFileLineColumnAndId() {
    func make(_ file: String, _ line: Int, _ column: Int, _ id: CheckID) -> Finding {
      Finding(check: id, severity: .error, file: file, key: "k", language: nil, message: "", line: line, column: column)
    }
    let sorted = LintRun.sorted([make("b", 1, 1, .new), make("a", 2, 1, .new), make("a", 1, 5, .new), make("a", 1, 5, .empty)])
    XCTAssertEqual(sorted.map { "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0):\($0.check)" }, ["a:1:5:empty", "a:1:5:new", "a:2:1:new", "b:1:1:new"])
  }

  func testFindingsOnOneLongLineSortByTheirWholeColumn() {
    // A minified catalog is one line: columns beyond 2^24 once sorted by their low bits only.
    func make(_ column: Int) -> Finding {
      Finding(check: .new, severity: .warning, file: "min.xcstrings", key: "k", language: nil, message: "", line: 1, column: column)
    }
    let columns = [67_108_923, 33_554_521, 16_777_359, 50_331_747, 900]
    XCTAssertEqual(LintRun.sorted(columns.map(make)).map(\.column), [900, 16_777_359, 33_554_521, 50_331_747, 67_108_923])
  }
}
