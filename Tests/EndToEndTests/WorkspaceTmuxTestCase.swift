import Foundation
import StringCatalog
import XCTest

/// A tmux test over the generated 12-catalog app (`App` in the test's folder), with the steps
/// every workspace test takes.
class WorkspaceTmuxTestCase: TmuxTestCase {
  private(set) var app = WorkspaceAppFixture(folder: "")
  private(set) var binary = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    binary = try GlossaBinary.path()
    app = try WorkspaceAppFixture.generate(in: folder)
  }

  /// The editor started in the test's folder on `App`: catalogs show as "App/<relative path>".
  func openApp() throws -> TmuxSession {
    let session = try TmuxSession(command: appCommand, height: 40, environment: ["XDG_STATE_HOME": folder])
    session.waitFor("── App/App/Base.lproj/Main.xcstrings · de ")
    return session
  }

  /// The shell command that opens `arguments` from the test's folder.
  func command(_ arguments: String) -> String { "cd '\(folder)' && \(binary) --languages de,fr,ja \(arguments)" }

  var appCommand: String { command("App") }

  func shown(_ index: Int) -> String { "App/" + WorkspaceAppFixture.catalogPaths[index] }

  /// The status bar (last line) starts with the current row's catalog.
  func statusBar(_ session: TmuxSession) -> String { statusBar(in: session.screen) }

  func statusBar(in screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }.map(String.init) ?? ""
  }

  /// `C`, the catalog at `index` in the chooser, Enter: the cursor is on its first row.
  func jump(_ session: TmuxSession, to index: Int) {
    session.send("C")
    session.waitFor("Catalogs (12)")
    session.send(["g"] + Array(repeating: "j", count: index) + ["Enter"])
    session.wait(for: "the cursor in \(shown(index))") { !$0.contains("Catalogs (12)") && $0.contains("\n " + self.shown(index) + " ") }
  }

  func snapshots() throws -> [FileSnapshot] {
    try WorkspaceAppFixture.catalogPaths.indices.map { try FileSnapshot(app.path($0)) }
  }

  func assertFile(_ index: Int, is expected: Catalog, file: StaticString = #filePath, line: UInt = #line) throws {
    let saved = try XCTUnwrap(FileManager.default.contents(atPath: app.path(index)))
    XCTAssertEqual(
      String(decoding: saved, as: UTF8.self), String(decoding: CatalogWriter.bytes(expected), as: UTF8.self),
      shown(index), file: file, line: line)
  }

  /// The edits the two-catalog tests make: the empty key's de cell in App/Resources/Localizable
  /// (catalog 2) and the first row's de cell in the Sync package (catalog 7).
  func editTwoCatalogs(_ session: TmuxSession) {
    jump(session, to: 2)
    session.commitCell("Neu A ✓")
    XCTAssertTrue(statusBar(session).hasPrefix(" \(shown(2)) [+1]"), statusBar(session))
    jump(session, to: 7)
    XCTAssertTrue(session.screen.contains("── \(shown(7)) › %lld items in Sync"), session.screen)
    session.commitCell("%lld Neu B ✓")
    XCTAssertTrue(statusBar(session).hasPrefix(" \(shown(7)) [+2]"), statusBar(session))
  }

  /// Catalogs 2 and 7 hold `editTwoCatalogs`' edits, and no other file was written.
  func assertOnlyTheTwoEditedCatalogsChanged(
    since before: [FileSnapshot], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (expectedA, expectedB) = try expectedAfterEditingTwoCatalogs(from: before)
    try assertFile(2, is: expectedA, file: file, line: line)
    try assertFile(7, is: expectedB, file: file, line: line)
    try assertUntouched(except: [2, 7], since: before, file: file, line: line)
  }

  /// Catalogs 2 and 7 of `before` as `editTwoCatalogs` leaves them, through the model.
  func expectedAfterEditingTwoCatalogs(from before: [FileSnapshot]) throws -> (Catalog, Catalog) {
    var expectedA = try CatalogReader.read(bytes: [UInt8](before[2].bytes)).catalog
    try expectedA.applyChange(expectedA.changeSettingValue("Neu A ✓", key: "", language: "de"))
    var expectedB = try CatalogReader.read(bytes: [UInt8](before[7].bytes)).catalog
    try expectedB.applyChange(expectedB.changeSettingValue("%lld Neu B ✓", key: "%lld items in Sync", language: "de"))
    return (expectedA, expectedB)
  }

  /// Every catalog but `changed` still has the inode, modification time and bytes of `before`.
  func assertUntouched(except changed: Set<Int>, since before: [FileSnapshot], file: StaticString = #filePath, line: UInt = #line) throws {
    let after = try snapshots()
    for index in WorkspaceAppFixture.catalogPaths.indices where !changed.contains(index) {
      XCTAssertEqual(after[index], before[index], "\(shown(index)) was written", file: file, line: line)
    }
  }
}
