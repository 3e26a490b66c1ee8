import CatalogTestSupport
import StringCatalog
import XCTest

/// One undo order across the catalogs of a workspace, each catalog keeping its own history and
/// save point.
final class WorkspaceHistoryTests: XCTestCase {
  private func catalog(_ key: String) -> Catalog {
    var catalog = Catalog(sourceLanguage: "en", version: "1.0")
    if let change = catalog.changeAddingKey(key) { for edit in change.edits { catalog.apply(edit) } }
    return catalog
  }

  private func workspace() -> Workspace {
    Workspace(members: ["A", "B"].map { Workspace.Member(document: CatalogDocument(catalog: catalog($0)), displayPath: $0) })
  }

  private func setting(_ value: String, _ key: String, in workspace: Workspace, member: Int) throws -> CatalogChange {
    try XCTUnwrap(workspace[member].catalog.changeSettingValue(value, key: key, language: "de"))
  }

  func testUndoAndRedoFollowTheOneOrderAcrossCatalogs() throws {
    var workspace = workspace()
    workspace.perform(try setting("a1", "A", in: workspace, member: 0), in: 0)
    workspace.perform(try setting("b1", "B", in: workspace, member: 1), in: 1)
    workspace.perform(try setting("a2", "A", in: workspace, member: 0), in: 0)
    XCTAssertEqual(workspace.modifiedMembers, [0, 1])
    XCTAssertEqual(workspace.undoDepth, 3)
    XCTAssertEqual(workspace.appliedSteps.map(\.member), [0, 1, 0])
    XCTAssertEqual(workspace.undo()?.member, 0)
    XCTAssertEqual(workspace.undo()?.member, 1)
    XCTAssertFalse(workspace[1].isModified)
    XCTAssertEqual(workspace.nextRedoMember, 1)
    XCTAssertEqual(workspace.redo()?.member, 1)
    XCTAssertEqual(workspace[1].catalog.strings["B"]?.localization("de")?.stringUnit?.value, "b1")
    // A change in B forks the history: A's undone step can no longer come back.
    workspace.perform(try setting("b2", "B", in: workspace, member: 1), in: 1)
    XCTAssertNil(workspace.redo())
    XCTAssertFalse(workspace[0].history.canRedo)
  }

  func testReplacingAMemberKeepsTheOthersSteps() throws {
    var workspace = workspace()
    workspace.perform(try setting("a1", "A", in: workspace, member: 0), in: 0)
    workspace.perform(try setting("b1", "B", in: workspace, member: 1), in: 1)
    workspace.replace(CatalogDocument(catalog: catalog("A")), at: 0)
    XCTAssertEqual(workspace.undoDepth, 1)
    XCTAssertEqual(workspace.undo()?.member, 1)
    XCTAssertNil(workspace.undo())
  }

  func testMemberForPathComparesStandardizedPaths() {
    let workspace = Workspace(members: [
      Workspace.Member(document: CatalogDocument(catalog: catalog("A"), path: "/app/x/../A.xcstrings"), displayPath: "A")
    ])
    XCTAssertEqual(workspace.member(forPath: "/app/A.xcstrings"), 0)
    XCTAssertNil(workspace.member(forPath: "/app/B.xcstrings"))
  }
}
