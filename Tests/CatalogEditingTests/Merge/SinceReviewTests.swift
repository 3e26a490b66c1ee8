import CatalogTestSupport
import StringCatalog
import XCTest

/// The changes since a revision as conflicts: taking theirs reverts a leaf to the revision's
/// value, keeping mine accepts it, and added or removed leaves and keys revert too.
final class SinceReviewTests: XCTestCase {
  private func entry(_ values: [(String, String)], comment: String? = nil) -> Entry {
    Entry(comment: comment, localizations: KeyedList(values.map { ($0.0, Localization(value: $0.1, state: .translated)) }))
  }

  private let revision = Catalog(
    sourceLanguage: "en",
    strings: KeyedList([
      ("Done", Entry(comment: "Button", localizations: KeyedList([("de", Localization(value: "Fertig", state: .translated))]))),
      ("Open", Entry(localizations: KeyedList([("de", Localization(value: "Öffnen", state: .translated))]))),
    ]))

  private var current: Catalog {
    var catalog = revision
    catalog.strings["Done"] = entry([("de", "Erledigt"), ("fr", "Fini")], comment: "Button")
    catalog.strings["Open"] = nil
    catalog.strings["Save"] = entry([("de", "Sichern")])
    return catalog
  }

  func testEveryChangedLeafIsListed() {
    let conflicts = SinceReview.conflicts(current: current, revision: revision)

    XCTAssertEqual(conflicts.map(\.key), ["Done", "Open", "Save"])
    XCTAssertEqual(conflicts[0].leaves.map(\.description), ["de", "fr"])
    XCTAssertEqual(conflicts[1].leaves, [.entry])
    XCTAssertEqual(conflicts[2].leaves, [.entry])
  }

  func testTakingTheirsRevertsAndKeepingMineAccepts() {
    let conflicts = SinceReview.conflicts(current: current, revision: revision)
    let de = MergePath(["localizations", "de", "stringUnit"])
    let fr = MergePath(["localizations", "fr"])

    XCTAssertEqual(conflicts[0].resolved([de: .theirs, fr: .mine]), entry([("de", "Fertig"), ("fr", "Fini")], comment: "Button"))
    XCTAssertEqual(conflicts[0].resolved([de: .mine, fr: .theirs]), entry([("de", "Erledigt")], comment: "Button"))
    XCTAssertEqual(conflicts[1].resolved([.entry: .theirs]), revision.strings["Open"])
    XCTAssertNil(conflicts[2].resolved([.entry: .theirs]))
    XCTAssertEqual(conflicts[2].resolved([.entry: .mine]), current.strings["Save"])
  }

  func testNoChangesNoConflicts() {
    XCTAssertEqual(SinceReview.conflicts(current: revision, revision: revision), [])
  }
}
