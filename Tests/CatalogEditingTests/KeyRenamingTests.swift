import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Renaming a key and merging it into one that exists, on the model.
final class KeyRenamingTests: XCTestCase {
  private func catalog(_ json: String) throws -> Catalog {
    try CatalogReader.read(bytes: Array(json.utf8)).catalog
  }

  func testRenamingMovesTheWholeEntryUnderTheNewKeyInCatalogOrder() throws {
    let original = try catalog(
      #"{"sourceLanguage":"en","strings":{"b":{},"m.old":{"comment":"c","extractionState":"manual","x-keep":[1],"localizations":{"de":{"stringUnit":{"state":"new","value":"D"}}}},"z":{}},"version":"1.0"}"#
    )
    guard case .renamed(let change) = original.renaming("m.old", to: "a.new") else { return XCTFail("not renamed") }
    var renamed = original
    for edit in change.edits { renamed.apply(edit) }
    XCTAssertEqual(renamed.strings.keys, ["a.new", "b", "z"])
    XCTAssertEqual(renamed.strings["a.new"], original.strings["m.old"])
    XCTAssertEqual(change.label, "rename \"m.old\" to \"a.new\"")
  }

  func testNothingToRenameWhenTheKeyIsMissingOrUnchanged() throws {
    let original = try catalog(#"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"#)
    XCTAssertEqual(original.renaming("missing", to: "b"), .nothing)
    XCTAssertEqual(original.renaming("a", to: "a"), .nothing)
    XCTAssertNotEqual(original.renaming("a", to: ""), .nothing, "the empty key is a key")
  }

  /// Leaves only one key has are kept; the target's extractionState stays (absent here, so the
  /// merged entry is not stale); a leaf both hold differently is a conflict at its path.
  func testMergingKeepsOneSidedLeavesAndNamesConflicts() throws {
    let original = try catalog(
      #"""
      {"sourceLanguage":"en","strings":{
        "new":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Neu"}}}},
        "old":{"comment":"From old","extractionState":"stale","x-tool":"kept",
               "localizations":{"de":{"stringUnit":{"state":"translated","value":"Neu"}},"fr":{"stringUnit":{"state":"translated","value":"Nouveau"}}}},
        "clash":{"comment":"Other","localizations":{"de":{"stringUnit":{"state":"translated","value":"Anders"}}}}
      },"version":"1.0"}
      """#)
    guard case .targetExists(let merge) = original.renaming("old", to: "new") else { return XCTFail("no merge") }
    XCTAssertNil(merge.conflict)
    let change = try XCTUnwrap(merge.change)
    var merged = original
    for edit in change.edits { merged.apply(edit) }
    let entry = try XCTUnwrap(merged.strings["new"])
    XCTAssertNil(merged.strings["old"])
    XCTAssertNil(entry.extractionState)
    XCTAssertEqual(entry.comment, "From old")
    XCTAssertEqual(entry.localization("fr")?.stringUnit?.value, "Nouveau")
    XCTAssertEqual(entry.extra.map(\.key), ["x-tool"])

    guard case .targetExists(let clash) = original.renaming("clash", to: "new") else { return XCTFail("no merge") }
    XCTAssertNil(clash.change)
    XCTAssertEqual(clash.conflict?.leaves.map(\.description), ["de"])
    XCTAssertEqual(clash.conflict?.key, "new")
  }
}
