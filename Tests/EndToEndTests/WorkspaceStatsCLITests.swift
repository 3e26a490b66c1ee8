import Foundation
import TestSupport
import XCTest

/// `glossa stats` over an app folder (issue 18): each catalog's table in path order, then the
/// total per language, every figure the sum of the files'; a broken member is reported with its
/// line and column and the rest still counted.
final class WorkspaceStatsCLITests: XCTestCase {
  func testStatsOverAnAppFolderPrintsEachCatalogInPathOrderThenTheTotal() throws {
    let folder = try CLIFolder()
    try WorkspaceApp.write(in: folder.url)
    let run = try GlossaExecutable.run(["stats", "MyApp"], in: folder.url)
    XCTAssertEqual(run.stderr, "")
    XCTAssertEqual(run.status, 0)
    // Main: Interface Builder's `new` source units count as translated in the source row.
    // Localizable: "" has no source text and is left out (in neither column); Old and Old brand
    // are stale, Brand and Old brand don't translate (Old brand is in both columns). Catalogs read together are one app (issue 33): a language one has (InfoPlist's fr, ja) is a row in each, missing where it lacks it, as the editor's columns show it.
    XCTAssertEqual(
      run.stdout,
      """
      MyApp/App/Resources/Base.lproj/Main.xcstrings: 2 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      2           2       0        0    0        0      0    0     100%
      de               2           1       0        0    1        0      0    0      50%
      fr               2           0       0        0    0        2      0    0       0%
      ja               2           0       0        0    0        2      0    0       0%

      MyApp/App/Resources/InfoPlist.xcstrings: 1 entry, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      1           1       0        0    0        0      0    0     100%
      de               1           1       0        0    0        0      0    0     100%
      fr               1           1       0        0    0        0      0    0     100%
      ja               1           0       0        0    0        1      0    0       0%

      MyApp/App/Sources/Localizable.xcstrings: 6 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      2           2       0        0    0        0      2    2     100%
      de               2           1       1        0    0        0      2    2      50%
      fr               2           0       0        0    0        2      2    2       0%
      ja               2           1       0        0    0        1      2    2      50%

      MyApp/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings: 2 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      2           2       0        0    0        0      0    0     100%
      de               2           2       0        0    0        0      0    0     100%
      fr               2           0       0        0    0        2      0    0       0%
      ja               2           1       0        0    0        1      0    0      50%

      total: 4 catalogs, 11 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)      7           7       0        0    0        0      2    2     100%
      de               7           5       1        0    1        0      2    2    71.4%
      fr               7           1       0        0    0        6      2    2    14.2%
      ja               7           2       0        0    0        5      2    2    28.5%

      """)
  }

  func testTheJSONTotalIsTheSumOfTheFilesWithTheSameFields() throws {
    let folder = try CLIFolder()
    try WorkspaceApp.write(in: folder.url)
    let run = try GlossaExecutable.run(["stats", "--format", "json", "MyApp"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try Self.parse(run.stdout)
    let files = try XCTUnwrap(json["files"] as? [[String: Any]])
    XCTAssertEqual(files.map { $0["path"] as? String }, WorkspaceApp.catalogs.map { "MyApp/" + $0 })
    let total = try XCTUnwrap((json["total"] as? [String: Any])?["languages"] as? [[String: Any]])
    XCTAssertEqual(total.map { $0["language"] as? String }, ["en", "de", "fr", "ja"])
    XCTAssertEqual(Set(total.flatMap(\.keys)), Set(try XCTUnwrap(files.first?["languages"] as? [[String: Any]]).flatMap(\.keys)))
    try Self.assertTotalsAreSums(json)
    XCTAssertEqual(total.map { $0["percent"] as? Double }, [100, 71.4, 14.2, 28.5])
  }

  func testOneCatalogInAFolderPrintsNoTotalAsOneFileDoes() throws {
    let folder = try CLIFolder()
    try WorkspaceApp.writeFormatted("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}", to: folder.url.appendingPathComponent("One/L.xcstrings"))
    let run = try GlossaExecutable.run(["stats", "--json", "One"], in: folder.url)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(Array(try Self.parse(run.stdout).keys), ["files"])
  }

  /// The real corpus: 70-odd catalogs of unrelated apps, every source language and shape.
  func testTotalsEqualTheSumOfTheFilesOnTheCorpus() throws {
    try TestCorpus.require()
    let run = try GlossaExecutable.run(["stats", "--json", CLIPaths.corpus.path], timeout: 300)
    XCTAssertEqual(run.status, 0, run.stderr)
    let json = try Self.parse(run.stdout)
    XCTAssertGreaterThan((json["files"] as? [Any])?.count ?? 0, 50)
    try Self.assertTotalsAreSums(json)
  }

  func testABrokenMemberIsReportedWithItsLineAndColumnAndTheOthersAreCounted() throws {
    let folder = try CLIFolder()
    let app = try WorkspaceApp.write(in: folder.url)
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 12\n".utf8)
      .write(to: app.appendingPathComponent("App/Broken.xcstrings"))
    let run = try GlossaExecutable.run(["stats", "--json", "MyApp"], in: folder.url)
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "MyApp/App/Broken.xcstrings:4:11: expected a string entry (an object), found '1'\n")
    let json = try Self.parse(run.stdout)
    XCTAssertEqual((json["files"] as? [[String: Any]])?.count, 4)
    try Self.assertTotalsAreSums(json)
  }

  func testAFolderWithoutCatalogsAndAMissingPathExitTwoAfterCountingTheRest() throws {
    let folder = try CLIFolder()
    try WorkspaceApp.write(in: folder.url)
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    try folder.write("Empty/readme.txt", Array("no catalogs here".utf8))
    let run = try GlossaExecutable.run(["stats", "Empty", "MyApp", "Nowhere"], in: folder.url)
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: Empty: no .xcstrings files found\nglossa: Nowhere: No such file or directory\n")
    XCTAssertTrue(run.stdout.contains("total: 4 catalogs, 11 entries"), run.stdout)
  }

  static func parse(_ text: String) throws -> [String: Any] {
    try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
  }

  /// Every number of every total row equals the sum of that language's file rows; the percent
  /// is recomputed from the sums (rounded down to one decimal).
  static func assertTotalsAreSums(_ json: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws {
    let files = try XCTUnwrap(json["files"] as? [[String: Any]], file: file, line: line)
    let total = try XCTUnwrap((json["total"] as? [String: Any])?["languages"] as? [[String: Any]], file: file, line: line)
    var sums: [String: [String: Int]] = [:]
    for report in files {
      for row in report["languages"] as? [[String: Any]] ?? [] {
        guard let language = row["language"] as? String else { continue }
        for (name, value) in row where name != "language" && name != "percent" {
          sums[language, default: [:]][name, default: 0] += (value as? Int) ?? 0
        }
      }
    }
    XCTAssertEqual(Set(total.compactMap { $0["language"] as? String }), Set(sums.keys), file: file, line: line)
    for row in total {
      let language = row["language"] as? String ?? ""
      for (name, value) in row where name != "language" && name != "percent" {
        XCTAssertEqual(value as? Int, sums[language]?[name], "\(language) \(name)", file: file, line: line)
      }
      let counted = sums[language]?["total"] ?? 0
      let translated = sums[language]?["translated"] ?? 0
      let percent = counted == 0 ? 100 : (Double(translated) * 1000 / Double(counted)).rounded(.down) / 10
      XCTAssertEqual(row["percent"] as? Double, percent, language, file: file, line: line)
    }
  }
}
