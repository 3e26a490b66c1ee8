import Foundation
import XCTest

/// `export` never writes outside `--out`, whatever the catalog's language codes, `--name` or
/// symbolic links inside `--out` say; `import --format` lets no such code into a catalog.
final class OutsideOutCLITests: XCTestCase {
  /// A catalog whose second language is `code` (JSON-escaped), on line 4.
  private func catalog(code: String) -> [UInt8] {
    Array(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : { "localizations" : { \(code) : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }
        },
        "version" : "1.0"
      }

      """.utf8)
  }

  private func everything(under folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  }

  func testLanguageCodesThatArePathsAreRefusedBeforeAnythingIsWritten() throws {
    let folder = try CLIFolder()
    let escape = folder.path("escape")
    let codes = [
      "\"../../escape/x\"", "\"\(escape)/abs\"", "\"..\"", "\"\"", "\"de\\u0000x\"", "\"de\\nx\"", "\"de/../../escape\"",
    ]
    for (index, code) in codes.enumerated() {
      let catalog = try folder.write("C\(index).xcstrings", catalog(code: code))
      for format in ["json", "keys-once", "strings", "xliff", "po", "plist"] {
        let out = folder.path("out-\(index)-\(format)/inner")
        let run = try GlossaExecutable.run(["export", "--format", format, "--out", out, catalog])
        XCTAssertEqual(run.status, 2, "\(code) \(format): \(run.stdout)")
        XCTAssertTrue(run.stderr.hasPrefix("\(catalog):4:37: the localization of \"Hello\": "), "\(code) \(format): \(run.stderr)")
        XCTAssertTrue(run.stderr.contains("glossa lint reports them"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(code) \(format): wrote into --out")
      }
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: escape))
    XCTAssertEqual(everything(under: folder.path("")).filter { !$0.hasSuffix(".xcstrings") }, [])
  }

  func testAnInvalidSourceLanguageIsRefusedAtItsPlace() throws {
    let folder = try CLIFolder()
    let text = String(decoding: catalog(code: "\"de\""), as: UTF8.self)
      .replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \"../en\"")
    let catalog = try folder.write("C.xcstrings", Array(text.utf8))
    let run = try GlossaExecutable.run(["export", "--format", "po", "--out", folder.path("out"), catalog])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.hasPrefix("\(catalog):2:22: sourceLanguage: the language code \"../en\" holds \".\""), run.stderr)
  }

  func testNameAndLanguagesOptionsMustBeSafe() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    for name in ["../x", "/tmp/x", "..", "", "a/b"] {
      let run = try GlossaExecutable.run(["export", "--format", "json", "--name", name, "--out", folder.path("out"), catalog])
      XCTAssertEqual(run.status, 64, name)
      XCTAssertTrue(run.stderr.contains("--name \"\(name)\": must be a plain file name"), run.stderr)
    }
    for languages in ["../x", "de,", "de,/etc/x"] {
      let run = try GlossaExecutable.run(["export", "--format", "po", "--languages", languages, "--out", folder.path("out"), catalog])
      XCTAssertEqual(run.status, 64, languages)
      XCTAssertTrue(run.stderr.contains("--languages: "), run.stderr)
    }
    let fallback = try GlossaExecutable.run(["export", "--format", "json", "--fallback", "de=../x", "--out", folder.path("out"), catalog])
    XCTAssertEqual(fallback.status, 64)
    XCTAssertTrue(fallback.stderr.contains("--fallback: the language code \"../x\""), fallback.stderr)
    XCTAssertEqual(try folder.contents(), ["C.xcstrings"])
  }

  func testWritingThroughASymbolicLinkThatLeavesOutIsRefused() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    let outside = folder.path("outside")
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: outside + "/de.po"))
    let cases: [(format: String, link: String, target: String)] = [
      ("strings", "de.lproj", outside), ("po", "de.po", outside + "/de.po"), ("po", "de.po", outside + "/new.po"),
    ]
    for (format, link, target) in cases {
      let out = folder.path("out-\(format)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: out + "/" + link, withDestinationPath: target)
      let run = try GlossaExecutable.run(["export", "--format", format, "--out", out, catalog])
      XCTAssertEqual(run.status, 2, "\(format) \(link): \(run.stdout)")
      XCTAssertTrue(run.stderr.contains("refusing to write"), run.stderr)
    }
    XCTAssertEqual(everything(under: outside), ["de.po"])
    XCTAssertEqual(try String(contentsOfFile: outside + "/de.po", encoding: .utf8), "mine")
    // A link that stays inside --out is fine.
    let out = folder.path("inside")
    try FileManager.default.createDirectory(atPath: out + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: out + "/de.lproj", withDestinationPath: out + "/real")
    let run = try GlossaExecutable.run(["export", "--format", "strings", "--out", out, catalog])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/real/C.strings"))
  }

  func testImportLetsNoPathLikeLanguageIntoTheCatalog() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    let before = try folder.bytes("C.xcstrings")
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: ../../../tmp/x\\n\"\n\nmsgctxt \"Hello\"\nmsgid \"Hello\"\nmsgstr \"y\"\n"
    let poPath = try folder.write("de.po", Array(po.utf8))
    let run = try GlossaExecutable.run(["import", "--format", "po", "--to", catalog, poPath])
    XCTAssertEqual(run.status, 2, run.stdout)
    XCTAssertTrue(run.stderr.hasPrefix("\(poPath):3:1: Language header: the language code \"../../../tmp/x\""), run.stderr)
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file original="C.xcstrings" source-language="en" target-language="/etc/x" datatype="plaintext">
      <body><trans-unit id="Hello"><source>Hello</source><target>y</target></trans-unit></body></file></xliff>

      """
    let xliffPath = try folder.write("de.xliff", Array(xliff.utf8))
    let second = try GlossaExecutable.run(["import", "--format", "xliff", "--to", catalog, xliffPath])
    XCTAssertEqual(second.status, 2, second.stdout)
    XCTAssertTrue(second.stderr.hasPrefix("\(xliffPath):2:22: target-language: the language code \"/etc/x\""), second.stderr)
    let packs = folder.path("packs")
    try FileManager.default.createDirectory(atPath: packs + "/x..y.lproj", withIntermediateDirectories: true)
    try folder.write("packs/x..y.lproj/C.strings", Array("\"Hello\" = \"y\";\n".utf8))
    let third = try GlossaExecutable.run(["import", "--format", "strings", "--to", catalog, packs])
    XCTAssertEqual(third.status, 2, third.stdout)
    XCTAssertTrue(third.stderr.contains("C.strings: language: the language code \"x..y\""), third.stderr)
    XCTAssertEqual(try folder.bytes("C.xcstrings"), before)
  }

