import CatalogWorkspace
import Foundation
import StringCatalog
import TestSupport
import XCTest

@testable import EditorApp

/// `glossa de.xcloc`: the bundle's `<file>`s as a workspace in the whole app loop — a save writes
/// only the edited `<target>`, the journal brings an edit back after a stop, and a change another
/// program writes to the XLIFF is taken in.
final class BundleSessionTests: XCTestCase {
  private func xliff(_ bundle: String) throws -> String {
    try String(contentsOfFile: XclocFixture.xliffPath(of: bundle), encoding: .utf8)
  }

  func testEditSaveQuitChangesExactlyOneTargetOfTheBundle() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder)
    var session = try app.session([bundle], languages: ["de"])
    XCTAssertEqual(session.state.workspace.count, 3)
    let terminal = MemoryTerminal([
      .waitFor("de.xcloc: App/Localizable.xcstrings"), .keys("/Cancel<Enter>"), .waitFor("Button that closes"),
      .keys("e<C-u>Schließen<Enter>"), .waitFor("[+]"), .keys("<C-s>"),
      .waitFor("Saved de.xcloc: App/Localizable.xcstrings"), .keys("q"),
    ])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff(replacing: ">Abbrechen<", with: ">Schließen<"))
    XCTAssertEqual(app.journals, [], "a quit after a save leaves no journal")
  }

  func testAnEditLeftByAStoppedEditorIsOfferedAndSavedIntoTheBundle() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder)
    do {
      var first = try app.session([bundle], languages: ["de"])
      let terminal = MemoryTerminal([
        .waitFor("de.xcloc"), .keys("/Wanderungen<Enter>"), .waitFor("Bundle display name"),
        .keys("e<C-u>Touren<Enter>"), .waitFor("[+]"),
      ])
      XCTAssertEqual(first.run(on: terminal).status, 1, "input closed with an unsaved edit")
      XCTAssertEqual(terminal.failures, [])
    }
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff, "nothing was saved")
    XCTAssertEqual(app.journals.count, 1)

    let console = MemoryConsole(answers: "y")
    var second = try app.session([bundle], languages: ["de"], console: console)
    XCTAssertTrue(console.written.contains("1 key changed in de.xcloc: App/en.lproj/InfoPlist.strings"), console.written)
    let terminal = MemoryTerminal([
      .waitFor("Restored 1 unsaved edit from a stopped editor"), .keys("<C-s>"), .waitFor("Saved"), .keys("q"),
    ])
    XCTAssertEqual(second.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(try xliff(bundle), XclocFixture.xliff(replacing: ">Wanderungen<", with: ">Touren<"))
    XCTAssertEqual(app.journals, [], "the journal is let go once its edit is in the bundle")
  }

  func testAChangeAnotherProgramWritesToTheBundleIsTakenInAndMergedWithUnsavedEdits() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder)
    var session = try app.session([bundle], languages: ["de"])
    let theirs = XclocFixture.xliff(replacing: ">Wanderungen<", with: ">Ausflüge<")
    let terminal = MemoryTerminal([
      .waitFor("de.xcloc"), .keys("/Cancel<Enter>"), .waitFor("Button that closes"), .keys("e<C-u>Schließen<Enter>"),
      .waitFor("[+]"),
      .run {
        do {
          try Data(theirs.utf8).write(to: URL(fileURLWithPath: XclocFixture.xliffPath(of: bundle)))
        } catch {
          XCTFail("\(error)")
        }
      },
      .waitFor("Ausflüge"), .keys("<C-s>"), .waitFor("Saved"), .keys("q"),
    ])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    XCTAssertEqual(try xliff(bundle), theirs.replacingOccurrences(of: ">Abbrechen<", with: ">Schließen<"))
  }

  func testTTranslatesAMissingTargetAndTheSaveWritesItForReview() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder)
    try Data("translate:\n  provider: pseudo\n".utf8).write(to: URL(fileURLWithPath: app.folder + "/.glossa.yml"))
    var session = try app.session([bundle], languages: ["de"])
    let terminal = MemoryTerminal([
      .waitFor("de.xcloc"), .keys("/Done<Enter>"), .waitFor("Finishes editing."), .keys("T"),
      .waitFor("Translated 1 cell into de (needs review)"), .keys("<C-s>"), .waitFor("Saved"), .keys("q"),
    ])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
    let written = try xliff(bundle)
    let target = try XCTUnwrap(written.range(of: #"<source>Done</source>\n        <target state="needs-review-l10n">⟦[^<]+⟧</target>\n"#, options: .regularExpression))
    XCTAssertEqual(
      written.replacingCharacters(in: target, with: "<source>Done</source>\n"), XclocFixture.xliff,
      "one target added, after its source; nothing else changed")
  }

  /// A bundle with no translation yet has no cell in its language: its column is shown all the same.
  func testABundleWithNoTargetsShowsItsLanguagesColumn() throws {
    let app = try AppFixture()
    let untranslated = XclocFixture.xliff.replacingOccurrences(
      of: #"\n *<target[^\n]*</target>"#, with: "", options: .regularExpression)
    let bundle = try XclocFixture.write(in: app.folder, xliff: untranslated)
    var session = try app.session([bundle])
    let terminal = MemoryTerminal([.waitFor("de 0%"), .keys("q")])
    XCTAssertEqual(session.run(on: terminal), EditorExit(status: 0))
    XCTAssertEqual(terminal.failures, [])
  }

  func testABundleOpensAloneAndWithoutSince() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder)
    let catalog = try app.copyOfSample()
    XCTAssertThrowsError(try EditorLaunch(paths: [bundle, catalog]).find()) { error in
      XCTAssertEqual("\(error)", "glossa: open .xcloc bundles on their own, not together with catalogs or folders")
    }
    var launch = EditorLaunch(paths: [bundle])
    launch.since = "HEAD~1"
    XCTAssertThrowsError(try launch.find()) { error in
      XCTAssertEqual("\(error)", "glossa: --since compares catalogs with git; open the bundle without it")
    }
  }

  func testABrokenBundleStopsTheStartWithItsPlace() throws {
    let app = try AppFixture()
    let bundle = try XclocFixture.write(in: app.folder, contents: "{\n  \"targetLocale\" : 3\n}")
    let launch = EditorLaunch(paths: [bundle])
    XCTAssertThrowsError(try launch.open(try launch.find(), console: MemoryConsole(), readRevision: { _, _ in .success([:]) })) {
      error in
      XCTAssertEqual("\(error)", bundle + "/contents.json:2:20: targetLocale must be a string")
    }
  }
}
