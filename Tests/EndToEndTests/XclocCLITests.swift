import Foundation
import TestSupport
import XCTest

/// `glossa export --format xcloc` and `glossa import --format xcloc` through the real binary:
/// the bundle's layout, an untouched round trip byte for byte, an edited target imported,
/// `--dry-run` leaf by leaf, and a changed source reported instead of overwritten.
final class XclocCLITests: XCTestCase {
  static let sample = CLIPaths.repositoryRoot.appendingPathComponent("Resources/Sample.xcstrings")
  static let settings = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "settings.units" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Einheiten"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Units"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  /// `ws/App/Localizable.xcstrings` (the sample), `ws/App/Settings/Settings.xcstrings`, `ws/Trails.xcodeproj`.
  static func workspace(_ folder: CLIFolder) throws -> String {
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder.path("ws/App/Settings"), withIntermediateDirectories: true)
    try manager.createDirectory(atPath: folder.path("ws/Trails.xcodeproj"), withIntermediateDirectories: true)
    try folder.write("ws/Trails.xcodeproj/project.pbxproj", Array("// !$*UTF8*$!\n{}\n".utf8))
    try folder.write("ws/App/Localizable.xcstrings", Array(try Data(contentsOf: sample)))
    try folder.write("ws/App/Settings/Settings.xcstrings", Array(settings.utf8))
    return folder.path("ws")
  }

  static func export(_ folder: CLIFolder, _ extra: [String] = []) throws -> (workspace: String, out: String) {
    let workspace = try workspace(folder)
    let run = try GlossaExecutable.run(["export", "--format", "xcloc", "--out", folder.path("out")] + extra + [workspace])
    XCTAssertEqual(run.status, 0, run.stderr)
    return (workspace, folder.path("out"))
  }

  func testBundlePerLanguageWithContentsSourcesAndNotes() throws {
    let folder = try CLIFolder()
    let (_, out) = try Self.export(folder)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(), ["ar.xcloc", "de.xcloc", "fr.xcloc", "ja.xcloc", "ru.xcloc"])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out/de.xcloc")).sorted(),
      ["Localized Contents", "Notes", "Source Contents", "contents.json"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/de.xcloc/Notes")), [])
    XCTAssertEqual(
      try folder.bytes("out/de.xcloc/Source Contents/App/Localizable.xcstrings"), Array(try Data(contentsOf: Self.sample)))
    let contents = try folder.text("out/de.xcloc/contents.json")
    XCTAssertTrue(contents.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n  \"project\" : \"Trails.xcodeproj\",\n  \"targetLocale\" : \"de\",\n"), contents)
    XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contents.utf8)))
    let xliff = try folder.text("out/de.xcloc/Localized Contents/de.xliff")
    XCTAssertTrue(xliff.contains(#"<file original="App/Localizable.xcstrings" source-language="en" target-language="de""#))
    XCTAssertTrue(xliff.contains(#"<file original="App/Settings/Settings.xcstrings" source-language="en" target-language="de""#))
    // Every translation goes to the translator, whatever its state (`--states` narrows it).
    XCTAssertTrue(try folder.text("out/ru.xcloc/Localized Contents/ru.xliff").contains(#"<target state="new">Отмена</target>"#))
    // Only the languages asked for.
    let some = try GlossaExecutable.run(["export", "--format", "xcloc", "--languages", "de,ja", "--out", folder.path("two"), folder.path("ws")])
    XCTAssertEqual(some.status, 0, some.stderr)
    XCTAssertEqual(some.stdout, "Wrote 2 bundles (de.xcloc, ja.xcloc) of 2 catalogs to \(folder.path("two"))\n")
  }

  func testUntouchedBundlesImportWithoutAChange() throws {
    let folder = try CLIFolder()
    let (workspace, out) = try Self.export(folder)
    let before = try folder.bytes("ws/App/Localizable.xcstrings")
    let settings = try folder.bytes("ws/App/Settings/Settings.xcstrings")
    let bundles = ["ar", "de", "fr", "ja", "ru"].map { "\(out)/\($0).xcloc" }
    let run = try GlossaExecutable.run(["import", "--format", "xcloc", "--to", workspace] + bundles)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("Imported 0 changed values (0 cleared; "), run.stdout)
    XCTAssertTrue(run.stdout.hasSuffix("into 0 of 2 catalogs\n"), run.stdout)
    XCTAssertEqual(try folder.bytes("ws/App/Localizable.xcstrings"), before)
    XCTAssertEqual(try folder.bytes("ws/App/Settings/Settings.xcstrings"), settings)
  }

  func testEditedTargetsAreImportedAndDryRunShowsThemLeafByLeaf() throws {
    let folder = try CLIFolder()
    let (workspace, out) = try Self.export(folder, ["--languages", "de"])
    let file = "out/de.xcloc/Localized Contents/de.xliff"
    var xliff = try folder.text(file)
    XCTAssertTrue(xliff.contains(">Einheiten<"))
    xliff = xliff.replacingOccurrences(of: ">Einheiten<", with: ">Maßeinheiten<")
    try folder.write(file, Array(xliff.utf8))
    let before = try folder.bytes("ws/App/Settings/Settings.xcstrings")

    let dry = try GlossaExecutable.run(["import", "--format", "xcloc", "--dry-run", "--to", workspace, "\(out)/de.xcloc"])
    XCTAssertEqual(dry.status, 0, dry.stderr)
    XCTAssertEqual(
      dry.stdout,
      """
      \(workspace)/App/Settings/Settings.xcstrings
        settings.units · de: "Einheiten" → "Maßeinheiten" (translated)
      Would import 1 changed values (0 cleared; 18 unchanged) into 1 of 2 catalogs

      """)
    XCTAssertEqual(try folder.bytes("ws/App/Settings/Settings.xcstrings"), before, "--dry-run writes nothing")

    let run = try GlossaExecutable.run(["import", "--format", "xcloc", "--to", workspace, "\(out)/de.xcloc"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Imported 1 changed values (0 cleared; 18 unchanged) into 1 of 2 catalogs\n")
    XCTAssertEqual(
      try folder.text("ws/App/Settings/Settings.xcstrings"), Self.settings.replacingOccurrences(of: "Einheiten", with: "Maßeinheiten"))
  }

  /// Bundles written into the workspace hold copies of its catalogs: a second export does not take them for catalogs.
  func testBundlesInsideTheWorkspaceAreNotItsCatalogs() throws {
    let folder = try CLIFolder()
    _ = try Self.workspace(folder)
    for _ in 0..<2 {
      let run = try GlossaExecutable.run(["export", "--format", "xcloc", "--languages", "de", "--out", "ws/handoff", "ws"], in: folder.url)
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertEqual(run.stdout, "Wrote 1 bundle (de.xcloc) of 2 catalogs to ws/handoff\n")
    }
  }

  /// Units of other resources (storyboards, .strings tables) are named and left alone.
  func testFilesOfOtherResourcesAreSkippedWithANote() throws {
    let folder = try CLIFolder()
    let (workspace, out) = try Self.export(folder, ["--languages", "de"])
    let file = "out/de.xcloc/Localized Contents/de.xliff"
    let storyboard = """
        <file original="App/Base.lproj/Main.storyboard" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="abc-12-xyz.text" xml:space="preserve">
              <source>Start</source>
              <target state="translated">Los</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """
    try folder.write(file, Array(try folder.text(file).replacingOccurrences(of: "</xliff>", with: storyboard).utf8))
    let run = try GlossaExecutable.run(["import", "--format", "xcloc", "--to", workspace, "\(out)/de.xcloc"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("App/Base.lproj/Main.storyboard is not a String Catalog; its 1 units are not imported"), run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("Imported 0 changed values"), run.stdout)
  }

  func testOptionsOfOtherFormatsAreUsageErrors() throws {
    let folder = try CLIFolder()
    let workspace = try Self.workspace(folder)
    let name = try GlossaExecutable.run(["export", "--format", "xcloc", "--name", "X", workspace])
    XCTAssertEqual(name.status, 64)
    XCTAssertTrue(name.stderr.contains("--name does not apply to --format xcloc"), name.stderr)
    let dry = try GlossaExecutable.run(["import", "--format", "po", "--dry-run", "--to", folder.path("ws/App/Localizable.xcstrings"), workspace])
    XCTAssertEqual(dry.status, 64)
    XCTAssertTrue(dry.stderr.contains("--dry-run applies only to --format xcloc"), dry.stderr)
    let missing = try GlossaExecutable.run(["export", "--format", "json"])
    XCTAssertEqual(missing.status, 64, "every other format still needs a catalog")
  }

  func testATargetWhoseSourceChangedIsReportedNotApplied() throws {
    let folder = try CLIFolder()
    let (workspace, out) = try Self.export(folder, ["--languages", "de"])
    let file = "out/de.xcloc/Localized Contents/de.xliff"
    let xliff = try folder.text(file).replacingOccurrences(of: ">Einheiten<", with: ">Maßeinheiten<")
    try folder.write(file, Array(xliff.utf8))
    // Meanwhile the developer changed the source text.
    let changed = Self.settings.replacingOccurrences(of: "\"Units\"", with: "\"Units of measure\"")
    try folder.write("ws/App/Settings/Settings.xcstrings", Array(changed.utf8))
    let run = try GlossaExecutable.run(["import", "--format", "xcloc", "--to", workspace, "\(out)/de.xcloc"])
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(run.stderr.contains(#"de.xliff:"#) && run.stderr.contains(#""settings.units" (de): source changed since export (now "Units of measure"); not applied"#), run.stderr)
    XCTAssertEqual(try folder.text("ws/App/Settings/Settings.xcstrings"), changed)
  }
}
