import Foundation
import XCTest

/// Interchange files from elsewhere (issue 30): records whose ids collide or that repeat a member
/// stop the import or export at the record, and an XLIFF file's DOCTYPE subset is refused in
/// XLIFF's words.
final class HostileInterchangeCLITests: XCTestCase {
  private static let catalog = """
    {"sourceLanguage":"en","strings":{
    "1.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"One"}},"de":{"stringUnit":{"state":"translated","value":"Eins"}}}},
    "5.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Five"}}}}},"version":"1.0"}

    """

  /// Exports over `base`; returns the run and whether anything was written.
  private func exportOver(_ base: String) throws -> (GlossaExecutable.Run, String, Bool) {
    let folder = try CLIFolder()
    let catalog = try folder.write("P.xcstrings", Array(Self.catalog.utf8))
    let basePath = try folder.write("base.json", Array(base.utf8))
    let run = try GlossaExecutable.run(
      ["export", "--format", "json", "--entities", "--base", basePath, "--out", folder.path("out"), catalog])
    return (run, basePath, FileManager.default.fileExists(atPath: folder.path("out")))
  }

  /// Imports `file` as P-de.json into a new catalog; returns the run and whether it was created.
  private func importRecords(_ file: String) throws -> (GlossaExecutable.Run, String, Bool) {
    let folder = try CLIFolder()
    let path = try folder.write("P-de.json", Array(file.utf8))
    let catalog = folder.path("P.xcstrings")
    let run = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name", "--source-language", "en", "--to", catalog, path])
    return (run, path, FileManager.default.fileExists(atPath: catalog))
  }

  /// Exit 2, standard error `message(file)`, and nothing written.
  private func assertRefused(
    _ outcome: (run: GlossaExecutable.Run, file: String, wrote: Bool), _ message: (String) -> String,
    line: UInt = #line
  ) {
    XCTAssertEqual(outcome.run.status, 2, outcome.run.stderr, line: line)
    XCTAssertEqual(outcome.run.stderr, message(outcome.file) + "\n", line: line)
    XCTAssertFalse(outcome.wrote, "nothing is written", line: line)
  }

  /// Three base records with one id filled all three with record 1's values.
  func testABaseWithOneIDTwiceStopsTheExportAtTheSecond() throws {
    let base = "[\n  {\"id\": 1, \"name\": \"a\"},\n  {\"id\": 1, \"name\": \"b\"},\n  {\"id\": \"1\", \"name\": \"c\"}\n]\n"
    assertRefused(try exportOver(base)) { "\($0):3:3: record 2 has the id \"1\" of record 1" }
  }

  /// `"id": 1, "id": 2` was read as record 2, with record 1's other members.
  func testABaseRecordWithAMemberTwiceStopsTheExport() throws {
    let base = "[\n  {\"id\": 5},\n  {\"id\": 1, \"id\": 2, \"name\": \"x\"}\n]\n"
    assertRefused(try exportOver(base)) { "\($0):3:3: record 2 has the member \"id\" more than once" }
  }

  /// The last of `5`, `5` and `"5"` won, silently.
  func testImportedRecordsWithOneIDAreRefused() throws {
    let file = "[{\"id\": 5, \"name\": \"Fünf\"},\n {\"id\": 5, \"name\": \"fünf\"}, {\"id\": \"5\", \"name\": \"5\"}]"
    assertRefused(try importRecords(file)) { "\($0):2:2: record 2 has the id \"5\" of record 1" }
  }

  /// A number and a string are one id when their text is: `1e400` and `"1e400"`.
  func testANumberAndAStringOfTheSameTextAreOneID() throws {
    let file = "{\"Plan\": [{\"id\": 1e400, \"name\": \"a\"}, {\"id\": \"1e400\", \"name\": \"b\"}]}"
    assertRefused(try importRecords(file)) { "\($0):1:39: record 2 has the id \"1e400\" of record 1" }
  }

  func testAnImportedRecordWithAMemberTwiceIsRefused() throws {
    let file = "[{\"id\": 7, \"name\": \"a\", \"name\": \"b\"}]"
    assertRefused(try importRecords(file)) { "\($0):1:2: record 1 has the member \"name\" more than once" }
  }

  /// A seed's rows: an integer 5 and a string "5" are one id.
  func testPlistRowsWithOneIDAreRefused() throws {
    let folder = try CLIFolder()
    let seed = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>de</key><dict><key>Plan</key><array>
      <dict><key>id</key><integer>5</integer><key>name</key><string>a</string></dict>
      <dict><key>id</key><string>5</string><key>name</key><string>b</string></dict>
      </array></dict></dict></plist>

      """
    let path = try folder.write("Seed.plist", Array(seed.utf8))
    let catalog = folder.path("P.xcstrings")
    let run = try GlossaExecutable.run(
      ["import", "--format", "plist", "--entities", "--source-language", "en", "--to", catalog, path])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "\(path): de Plan row 2 has the id \"5\" of row 1\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: catalog))
  }

  /// One id in two entities is two records.
  func testOneIDInTwoEntitiesImports() throws {
    let (run, _, created) = try importRecords(
      "{\"Plan\": [{\"id\": 1, \"name\": \"a\"}], \"Day\": [{\"id\": 1, \"name\": \"b\"}]}")
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(created)
  }

  /// The XML reader is shared with property lists, whose name the message carried.
  func testAnXLIFFDoctypeSubsetIsRefusedInItsOwnWords() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("P.xcstrings", Array(Self.catalog.utf8))
    let before = try folder.bytes("P.xcstrings")
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa">]>
      <xliff version="1.2"><file original="P.xcstrings" source-language="en" target-language="de" datatype="plaintext">
      <body><trans-unit id="1.name"><source>One</source><target>&a;</target></trans-unit></body></file></xliff>

      """
    let path = try folder.write("de.xliff", Array(xliff.utf8))
    let run = try GlossaExecutable.run(["import", "--format", "xliff", "--to", catalog, path])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "\(path):2:17: a DOCTYPE with an internal subset ([…]) is not supported\n")
    XCTAssertFalse(run.stderr.contains("property list"))
    XCTAssertEqual(try folder.bytes("P.xcstrings"), before)
  }
}
