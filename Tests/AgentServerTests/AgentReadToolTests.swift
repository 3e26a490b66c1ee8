import AgentServer
import Foundation
import MCP
import XCTest

final class AgentReadToolTests: XCTestCase {
  func testListCatalogsGivesEveryCatalogWithItsCountsAndTheBrokenOnesWithTheirPlace() throws {
    var fixture = try AgentFixture(extra: ["App/Broken/Broken.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : [\n"])
    defer { fixture.remove() }
    let result = try fixture.call("list_catalogs") as? [String: Any]
    let catalogs = result?["catalogs"] as? [[String: Any]] ?? []
    XCTAssertEqual(catalogs.map { $0["path"] as? String }, ["App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"])
    let ar = (catalogs.first?["counts"] as? [[String: Any]])?.first { $0["language"] as? String == "ar" }
    XCTAssertEqual(ar?["missing"] as? Int, 8)
    XCTAssertEqual(ar?["percent"] as? Double, 44.4)
    let broken = result?["broken"] as? [[String: Any]] ?? []
    XCTAssertEqual(broken.first?["path"] as? String, "App/Broken/Broken.xcstrings")
    let error = broken.first?["error"] as? String ?? ""
    XCTAssertTrue(error.contains("Broken.xcstrings:5:1:") || error.contains("Broken.xcstrings:4:"), error)

    let before = try fixture.bytes("App/Broken/Broken.xcstrings")
    let submitted = try fixture.call(
      "submit_translations",
      ["items": [["catalog": "App/Broken/Broken.xcstrings", "key": "a", "language": "de", "value": "x", "revision": "00000000-00000000"]]])
    let refused = ((submitted as? [String: Any])?["results"] as? [[String: Any]])?.first?["error"] as? String ?? ""
    XCTAssertTrue(refused.contains("cannot be read, so it is never written"), refused)
    XCTAssertEqual(try fixture.bytes("App/Broken/Broken.xcstrings"), before, "a broken catalog is never written")
  }

  func testGetStringsFiltersPagesAndDescribesEachString() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let first = try fixture.call("get_strings", ["language": "ar", "filter": "missing", "limit": 3]) as? [String: Any]
    XCTAssertEqual(first?["total"] as? Int, 16, "8 missing in each of the two catalogs")
    let items = first?["items"] as? [[String: Any]] ?? []
    XCTAssertEqual(items.map { $0["key"] as? String }, ["Cancel", "Delete Hike", "Download the map before you lose signal.\nMaps are stored on this device."])
    XCTAssertEqual(items.first?["state"] as? String, "missing")
    XCTAssertEqual(items.first?["pluralCategories"] as? [String], ["zero", "one", "two", "few", "many", "other"])
    XCTAssertEqual(first?["nextCursor"] as? String, "3")
    let second = try fixture.call("get_strings", ["language": "ar", "filter": "missing", "limit": 3, "cursor": "3"]) as? [String: Any]
    XCTAssertEqual((second?["items"] as? [[String: Any]])?.first?["key"] as? String, "Offline maps")

    let photos = try fixture.item("%lld photos", language: "pl")
    XCTAssertEqual(photos["placeholders"] as? [String], ["%lld"])
    XCTAssertEqual(photos["pluralCategories"] as? [String], ["one", "few", "many", "other"])
    let source = photos["source"] as? [String: Any]
    XCTAssertEqual((source?["forms"] as? [String: String])?["plural.one"], "%lld photo")
    XCTAssertTrue(photos["target"] is NSNull)

