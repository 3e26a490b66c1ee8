import Foundation
import XCTest

/// `import` reports every file it cannot read or parse, with its line and column, and then
/// writes nothing; `--skip-invalid` imports the rest.
final class ImportValidityCLITests: XCTestCase {
  private func makeTree(in folder: CLIFolder) throws -> (strings: String, dict: String) {
    for language in ["de", "fr"] {
      try FileManager.default.createDirectory(atPath: folder.path("App/\(language).lproj"), withIntermediateDirectories: true)
    }
    try folder.write("App/de.lproj/Localizable.strings", Array("\"Hello\" = \"Hallo\";\n".utf8))
    let strings = try folder.write("App/fr.lproj/Localizable.strings", Array("\"Hello\" = \"Bonjour\";\n\"Bye\" = ;\n".utf8))
    let dict = try folder.write(
      "App/fr.lproj/Localizable.stringsdict",
      Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>a</key>\n</plist>\n".utf8))
    return (strings, dict)
  }

  func testMalformedFilesAreReportedAndNoCatalogIsCreated() throws {
    let folder = try CLIFolder()
    let (strings, dict) = try makeTree(in: folder)
    let run = try GlossaExecutable.run(["import", "--to", folder.path("Localizable.xcstrings"), folder.path("App")])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(
      run.stderr,
      """
      \(strings):2:9: expected a string value after '=' for \"Bye\", found ';'
      \(dict):5:1: expected '</dict>' but found '</plist>'
      glossa: 2 files could not be imported; nothing written (--skip-invalid imports the others)

      """)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try folder.contents(), ["App"], "no catalog created")
  }

  func testMalformedFilesLeaveAnExistingCatalogUnchanged() throws {
    let folder = try CLIFolder()
    _ = try makeTree(in: folder)
    let path = try folder.write("Localizable.xcstrings", Array(CLITests.formatted.utf8))
    let run = try GlossaExecutable.run(["import", "--to", path, folder.path("App")])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(try folder.text("Localizable.xcstrings"), CLITests.formatted)
  }

  func testSkipInvalidImportsTheReadableFiles() throws {
    let folder = try CLIFolder()
    let (strings, dict) = try makeTree(in: folder)
    let path = folder.path("Localizable.xcstrings")
    let run = try GlossaExecutable.run(["import", "--skip-invalid", "--to", path, folder.path("App")])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      run.stderr,
      """
      \(strings):2:9: expected a string value after '=' for \"Bye\", found ';' (file skipped)
      \(dict):5:1: expected '</dict>' but found '</plist>' (file skipped)

      """)
    XCTAssertEqual(
      run.stdout,
      "Imported 1 value (1 new key) in 1 language (de) from 3 files into \(path); 2 problems (see above)\n")
    XCTAssertTrue(try folder.text("Localizable.xcstrings").contains("\"Hallo\""))
  }
}
