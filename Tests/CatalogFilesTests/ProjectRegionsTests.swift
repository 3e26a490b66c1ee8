import CatalogTestSupport
import Foundation
import XCTest

@testable import StringCatalog

/// A cloned repository's `project.pbxproj` is hostile input: its knownRegions must be language
/// codes (as `.glossa.yml`'s `languages:` must), a problem names its line and column, and however
/// many regions it lists the reading stops after `maximumCount`.
final class ProjectRegionsTests: XCTestCase {
  private func read(_ text: String) -> ProjectRegions.List? {
    ProjectRegions.read(Array(text.utf8), path: "App.xcodeproj/project.pbxproj")
  }

  func testRegionsThatAreNoLanguageCodesAreLeftOutAtTheirLineAndColumn() throws {
    let text = "\t\tknownRegions = (\n\t\t\t\"../../etc\",\n\t\t\t.,\n\t\t\t\"\u{1B}[2J\",\n\t\t\tde, /* German */\n\t\t\t\"pt-BR\",\n\t\t);\n"
    let list = try XCTUnwrap(read(text))
    XCTAssertEqual(list.languages, ["de", "pt-BR"])
    XCTAssertEqual(list.problems.count, 3, "\(list.problems)")
    XCTAssertTrue(list.problems[0].hasPrefix("App.xcodeproj/project.pbxproj:2:4: knownRegions: the language code \"../../etc\" holds \".\""), list.problems[0])
    XCTAssertTrue(list.problems[1].hasPrefix("App.xcodeproj/project.pbxproj:3:4: knownRegions: the language code \".\" holds"), list.problems[1])
    XCTAssertTrue(list.problems[2].hasPrefix("App.xcodeproj/project.pbxproj:4:4: knownRegions: the language code \"\\u{1B}[2J\" holds"), list.problems[2])
  }

  func testCommentsQuotesAndOldEnglishNamesAsXcodeWritesThem() throws {
    let list = try XCTUnwrap(read("knownRegions = ( en /* English */, Base, \"zh-Hans\", English, German, // last\n de, );"))
    XCTAssertEqual(list.languages, ["en", "zh-Hans", "de"])
    XCTAssertEqual(list.problems, [])
  }

  func testAnUnclosedListKeepsWhatWasReadAndSaysWhere() throws {
    let list = try XCTUnwrap(read("knownRegions = (\nde,\n\"fr"))
    XCTAssertEqual(list.languages, ["de"])
    XCTAssertEqual(list.problems, ["App.xcodeproj/project.pbxproj:3:1: knownRegions: expected a region, a comma or ')'"])
    XCTAssertEqual(read("knownRegions = ( de fr );")?.problems, [
      "App.xcodeproj/project.pbxproj:1:21: knownRegions: expected a comma or ')' after a region"
    ])
  }

  /// 100,000 regions (each a language code, or each a bad one): the reader visits
  /// `maximumCount` + 1 of them and no more, and names at most `maximumProblems` problems, the
  /// bound, and one line counting the rest.
  func testManyRegionsAreReadUpToTheBoundOnly() throws {
    let codes = (0..<100_000).map { index in "x-r\(index)" }
    let list = try XCTUnwrap(read("knownRegions = (" + codes.joined(separator: ",") + ");"))
    XCTAssertEqual(list.regionsVisited, ProjectRegions.maximumCount + 1)
    XCTAssertEqual(list.languages, Array(codes.prefix(ProjectRegions.maximumCount)))
    XCTAssertEqual(list.problems.count, 1)
    XCTAssertTrue(list.problems[0].hasSuffix("knownRegions: more than 1000 regions: the rest are left out"), list.problems[0])

    let bad = try XCTUnwrap(read("knownRegions = (" + Array(repeating: "\"..\"", count: 100_000).joined(separator: ",") + ");"))
    XCTAssertEqual(bad.regionsVisited, ProjectRegions.maximumCount + 1)
    XCTAssertEqual(bad.languages, [])
    XCTAssertEqual(bad.problems.count, ProjectRegions.maximumProblems + 2)
    XCTAssertTrue(bad.problems[ProjectRegions.maximumProblems].hasSuffix("knownRegions: more than 1000 regions: the rest are left out"))
    XCTAssertEqual(bad.problems.last, "App.xcodeproj/project.pbxproj: knownRegions: 990 more regions left out")
  }

  func testAVeryLongRegionIsNotQuotedBack() throws {
    let list = try XCTUnwrap(read("knownRegions = (\"" + String(repeating: "a", count: 100_000) + "\");"))
    XCTAssertEqual(list.languages, [])
    XCTAssertEqual(list.problems, ["App.xcodeproj/project.pbxproj:1:17: knownRegions: a region of 100000 bytes is no language code"])
  }

  /// The list's name many times over, each followed by an unclosed comment: each comment is read
  /// once (the look goes on after it), not once per name inside it.
  func testTheListIsLookedForInOnePass() throws {
    let text = String(repeating: "knownRegions /*", count: 20_000)
    var counted = 0
    let bytes = Array(text.utf8)
    let found = bytes.withUnsafeBufferPointer { buffer in
      var cursor = ProjectTextCursor(buffer)
      let found = cursor.skipPast(listNamed: "knownRegions")
      counted = cursor.bytesLookedAt
      return found
    }
    XCTAssertFalse(found)
    XCTAssertLessThanOrEqual(counted, 2 * bytes.count)
    XCTAssertEqual(read("knownRegions /* = ( de ) */ = ( fr );")?.languages, ["fr"])
  }
}
