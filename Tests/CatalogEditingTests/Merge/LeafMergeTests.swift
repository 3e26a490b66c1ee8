import CatalogTestSupport
import StringCatalog
import XCTest

/// The three-way merge of one entry: what merges, what conflicts, and how decisions apply.
final class LeafMergeTests: XCTestCase {
  private func entry(_ json: String) throws -> Entry {
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":\(json)},\"version\":\"1.0\"}"
    return try XCTUnwrap(try CatalogReader.read(bytes: Array(text.utf8)).catalog.strings["k"])
  }

  private func unit(_ value: String, _ state: String = "translated") -> String {
    "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(value)\"}}"
  }

  private func localized(_ languages: [(String, String)], extra: String = "") throws -> Entry {
    let members = languages.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
    return try entry("{\(extra)\"localizations\":{\(members)}}")
  }

  private static let deLeaf = MergePath(["localizations", "de", "stringUnit"])

  func testDifferentLanguagesOfOneKeyMerge() throws {
    let base = try localized([("de", unit("Apfel")), ("fr", unit("Pomme"))])
    let mine = try localized([("de", unit("Äpfel")), ("fr", unit("Pomme"))])
    let theirs = try localized([("de", unit("Apfel")), ("fr", unit("Pomme!"))])
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.entry, try localized([("de", unit("Äpfel")), ("fr", unit("Pomme!"))]))
  }

  func testCommentAndTranslationMerge() throws {
    let base = try localized([("de", unit("Apfel"))], extra: "\"comment\":\"Fruit\",")
    let mine = try localized([("de", unit("Äpfel"))], extra: "\"comment\":\"Fruit\",")
    let theirs = try localized([("de", unit("Apfel"))], extra: "\"comment\":\"A fruit\",")
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.entry, try localized([("de", unit("Äpfel"))], extra: "\"comment\":\"A fruit\","))
  }

  func testTheSameLeafConflictsAndKeepsMineUntilDecided() throws {
    let base = try localized([("de", unit("Apfel"))])
    let mine = try localized([("de", unit("Äpfel"))])
    let theirs = try localized([("de", unit("Apfel", "needs_review"))])
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [Self.deLeaf], "a unit's state and value are one leaf")
    XCTAssertEqual(outcome.entry, mine)
    XCTAssertEqual(LeafMerge.merge(base: base, mine: mine, theirs: theirs, resolutions: [Self.deLeaf: .theirs]).entry, theirs)
    XCTAssertEqual(
      LeafMerge.merge(base: base, mine: mine, theirs: theirs, resolutions: [Self.deLeaf: .edited("Apfel/Äpfel")]).entry,
      try localized([("de", unit("Apfel/Äpfel"))]), "an edit keeps mine's state")
  }

  func testPluralFormsMergeFormByForm() throws {
    func plural(_ one: String, _ other: String) throws -> Entry {
      try localized([("ru", "{\"variations\":{\"plural\":{\"one\":\(unit(one)),\"other\":\(unit(other))}}}")])
    }
    let outcome = LeafMerge.merge(base: try plural("a", "b"), mine: try plural("A", "b"), theirs: try plural("a", "B"))
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.entry, try plural("A", "B"))
    let clash = LeafMerge.merge(base: try plural("a", "b"), mine: try plural("A", "b"), theirs: try plural("Á", "b"))
    XCTAssertEqual(clash.conflicts, [MergePath(["localizations", "ru", "variations", "plural", "one", "stringUnit"])])
    XCTAssertEqual(clash.conflicts.first?.description, "ru plural.one")
  }

  func testAddingDifferentLanguagesMergesAndTheSameLanguageConflicts() throws {
    let base = try entry("{}")
    let mine = try localized([("de", unit("Apfel"))])
    let theirs = try localized([("fr", unit("Pomme"))])
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.entry, try localized([("de", unit("Apfel")), ("fr", unit("Pomme"))]))

    let same = LeafMerge.merge(base: base, mine: mine, theirs: try localized([("de", unit("Apfel"))]))
    XCTAssertEqual(same.conflicts, [], "the same addition on both sides is no conflict")
    let differing = LeafMerge.merge(base: base, mine: mine, theirs: try localized([("de", unit("Äpfel"))]))
    XCTAssertEqual(differing.conflicts, [Self.deLeaf])
  }

  func testRemovingAKeyThatTheOtherSideChangedConflictsAsAWhole() throws {
    let base = try localized([("de", unit("Apfel")), ("fr", unit("Pomme"))])
    let theirs = try localized([("de", unit("Apfel")), ("fr", unit("Pomme!"))])
    let outcome = LeafMerge.merge(base: base, mine: nil, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [.entry])
    XCTAssertNil(outcome.entry)
    XCTAssertEqual(LeafMerge.merge(base: base, mine: nil, theirs: theirs, resolutions: [.entry: .theirs]).entry, theirs)
    XCTAssertEqual(LeafMerge.merge(base: base, mine: nil, theirs: base).entry, nil, "a removal nobody contests applies")
  }

  /// Varying `de` by plural while someone edited its single string must not produce a language
  /// with both a string unit and variations: the whole language is the conflict.
  func testChangingTheShapeOfALanguageConflictsOnTheWholeLanguage() throws {
    let base = try localized([("de", unit("Datei"))])
    let mine = try localized([("de", "{\"variations\":{\"plural\":{\"one\":\(unit("1 Datei")),\"other\":\(unit("%lld Dateien"))}}}")])
    let theirs = try localized([("de", unit("Datei!"))])
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    let language = MergePath(["localizations", "de"])
    XCTAssertEqual(outcome.conflicts, [language])
    XCTAssertEqual(outcome.entry, mine)
    XCTAssertEqual(LeafMerge.merge(base: base, mine: mine, theirs: theirs, resolutions: [language: .theirs]).entry, theirs)
  }

  func testUnknownMembersMergeLikeKnownOnes() throws {
    let base = try localized([("de", unit("Apfel"))])
    let mine = try localized([("de", unit("Äpfel"))])
    let theirs = try localized([("de", unit("Apfel"))], extra: "\"futureField\":{\"a\":[1,2]},")
    let outcome = LeafMerge.merge(base: base, mine: mine, theirs: theirs)
    XCTAssertEqual(outcome.conflicts, [])
    XCTAssertEqual(outcome.entry, try localized([("de", unit("Äpfel"))], extra: "\"futureField\":{\"a\":[1,2]},"))
  }
}
