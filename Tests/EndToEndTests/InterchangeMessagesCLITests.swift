import Foundation
import XCTest

/// What export and import say: `glossa:` first, the language a warning is about, the tables a
/// folder holds when it lacks the one asked for.
final class InterchangeMessagesCLITests: XCTestCase {
  func testPOExportWarningsCarryThePrefixAndTheLanguage() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write(
      "L.xcstrings",
      Array(
        #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"de":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"ein paar"}},"other":{"stringUnit":{"state":"translated","value":"viele"}}}}}}}},"version":"1.0"}"#
          .utf8))
    let run = try GlossaExecutable.run(["export", "--format", "po", "--out", folder.path("po"), catalog])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: warning: \"n\" (de): plural form few is not a category of de; left out of de.po\n")
  }

  func testOnlyInfoPlistStringsNamesTheTablesFoundAndSuggestsTable() throws {
    let folder = try CLIFolder()
    for (language, name) in [("en", "App"), ("de", "Anwendung")] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("App/\(language).lproj"), withIntermediateDirectories: true)
      try folder.write("App/\(language).lproj/InfoPlist.strings", Array("\"CFBundleDisplayName\" = \"\(name)\";\n".utf8))
    }
    try folder.write("App/de.lproj/Settings.stringsdict", Array("<plist version=\"1.0\"><dict/></plist>\n".utf8))
    let app = folder.path("App")
    let run = try GlossaExecutable.run(["import", "--to", folder.path("App.xcstrings"), app])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(
      run.stderr,
      "glossa: no Localizable.strings or Localizable.stringsdict found in .lproj folders under \(app); "
        + "they hold InfoPlist, Settings (import one with --table InfoPlist)\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("App.xcstrings")))

    let table = try GlossaExecutable.run(["import", "--table", "InfoPlist", "--to", folder.path("App.xcstrings"), app])
    XCTAssertEqual(table.status, 0, table.stderr)
    XCTAssertTrue(table.stdout.hasPrefix("Imported 2 values (1 new key) in 2 languages"), table.stdout)
  }
}