  func testXLIFFWithInvalidUTF8InANameExitsTwoWithItsPlace() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    var bytes = Array(#"<?xml version="1.0"?><xliff version="1.2"><file target-language="de"><body><trans-unit id="Hello"><"#.utf8)
    bytes += [0x74, 0xC3, 0x28] + Array(#">x</t></trans-unit></body></file></xliff>"#.utf8)
    let path = try folder.write("de.xliff", bytes)
    let run = try GlossaExecutable.run(["import", "--format", "xliff", "--to", catalog, path])
    XCTAssertNil(run.signal, "the import crashed")
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "\(path):1:101: invalid UTF-8 byte sequence (a file without a byte order mark must be UTF-8)\n")
  }

  func testJSONPackOfAnotherNameNamedOnTheCommandLineIsAnError() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    let pack = try folder.write("Other-de.json", Array(#"{"Hello": "Neu"}"#.utf8))
    let run = try GlossaExecutable.run(["import", "--format", "json", "--to", catalog, pack])
    XCTAssertEqual(run.status, 2, run.stdout)
    XCTAssertEqual(run.stderr, "glossa: \(pack): not a json pack file named C-<lang>.json (the pack's name is C; --name sets another)\n")
    let named = try GlossaExecutable.run(["import", "--format", "json", "--name", "Other", "--to", catalog, pack])
    XCTAssertEqual(named.status, 0, named.stderr)
    XCTAssertTrue(named.stdout.hasPrefix("Imported 1 changed value "), named.stdout)
  }

  func testStrayPackageJSONInAKeysOnceFolderIsLeftAlone() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"de\""))
    let out = folder.path("packs")
    XCTAssertEqual(try GlossaExecutable.run(["export", "--format", "keys-once", "--out", out, catalog]).status, 0)
    try folder.write("packs/package.json", Array(#"{"name": "app", "version": "1.0.0"}"#.utf8))
    try folder.write("packs/de.json", Array(#"["Neu"]"#.utf8))
    let run = try GlossaExecutable.run(["import", "--format", "keys-once", "--to", catalog, out])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("Imported 1 changed value "), run.stdout)
    XCTAssertTrue(try folder.text("C.xcstrings").contains("\"value\" : \"Neu\""))
  }

  func testLintReportsAnInvalidLanguageCodeAtItsPlace() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("C.xcstrings", catalog(code: "\"../x\""))
    let run = try GlossaExecutable.run(["lint", "--enable-only", "language-code", catalog])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stdout.contains(
        "\(catalog):4:37: error: [language-code] Hello · ../x · the language code \"../x\" holds \".\", which no language code has"),
      run.stdout)
  }
}
