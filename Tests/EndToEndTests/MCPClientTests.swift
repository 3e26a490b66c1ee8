import Foundation
import TestSupport
import XCTest

/// `glossa mcp` driven by the real Python MCP client, as an agent drives it: every tool, and every
/// bad input the issue names.
final class MCPClientTests: XCTestCase {
  private var folder: CLIFolder!

  override func setUpWithError() throws {
    folder = try CLIFolder()
    let sample = Array(try Data(contentsOf: CLIPaths.sample))
    for path in ["App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"] {
      try FileManager.default.createDirectory(
        atPath: folder.path((path as NSString).deletingLastPathComponent), withIntermediateDirectories: true)
      try folder.write(path, sample)
    }
    try folder.write("App/Broken.xcstrings", Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n".utf8))
    try FileManager.default.createDirectory(atPath: folder.path("Code"), withIntermediateDirectories: true)
    try folder.write("Code/Menu.swift", Array("Button(\"Delete Hike\") { delete() }\n".utf8))
    try folder.write(".glossa.yml", Array("sources:\n  - Code\nglossary:\n  hike:\n    de: Wanderung\n".utf8))
  }

  override func tearDown() {
    folder = nil
  }

  private func call(_ tool: String, _ arguments: [String: Any] = [:]) -> MCPClientSession.Call {
    MCPClientSession.Call(tool: tool, arguments: arguments)
  }

  func testEveryToolThroughTheRealClient() throws {
    let read = try MCPClientSession.run(
      [
        call("list_catalogs"),
        call("get_strings", ["language": "ar", "filter": "missing", "catalog": "App/Localizable.xcstrings", "limit": 3]),
        call("get_context", ["catalog": "App/Localizable.xcstrings", "key": "Delete Hike", "language": "de"]),
        call("get_review_queue", ["language": "fr", "catalog": "App/Localizable.xcstrings"]),
        call("lint", ["catalog": "App/Localizable.xcstrings", "language": "ar", "keys": ["Cancel"]]),
      ], in: folder.url)
    XCTAssertEqual(read.serverName, "glossa")
    XCTAssertEqual(read.protocolVersion, "2025-11-25", "the newest revision both the client and the Swift SDK know")
    XCTAssertEqual(
      read.tools,
      ["list_catalogs", "get_strings", "get_context", "submit_translations", "get_review_queue", "review_translations", "lint", "rename_key"])
    XCTAssertFalse(read.replies.contains { $0.isError }, read.replies.filter(\.isError).map(\.text).joined(separator: "\n"))

    // list_catalogs: the counts of `glossa stats --format json`, and the broken catalog with its place.
    let listed = read.replies[0].json
    let stats = try GlossaExecutable.run(["stats", "--format", "json", "App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"], in: folder.url)
    let statsFiles = ((try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])?["files"] as? [[String: Any]]) ?? []
    let catalogs = listed["catalogs"] as? [[String: Any]] ?? []
    XCTAssertEqual(catalogs.map { $0["path"] as? String }, ["App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"])
    for (catalog, file) in zip(catalogs, statsFiles) {
      XCTAssertEqual(catalog["counts"] as? NSArray, file["languages"] as? NSArray, "the same fields and numbers as glossa stats")
    }
    let broken = (listed["broken"] as? [[String: Any]])?.first
    XCTAssertEqual(broken?["path"] as? String, "App/Broken.xcstrings")
    XCTAssertTrue((broken?["error"] as? String ?? "").contains("Broken.xcstrings:3:"), "\(broken ?? [:])")

    let strings = read.replies[1].json["items"] as? [[String: Any]] ?? []
    XCTAssertEqual(strings.map { $0["key"] as? String }, ["Cancel", "Delete Hike", "Download the map before you lose signal.\nMaps are stored on this device."])
    let context = read.replies[2].json
    let places = (context["codeUses"] as? [String: Any])?["places"] as? [[String: Any]]
    XCTAssertEqual(places?.first?["place"] as? String, "Code/Menu.swift:1")
    XCTAssertEqual((context["glossary"] as? [[String: Any]])?.first?["term"] as? String, "hike")
    let queue = read.replies[3].json["items"] as? [[String: Any]] ?? []
    XCTAssertEqual(queue.count, 2)
    let findings = read.replies[4].json["findings"] as? [[String: Any]] ?? []
    XCTAssertFalse(findings.isEmpty)
    XCTAssertTrue(findings.allSatisfy { $0["key"] as? String == "Cancel" && $0["file"] as? String == "App/Localizable.xcstrings" })

    // Writes: three drafts into one catalog, one review decision, one rename.
    let before = try folder.text("App/Localizable.xcstrings")
    let drafts: [[String: Any]] = zip(strings.prefix(2), ["إلغاء", "حذف الرحلة"]).map { item, text in
      ["catalog": "App/Localizable.xcstrings", "key": item["key"] ?? "", "language": "ar", "value": text, "revision": item["revision"] ?? ""]
    }
    let review: [[String: Any]] = [
      [
        "catalog": "App/Localizable.xcstrings", "key": queue[0]["key"] ?? "", "language": "fr", "revision": queue[0]["revision"] ?? "",
        "action": "accept",
      ]
    ]
    let write = try MCPClientSession.run(
      [
        call("submit_translations", ["items": drafts]),
        call("review_translations", ["items": review]),
        call("rename_key", ["catalog": "App/Settings/Settings.xcstrings", "old": "Done", "new": "Finished"]),
        call("get_strings", ["language": "ar", "filter": "needs_review", "catalog": "App/Localizable.xcstrings"]),
      ], in: folder.url)
    XCTAssertFalse(write.replies.contains { $0.isError }, write.replies.filter(\.isError).map(\.text).joined(separator: "\n"))
    XCTAssertEqual(write.replies[0].results.map { $0["ok"] as? Bool }, [true, true])
    XCTAssertEqual(write.replies[1].results.map { $0["ok"] as? Bool }, [true])
    let nowReview = write.replies[3].json["items"] as? [[String: Any]] ?? []
    XCTAssertTrue(Set(nowReview.compactMap { $0["key"] as? String }).isSuperset(of: ["Cancel", "Delete Hike"]))
    let after = try folder.text("App/Localizable.xcstrings")
    XCTAssertTrue(after.contains("\"value\" : \"إلغاء\""))
    XCTAssertEqual(after.components(separatedBy: "\n").count, before.components(separatedBy: "\n").count + 12)
    let format = try GlossaExecutable.run(["format", "--check", "App/Localizable.xcstrings", "App/Settings/Settings.xcstrings"], in: folder.url)
    XCTAssertEqual(format.status, 0, "written in Xcode's form: \(format.stderr)")
    XCTAssertTrue(try folder.text("App/Settings/Settings.xcstrings").contains("\"Finished\" : {"))
  }

