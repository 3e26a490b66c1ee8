import Foundation
import TestSupport
import XCTest

/// `glossa import --format xcloc` refuses a bad bundle before anything is written: malformed
/// `contents.json` or XLIFF at `file:line:col` (exit 2), a `target-language` that disagrees
/// with `targetLocale`, duplicate unit ids, a `<file>` naming no catalog or one outside the
/// workspace, and a symbolic link in the bundle leading out of it. Each case carries an edited
/// target that would otherwise be imported.
final class XclocBadInputCLITests: XCTestCase {
  private let xliffPath = "out/de.xcloc/Localized Contents/de.xliff"

  /// A workspace with its `de` bundle, one target edited; returns the import's run after `damage`.
  private func importDamaged(_ damage: (CLIFolder) throws -> Void) throws -> (GlossaExecutable.Run, CLIFolder) {
    let folder = try CLIFolder()
    let (workspace, out) = try XclocCLITests.export(folder, ["--languages", "de"])
    try folder.write(xliffPath, Array(try folder.text(xliffPath).replacingOccurrences(of: ">Einheiten<", with: ">Maßeinheiten<").utf8))
    try damage(folder)
    let run = try GlossaExecutable.run(["import", "--format", "xcloc", "--to", workspace, "\(out)/de.xcloc"])
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try folder.text("ws/App/Settings/Settings.xcstrings"), XclocCLITests.settings, "nothing written")
    return (run, folder)
  }

  private func edit(_ folder: CLIFolder, _ file: String, _ old: String, _ new: String) throws {
    let text = try folder.text(file)
    XCTAssertTrue(text.contains(old), "\(file) lacks \(old)")
    try folder.write(file, Array(text.replacingOccurrences(of: old, with: new).utf8))
  }

  func testMalformedContentsJSONIsReportedAtItsLineAndColumn() throws {
    let (run, folder) = try importDamaged { try self.edit($0, "out/de.xcloc/contents.json", "\"targetLocale\" : \"de\",", "\"targetLocale\" : de,") }
    XCTAssertTrue(run.stderr.hasPrefix(folder.path("out/de.xcloc/contents.json") + ":4:"), run.stderr)
  }

  func testContentsJSONWithoutTargetLocaleIsRefused() throws {
    let (run, _) = try importDamaged { try self.edit($0, "out/de.xcloc/contents.json", "\"targetLocale\"", "\"locale\"") }
    XCTAssertTrue(run.stderr.contains("contents.json:1:1: no targetLocale"), run.stderr)
  }

  func testMalformedXLIFFIsReportedAtItsLineAndColumn() throws {
    let (run, folder) = try importDamaged { try self.edit($0, self.xliffPath, "</body>", "</bdy>") }
    XCTAssertTrue(run.stderr.hasPrefix(folder.path(xliffPath) + ":"), run.stderr)
    let place = run.stderr.dropFirst(folder.path(xliffPath).count + 1).split(separator: ":").prefix(2)
    XCTAssertEqual(place.count, 2)
    XCTAssertTrue(place.allSatisfy { Int($0) != nil }, run.stderr)
  }

  func testTargetLanguageDisagreeingWithTargetLocaleIsRefused() throws {
    let (run, _) = try importDamaged { try self.edit($0, "out/de.xcloc/contents.json", "\"targetLocale\" : \"de\"", "\"targetLocale\" : \"fr\"") }
    XCTAssertTrue(
      run.stderr.contains(#"has target-language "de", but contents.json's targetLocale is "fr""#), run.stderr)
    XCTAssertTrue(run.stderr.contains("de.xliff:3:3: <file original="), run.stderr)
  }

  func testDuplicateUnitIDsAreRefused() throws {
    let (run, _) = try importDamaged { folder in
      let text = try folder.text(self.xliffPath)
      let start = try XCTUnwrap(text.range(of: "      <trans-unit id=\"settings.units\""))
      let end = try XCTUnwrap(text.range(of: "</trans-unit>\n", range: start.upperBound..<text.endIndex))
      let unit = String(text[start.lowerBound..<end.upperBound])
      try folder.write(self.xliffPath, Array(text.replacingOccurrences(of: unit, with: unit + unit).utf8))
    }
    XCTAssertTrue(run.stderr.contains(#"duplicate trans-unit id "settings.units" (first at "#), run.stderr)
  }

  func testAFileNamingAMissingCatalogIsRefused() throws {
    let (run, _) = try importDamaged {
      try self.edit($0, self.xliffPath, #"original="App/Localizable.xcstrings""#, #"original="App/Gone.xcstrings""#)
    }
    XCTAssertTrue(run.stderr.contains(#"no catalog "App/Gone.xcstrings" in the workspace"#), run.stderr)
  }

  func testAnOriginalOutsideTheWorkspaceIsRefused() throws {
    let (run, _) = try importDamaged { folder in
      try folder.write("Outside.xcstrings", Array(XclocCLITests.settings.utf8))
      try self.edit(folder, self.xliffPath, #"original="App/Localizable.xcstrings""#, #"original="../Outside.xcstrings""#)
    }
    XCTAssertTrue(run.stderr.contains(#""../Outside.xcstrings" is outside the workspace"#), run.stderr)
    let (linked, _) = try importDamaged { folder in
      try folder.write("Outside.xcstrings", Array(XclocCLITests.settings.utf8))
      try FileManager.default.createSymbolicLink(atPath: folder.path("ws/Linked.xcstrings"), withDestinationPath: folder.path("Outside.xcstrings"))
      try self.edit(folder, self.xliffPath, #"original="App/Localizable.xcstrings""#, #"original="Linked.xcstrings""#)
    }
    XCTAssertTrue(linked.stderr.contains(#""Linked.xcstrings" leads outside the workspace"#), linked.stderr)
  }

  func testSymbolicLinksInTheBundleLeadingOutAreRefused() throws {
    let (run, _) = try importDamaged { folder in
      let outside = try folder.write("elsewhere.xliff", try folder.bytes(self.xliffPath))
      try FileManager.default.removeItem(atPath: folder.path(self.xliffPath))
      try FileManager.default.createSymbolicLink(atPath: folder.path(self.xliffPath), withDestinationPath: outside)
    }
    XCTAssertTrue(run.stderr.contains("de.xliff: a symbolic link leading out of"), run.stderr)
    let (contents, _) = try importDamaged { folder in
      let outside = try folder.write("contents.json", try folder.bytes("out/de.xcloc/contents.json"))
      try FileManager.default.removeItem(atPath: folder.path("out/de.xcloc/contents.json"))
      try FileManager.default.createSymbolicLink(atPath: folder.path("out/de.xcloc/contents.json"), withDestinationPath: outside)
    }
    XCTAssertTrue(contents.stderr.contains("contents.json: a symbolic link leading out of"), contents.stderr)
  }
}
