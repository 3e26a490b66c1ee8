import AgentServer
import Foundation
import MCP
import XCTest

final class AgentWriteToolTests: XCTestCase {
  private func results(_ value: Any) -> [[String: Any]] {
    (value as? [String: Any])?["results"] as? [[String: Any]] ?? []
  }

  func testASubmittedTranslationLandsAsNeedsReviewChangingOnlyItsLeaves() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let before = try fixture.bytes("App/Localizable.xcstrings")
    let other = try fixture.bytes("App/Settings/Settings.xcstrings")
    let cancel = try fixture.item("Cancel", language: "ar")
    let done = try fixture.item("Delete Hike", language: "ar")
    let outcome = try fixture.call(
      "submit_translations",
      [
        "items": [
          ["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": "إلغاء", "revision": .string(cancel["revision"] as? String ?? "")],
          ["catalog": "App/Localizable.xcstrings", "key": "Delete Hike", "language": "ar", "value": "حذف الرحلة", "revision": .string(done["revision"] as? String ?? "")],
        ]
      ])
    XCTAssertEqual(results(outcome).map { $0["ok"] as? Bool }, [true, true])
    XCTAssertEqual((outcome as? [String: Any])?["saved"] as? [String], ["App/Localizable.xcstrings"])
    let after = try fixture.bytes("App/Localizable.xcstrings")
    let text = String(decoding: after, as: UTF8.self)
    XCTAssertTrue(text.contains("\"ar\" : {\n          \"stringUnit\" : {\n            \"state\" : \"needs_review\",\n            \"value\" : \"إلغاء\""), text)
    // Only the two new localizations were added: every line of the old file is still there, in order.
    let oldLines = String(decoding: before, as: UTF8.self).components(separatedBy: "\n")
    let newLines = text.components(separatedBy: "\n")
    XCTAssertEqual(newLines.count, oldLines.count + 12, "two localizations of 6 lines each")
    var rest = newLines[...]
    for line in oldLines {
      guard let found = rest.firstIndex(of: line) else { return XCTFail("lost line: \(line)") }
      rest = rest[(found + 1)...]
    }
    XCTAssertEqual(try fixture.bytes("App/Settings/Settings.xcstrings"), other, "the other catalog is untouched")
    XCTAssertEqual(try fixture.item("Cancel", language: "ar")["state"] as? String, "needs_review")