    let welcome = try fixture.call("get_strings", ["language": "de", "query": "WELCOME", "filter": "all"]) as? [String: Any]
    XCTAssertEqual(welcome?["total"] as? Int, 2)
  }

  func testLaterPagesAreTakenFromTheListingUntilACatalogChanges() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    var keys: [String] = []
    var cursor: Value = .null
    repeat {
      let page = try fixture.call("get_strings", ["language": "ar", "filter": "all", "limit": 7, "cursor": cursor]) as? [String: Any]
      keys += (page?["items"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
      cursor = (page?["nextCursor"] as? String).map(Value.string) ?? .null
    } while cursor != .null
    XCTAssertEqual(keys.count, 42, "21 keys in each of the two catalogs")
    XCTAssertEqual(fixture.workspace.listingsComputed, 1, "one scan, then pages of it")
    let cancel = try fixture.item("Cancel", language: "ar")
    XCTAssertEqual(fixture.workspace.listingsComputed, 2, "another listing (catalog, filter) is another scan")
    _ = try fixture.call(
      "submit_translations",
      ["items": [["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": "إلغاء", "revision": .string(cancel["revision"] as? String ?? "")]]])
    let after = try fixture.item("Cancel", language: "ar")
    XCTAssertEqual(after["state"] as? String, "needs_review", "a write drops the listings: the page shows the new state")
    XCTAssertEqual(fixture.workspace.listingsComputed, 3)
  }

  func testBadArgumentsAreRefusedInWords() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    XCTAssertTrue(fixture.refusal("get_strings", [:]).contains("“language” is required"))
    XCTAssertTrue(fixture.refusal("get_strings", ["language": "../etc"]).contains("is not a language"))
    XCTAssertTrue(fixture.refusal("get_strings", ["language": "de", "filter": "done"]).contains("“filter” must be one of"))
    XCTAssertTrue(fixture.refusal("get_strings", ["language": "de", "limit": 501]).contains("from 1 to 500"))
    XCTAssertTrue(fixture.refusal("get_strings", ["language": "de", "cursor": "x"]).contains("nextCursor"))
    XCTAssertTrue(fixture.refusal("get_strings", ["language": "de", "langauge": "de"]).contains("unknown argument “langauge”"))
    XCTAssertTrue(fixture.refusal("get_context", ["catalog": "../../etc/passwd", "key": "x"]).contains("no catalog"))
    XCTAssertTrue(fixture.refusal("get_context", ["catalog": "App/Localizable.xcstrings", "key": "Nope"]).contains("no key “Nope”"))
    XCTAssertTrue(fixture.refusal("translate_everything").contains("unknown tool"))
  }

  func testGetContextGivesWhatATranslatorSees() throws {
    var fixture = try AgentFixture(extra: [
      ".glossa.yml": "glossary:\n  hike:\n    de: Wanderung\ndo-not-translate:\n  - iCloud\nlimits:\n  \"Save\": 8\nsources:\n  - Code\n",
      "Code/View.swift": "import SwiftUI\nstruct V: View {\n  var body: some View { Button(\"Save\") {} }\n}\n",
      "TRANSLATION.md": "Friendly, informal (du).\n",
    ])
    defer { fixture.remove() }
    let context = try fixture.call("get_context", ["catalog": "App/Localizable.xcstrings", "key": "Save", "language": "de"]) as? [String: Any]
    let uses = context?["codeUses"] as? [String: Any]
    let places = uses?["places"] as? [[String: Any]] ?? []
    XCTAssertEqual(places.first?["place"] as? String, "Code/View.swift:3")
    XCTAssertEqual((context?["lengthLimit"] as? [String: Any])?["maximum"] as? Int, 8)
    XCTAssertEqual(context?["translationGuide"] as? String, "Friendly, informal (du).\n")
    XCTAssertNotNil((context?["values"] as? [String: Any])?["ar"])
    let similar = context?["similar"] as? [[String: Any]] ?? []
    XCTAssertEqual(similar.first?["catalog"] as? String, "App/Settings/Settings.xcstrings", "the same string in the other catalog")

    let hike = try fixture.call("get_context", ["catalog": "App/Localizable.xcstrings", "key": "Delete Hike", "language": "de"]) as? [String: Any]
    let glossary = hike?["glossary"] as? [[String: Any]] ?? []
    XCTAssertEqual(glossary.first?["term"] as? String, "hike")
    let sync = try fixture.call("get_context", ["catalog": "App/Localizable.xcstrings", "key": "Sync with iCloud"]) as? [String: Any]
    XCTAssertEqual(sync?["doNotTranslate"] as? [String], ["iCloud"])
    XCTAssertEqual(sync?["extractionState"] as? String, "stale")
  }

  func testAFileChangedOnDiskIsReadAgainBeforeTheAnswerAndOnlyThen() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    XCTAssertEqual(try fixture.item("Cancel", language: "de")["target"] as? [String: String], ["value": "Abbrechen", "state": "translated"])
    for _ in 0..<5 { _ = try fixture.call("list_catalogs") }
    XCTAssertEqual(fixture.workspace.diskWork.reads, 0, "unchanged files are only stat'ed")
    let path = fixture.folder.appendingPathComponent("App/Localizable.xcstrings")
    let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: "\"Abbrechen\"", with: "\"Abbruch\"")
    try Data(text.utf8).write(to: path)
    XCTAssertEqual((try fixture.item("Cancel", language: "de")["target"] as? [String: String])?["value"], "Abbruch")
    XCTAssertEqual(fixture.workspace.diskWork.reads, 1)
  }
}