  func testBadInputsAreToolErrorsInWords() throws {
    let item: [String: Any] = ["catalog": "App/Localizable.xcstrings", "key": "Cancel", "language": "ar", "value": "x", "revision": "00000000-00000000"]
    var huge = item
    huge["value"] = String(repeating: "a", count: (1 << 20) + 10)
    let session = try MCPClientSession.run(
      [
        call("no_such_tool"),
        call("get_context", ["catalog": "../../etc/passwd", "key": "root"]),
        call("get_context", ["catalog": "App/Localizable.xcstrings", "key": "No such key"]),
        call("get_strings", ["language": "en_US\u{1B}[2J"]),
        call("submit_translations", ["items": Array(repeating: item, count: 501)]),
        call("submit_translations", ["items": [huge]]),
        call("submit_translations", ["items": [["catalog": "App/Broken.xcstrings", "key": "a", "language": "de", "value": "x", "revision": "00000000-00000000"]]]),
        call("list_catalogs"),
      ], in: folder.url)
    let replies = session.replies
    XCTAssertTrue(replies[0].isError && replies[0].text.contains("unknown tool “no_such_tool”"), replies[0].text)
    XCTAssertTrue(replies[1].isError && replies[1].text.contains("no catalog “../../etc/passwd”"), replies[1].text)
    XCTAssertTrue(replies[2].isError && replies[2].text.contains("no key “No such key”"), replies[2].text)
    XCTAssertTrue(replies[3].isError && replies[3].text.contains("is not a language"), replies[3].text)
    XCTAssertTrue(replies[4].isError && replies[4].text.contains("at most 500 items"), replies[4].text)
    XCTAssertTrue((replies[5].results.first?["error"] as? String ?? "").contains("over the limit of 1048576"), replies[5].text)
    XCTAssertTrue((replies[6].results.first?["error"] as? String ?? "").contains("cannot be read, so it is never written"), replies[6].text)
    XCTAssertFalse(replies[7].isError, "the server goes on after every refusal")
    XCTAssertEqual(try folder.text("App/Broken.xcstrings"), "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n")
  }
}
