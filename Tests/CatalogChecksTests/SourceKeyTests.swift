import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class SourceKeyScannerTests: XCTestCase {
  private func keys(_ code: String) -> [String] {
    SourceKeyScanner.uses(in: Array(code.utf8), file: "View.swift").filter(\.isDefinite).map(\.key)
  }

  func testTheListedSwiftCallsAreFound() {
    let code = """
      let a = String(localized: "greeting")
      let b = NSLocalizedString("farewell", comment: "")
      let c = LocalizedStringKey("title")
      Text("Hello, world!")
      let d = LocalizedStringResource("resource.key")
      """
    XCTAssertEqual(keys(code), ["greeting", "farewell", "title", "Hello, world!", "resource.key"])
  }

  func testObjectiveCLiteralsAreFound() {
    XCTAssertEqual(keys("NSString *s = NSLocalizedString(@\"objc.key\", @\"comment\");"), ["objc.key"])
  }

  func testNonLiteralArgumentsAreSkipped() {
    let code = """
      Text(title)
      Text(verbatim: "raw")
      String(localized: prefix + "x")
      NSLocalizedString("a" + suffix, comment: "")
      String(format: "%d", 3)
      """
    XCTAssertEqual(keys(code), [])
  }

  func testCommentsAndStringsAreNotCode() {
    let code = """
      // Text("in a line comment")
      /* Text("in a block /* nested */ comment") */
      let s = "Text(\\"inside a string\\")"
      let t = \"\"\"
        Text("inside a block string")
        \"\"\"
      Text("real")
      """
    XCTAssertEqual(keys(code), ["real"])
  }

  func testEscapesAreDecodedAndPositionsGiven() {
    let uses = SourceKeyScanner.uses(in: Array("\n  Text(\"Say \\\"hi\\\"\\n\")".utf8), file: "A.swift")
    XCTAssertEqual(uses.map(\.key), ["Say \"hi\"\n"])
    XCTAssertEqual(uses.first?.line, 2)
    XCTAssertEqual(uses.first?.column, 8)
  }

  func testTablesAreRead() {
    let uses = SourceKeyScanner.uses(
      in: Array("String(localized: \"a\", table: \"Settings\", comment: \"c\")\nNSLocalizedString(\"b\", tableName: \"Errors\", comment: \"\")".utf8),
      file: "A.swift")
    XCTAssertEqual(uses.map(\.table), ["Settings", "Errors"])
  }

  func testSwiftUIViewsCountAsUsesButAreNotRequired() {
    let uses = SourceKeyScanner.uses(in: Array("Button(\"settings.save\") { }".utf8), file: "A.swift")
    XCTAssertEqual(uses.map(\.key), ["settings.save"])
    XCTAssertEqual(uses.first?.isDefinite, false)
  }
}

final class SourceKeyChecksTests: XCTestCase {
  func testUndefinedAndUnusedKeysAreReported() throws {
    let folder = try TemporaryFolder()
    let catalogPath = try folder.file(
      "Localizable.xcstrings",
      String(
        decoding: CatalogWriter.bytes(
          Fixture.catalog([
            "used.key": Fixture.entry(["en": Fixture.unit("Used")], extractionState: "manual"),
            "unused.key": Fixture.entry(["en": Fixture.unit("Unused")], extractionState: "manual"),
            "Extracted": Fixture.entry(["en": Fixture.unit("Extracted")]),
            "button.key": Fixture.entry(["en": Fixture.unit("Button")], extractionState: "manual"),
          ])), as: UTF8.self))
    let sources = folder.url.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(
      "Text(\"used.key\")\nText(\"missing.key\")\nButton(\"button.key\") {}\nText(\"other\", tableName: \"Elsewhere\")\n".utf8
    ).write(to: sources.appendingPathComponent("View.swift"))
    let run = LintRun(paths: [catalogPath], sources: [sources.path])
    let undefined = run.findings.filter { $0.check == .undefinedKey }
    XCTAssertEqual(undefined.map(\.key), ["missing.key"])
    XCTAssertEqual(undefined.first?.file, sources.appendingPathComponent("View.swift").path)
    XCTAssertEqual(undefined.first?.line, 2)
    XCTAssertEqual(undefined.first?.severity, .error)
    let unused = run.findings.filter { $0.check == .unusedKey }
    XCTAssertEqual(unused.map(\.key), ["unused.key"])
    XCTAssertEqual(unused.first?.severity, .warning)
    XCTAssertEqual(unused.first?.file, catalogPath)
    XCTAssertNotNil(unused.first?.line)
  }
}
