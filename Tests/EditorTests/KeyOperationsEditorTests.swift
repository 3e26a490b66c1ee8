import Foundation
import StringCatalog
import XCTest

@testable import Editor

/// K renames the selected key (merging into a key that exists, conflicts in the conflict view);
/// X deletes every stale key the stale filter shows. Expected files are written by hand
/// (Tests/Fixtures/keys), each change is one undo step.
final class KeyOperationsEditorTests: XCTestCase {
  static let folder: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/keys")
  }()

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name + ".xcstrings")))
  }

  private func keysHarness() throws -> EditorHarness {
    let catalog = try CatalogReader.read(path: Self.folder.appendingPathComponent("Keys.xcstrings").path).catalog
    let harness = EditorHarness(catalog: catalog, options: EditorOptions(displayPath: "Keys.xcstrings"))
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
    return harness
  }

  func testRenamingKeepsEverythingMovesTheEntryAndUndoesInOneStep() throws {
    var harness = try keysHarness()
    harness.type("jjjjj")
    XCTAssertEqual(harness.currentKey, "onboarding.title")
    harness.type("K")
    XCTAssertEqual(harness.messageLine, "Rename to: onboarding.title")
    harness.type("<C-u>a.welcome<Enter>")
    XCTAssertEqual(harness.messageLine, "Renamed \"onboarding.title\" to \"a.welcome\"")
    XCTAssertEqual(harness.currentKey, "a.welcome")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Renamed-onboarding"))
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Undid: rename \"onboarding.title\" to \"a.welcome\"")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
    XCTAssertFalse(harness.isModified)
    harness.type("<C-r>")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Renamed-onboarding"))
  }

  func testRenamingTheEmptyKeyAndAKeyWithQuotes() throws {
    var harness = try keysHarness()
    XCTAssertEqual(harness.currentKey, "")
    harness.type("K<C-u>empty<Enter>")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Renamed-empty"))
    harness.type("u/quoted<Enter>")
    XCTAssertEqual(harness.currentKey, "old \"quoted\" title")
    harness.type("K<C-u>Überschrift \"alt\"<Enter>")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Renamed-quoted"))
  }

  func testKeepingTheNameChangesNothing() throws {
    var harness = try keysHarness()
    harness.type("jK<Enter>")
    XCTAssertEqual(harness.messageLine, "Unchanged")
    XCTAssertFalse(harness.isModified)
  }

  func testRenamingOntoAnExistingKeyOffersAMergeLeafByLeaf() throws {
    var harness = try keysHarness()
    harness.type("/settings.heading<Enter>K<C-u>settings.title<Enter>")
    XCTAssertEqual(
      harness.messageLine, "\"settings.title\" already exists. (m)erge \"settings.heading\" into it · (c)ancel")
    harness.type("c")
    XCTAssertFalse(harness.isModified)
    harness.type("K<C-u>settings.title<Enter>m")
    XCTAssertEqual(harness.messageLine, "Merged \"settings.heading\" into \"settings.title\"")
    XCTAssertEqual(harness.currentKey, "settings.title")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Merged-heading"))
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
  }

  func testConflictingLeavesAreDecidedInTheConflictViewAndUndoneAsOneStep() throws {
    var harness = try keysHarness()
    harness.type("/settings.caption<Enter>K<C-u>settings.title<Enter>m")
    XCTAssertEqual(harness.lines[0], " Conflicts · 0 of 1 decided · merging \"settings.caption\" into \"settings.title\"")
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("old key   Einstellungen (alt)") }, harness.lines.joined(separator: "\n"))
    XCTAssertTrue(harness.lines.contains { $0.hasPrefix("yours     Einstellungen") })
    XCTAssertEqual(harness.messageLine, "1 leaf differs: m keeps \"settings.title\"'s · t takes \"settings.caption\"'s · e edits")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
    // Saving waits for the decision, in the words of the key merge.
    harness.type("<C-s>")
    XCTAssertEqual(
      harness.messageLine,
      "Not saved: 1 conflict undecided: m keeps \"settings.title\"'s · t takes \"settings.caption\"'s · e edits")
    harness.type("t")
    XCTAssertEqual(harness.messageLine, "Merged \"settings.caption\" into \"settings.title\" · u undoes")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Merged-caption"))
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
    XCTAssertFalse(harness.isModified)
  }

  func testTheStaleFilterDeletesEveryStaleKeyAfterAskingOnceWithTheCount() throws {
    var harness = try keysHarness()
    harness.type("X")
    XCTAssertEqual(harness.messageLine, "X deletes the keys the stale filter shows: f s shows them")
    harness.type("fs")
    XCTAssertEqual(harness.visibleKeys.count, 7)
    harness.type("X")
    XCTAssertEqual(harness.messageLine, "Delete 7 stale keys and all their translations? (y)es · (n)o")
    harness.type("n")
    XCTAssertFalse(harness.isModified)
    harness.type("Xy")
    XCTAssertEqual(harness.messageLine, "Deleted 7 stale keys (u undoes)")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Pruned"))
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Self.bytes("Keys"))
    XCTAssertFalse(harness.isModified)
  }

  func testInAWorkspaceRenameStaysInItsCatalogAndXDeletesInEveryShownCatalog() throws {
    let catalog = try CatalogReader.read(path: Self.folder.appendingPathComponent("Keys.xcstrings").path).catalog
    var harness = WorkspaceFixtures.harness(
      WorkspaceFixtures.workspace([("App/Keys.xcstrings", catalog), ("Widget/Keys.xcstrings", catalog)]))
    harness.type("/onboarding<Enter>n")  // the second match: Widget's
    XCTAssertTrue(harness.statusLine.contains("Widget/Keys.xcstrings"), harness.statusLine)
    harness.type("K<C-u>a.welcome<Enter>")
    XCTAssertSameBytes(CatalogWriter.bytes(harness.state.workspace[0].catalog), try Self.bytes("Keys"))
    XCTAssertSameBytes(CatalogWriter.bytes(harness.state.workspace[1].catalog), try Self.bytes("Renamed-onboarding"))
    harness.type("ufsX")
    XCTAssertEqual(harness.messageLine, "Delete 14 stale keys and all their translations? (y)es · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "Deleted 14 stale keys in 2 catalogs (u undoes one catalog at a time)")
    for member in 0..<2 {
      XCTAssertSameBytes(CatalogWriter.bytes(harness.state.workspace[member].catalog), try Self.bytes("Pruned"))
    }
    harness.type("uu")
    for member in 0..<2 {
      XCTAssertSameBytes(CatalogWriter.bytes(harness.state.workspace[member].catalog), try Self.bytes("Keys"))
    }
  }
}