    let again = try fixture.call(
      "submit_translations",
      ["items": [["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": "x", "revision": .string(cancel["revision"] as? String ?? "")]]])
    XCTAssertTrue((results(again).first?["error"] as? String ?? "").contains("the ar translation of “Cancel” changed since you read it"))
    XCTAssertEqual(try fixture.bytes("App/Localizable.xcstrings"), after)
  }

  func testAStaleRevisionIsRefusedNamingTheSourceWhenAPersonChangedIt() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let item = try fixture.item("Offline maps", language: "ar")
    let path = fixture.folder.appendingPathComponent("App/Localizable.xcstrings")
    // A person edits the source in another tool: "Offline maps" had no en value (the key stood for
    // it); now it has one.
    let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
      of: "\"comment\" : \"Settings section title.\",\n      \"localizations\" : {\n",
      with: "\"comment\" : \"Settings section title.\",\n      \"localizations\" : {\n\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Offline Maps\" } },\n")
    XCTAssertTrue(text.contains("Offline Maps"))
    try Data(text.utf8).write(to: path)
    let outcome = try fixture.call(
      "submit_translations",
      ["items": [["catalog": "App/Localizable.xcstrings", "key": "Offline maps", "language": "ar", "value": "خرائط", "revision": .string(item["revision"] as? String ?? "")]]])
    let error = results(outcome).first?["error"] as? String ?? ""
    XCTAssertTrue(error.contains("the source text of “Offline maps” changed since you read it"), error)
  }

  func testPluralAndPlaceholderChecksAreThoseOfTranslate() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let photos = try fixture.item("%lld photos", language: "pl")
    let revision = Value.string(photos["revision"] as? String ?? "")
    func submit(_ forms: [String: Value]) throws -> [String: Any] {
      results(
        try fixture.call(
          "submit_translations",
          ["items": [["catalog": "App/Localizable.xcstrings", "key": "%lld photos", "language": "pl", "forms": .object(forms), "revision": revision]]]))
        .first ?? [:]
    }
    let few = try submit(["plural.one": "%lld zdjęcie", "plural.other": "%lld zdjęcia"])
    XCTAssertTrue((few["error"] as? String ?? "").contains("the plural forms must be exactly one, few, many, other"), "\(few)")
    let placeholder = try submit([
      "plural.one": "%@ zdjęcie", "plural.few": "%lld zdjęcia", "plural.many": "%lld zdjęć", "plural.other": "%lld zdjęcia",
    ])
    XCTAssertTrue((placeholder["error"] as? String ?? "").hasPrefix("one: "), "\(placeholder)")
    let stray = try submit(["plural.one": "a", "device.mac": "b"])
    XCTAssertTrue((stray["error"] as? String ?? "").contains("“device.mac” is not a form of this string"), "\(stray)")
    let control = try submit([
      "plural.one": "%lld zdj\u{1B}[2J", "plural.few": "%lld zdjęcia", "plural.many": "%lld zdjęć", "plural.other": "%lld zdjęcia",
    ])
    XCTAssertTrue((control["error"] as? String ?? "").contains("control character U+001B"), "\(control)")
    let good = try submit([
      "plural.one": "%lld zdjęcie", "plural.few": "%lld zdjęcia", "plural.many": "%lld zdjęć", "plural.other": "%lld zdjęcia",
    ])
    XCTAssertEqual(good["ok"] as? Bool, true, "\(good)")
    let target = try fixture.item("%lld photos", language: "pl")["target"] as? [String: Any]
    XCTAssertEqual((target?["states"] as? [String: String])?["plural.many"], "needs_review")

    let plain = results(
      try fixture.call(
        "submit_translations",
        ["items": [["catalog": "App/Localizable.xcstrings", "key": "%lld photos", "language": "ja", "value": "x", "revision": "00000000-00000000"]]]))
    XCTAssertNotNil(plain.first?["error"])
  }

  func testBatchesAndValuesAreBounded() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let item: Value = ["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": "x", "revision": "00000000-00000000"]
    XCTAssertTrue(fixture.refusal("submit_translations", ["items": .array(Array(repeating: item, count: 501))]).contains("at most 500 items"))
    XCTAssertTrue(fixture.refusal("submit_translations", ["items": []]).contains("empty"))
    XCTAssertTrue(fixture.refusal("submit_translations", ["items": [item], "state": "translated"]).contains("a person marks strings translated"))
    let huge: Value = [
      "catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": .string(String(repeating: "a", count: (1 << 20) + 1)),
      "revision": "00000000-00000000",
    ]
    let outcome = try fixture.call("submit_translations", ["items": [huge]])
    XCTAssertTrue((results(outcome).first?["error"] as? String ?? "").contains("over the limit of 1048576"))
    let source = try fixture.call(
      "submit_translations", ["items": [["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "en", "value": "x", "revision": "00000000-00000000"]]])
    XCTAssertTrue((results(source).first?["error"] as? String ?? "").contains("source language"))
    let dnt = try fixture.call(
      "submit_translations", ["items": [["catalog": "App/Localizable.xcstrings", "key": "GPX", "language": "de", "value": "x", "revision": "00000000-00000000"]]])
    XCTAssertTrue((results(dnt).first?["error"] as? String ?? "").contains("don't translate"))
  }

  func testReviewAcceptsRejectsAndClearsAsReviewModeDoes() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let queue = try fixture.call("get_review_queue", ["language": "fr", "catalog": "App/Localizable.xcstrings"]) as? [String: Any]
    let items = queue?["items"] as? [[String: Any]] ?? []
    XCTAssertEqual(items.count, 2)
    let actions: [Value] = ["accept", "reject_and_clear"]
    let decisions: [Value] = zip(items, actions).map { item, action in
      [
        "catalog": "App/Localizable.xcstrings", "key": .string(item["key"] as? String ?? ""), "language": "fr",
        "revision": .string(item["revision"] as? String ?? ""), "action": action,
      ]
    }
    let outcome = try fixture.call("review_translations", ["items": .array(decisions)])
    XCTAssertEqual(results(outcome).map { $0["ok"] as? Bool }, [true, true], "\(outcome)")
    XCTAssertEqual(try fixture.item(items[0]["key"] as? String ?? "", language: "fr")["state"] as? String, "translated")
    XCTAssertEqual(try fixture.item(items[1]["key"] as? String ?? "", language: "fr")["state"] as? String, "missing")
    let left = try fixture.call("get_review_queue", ["language": "fr", "catalog": "App/Localizable.xcstrings"]) as? [String: Any]
    XCTAssertEqual(left?["total"] as? Int, 0)
  }

  func testRenameKeyKeepsTheTranslationsAndRefusesAnExistingKey() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    _ = try fixture.call("rename_key", ["catalog": "App/Localizable.xcstrings", "old": "Done", "new": "Finished"])
    XCTAssertEqual((try fixture.item("Finished", language: "de")["target"] as? [String: String])?["value"], "Fertig")
    XCTAssertTrue(fixture.refusal("rename_key", ["catalog": "App/Localizable.xcstrings", "old": "Save", "new": "Settings"]).contains("already exists"))
    XCTAssertTrue(fixture.refusal("rename_key", ["catalog": "App/Localizable.xcstrings", "old": "Nope", "new": "X"]).contains("no key"))
  }

  func testLintGivesLintsFindingsNarrowedByLanguageAndKey() throws {
    var fixture = try AgentFixture()
    defer { fixture.remove() }
    let all = try fixture.call("lint", ["catalog": "App/Localizable.xcstrings", "limit": 500]) as? [String: Any]
    let findings = all?["findings"] as? [[String: Any]] ?? []
    XCTAssertFalse(findings.isEmpty)
    XCTAssertEqual(Set(findings.compactMap { $0["file"] as? String }), ["App/Localizable.xcstrings"])
    let ar = try fixture.call("lint", ["catalog": "App/Localizable.xcstrings", "language": "ar", "keys": ["Cancel"]]) as? [String: Any]
    let narrowed = ar?["findings"] as? [[String: Any]] ?? []
    XCTAssertFalse(narrowed.isEmpty)
    XCTAssertTrue(narrowed.allSatisfy { $0["language"] as? String == "ar" && $0["key"] as? String == "Cancel" })
    XCTAssertNotNil(narrowed.first?["line"] as? Int)
  }
}
