import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The checks are linear in the size of an entry: the steps they count (`CheckWork`) for an
/// entry twice as large grow by exactly twice as much. (Quadratic lookups once made a chain of
/// 20,000 substitutions take 32 s to lint; figures are in `glossa-bench --chain`, not here.)
final class CheckWorkTests: XCTestCase {
  /// `%#@s0@`, and each plural form of `s(i)` reads `%#@s(i+1)@`; the last reads `%arg`. English
  /// and German have every form; Russian lacks `few` and `many` everywhere.
  static func chain(_ count: Int) -> Catalog {
    func localization(_ language: String) -> Localization {
      var substitutions: [String: (argNum: Int?, specifier: String?, forms: [String: String])] = [:]
      for index in 0..<count {
        let next = index + 1 < count ? "%#@s\(index + 1)@" : "%arg"
        substitutions["s\(index)"] = (nil, "lld", ["one": "\(language) one \(next)", "other": "\(language) other \(next)"])
      }
      return Fixture.substituted("%#@s0@", substitutions)
    }
    return Fixture.single("chain", source: localization("en"), ["de": localization("de"), "ru": localization("ru")])
  }

  /// Source and German read the same `count` substitutions (argNum 1…count) and `count` plain
  /// placeholders (count+1…2·count), German in the opposite order.
  static func manyPlaceholders(_ count: Int) -> Catalog {
    func localization(reversed: Bool) -> Localization {
      var parts = (1...count).map { "%#@t\($0)@" } + (count + 1...2 * count).map { "%\($0)$@" }
      if reversed { parts.reverse() }
      var substitutions: [String: (argNum: Int?, specifier: String?, forms: [String: String])] = [:]
      for index in 1...count { substitutions["t\(index)"] = (index, "lld", ["one": "%arg", "other": "%arg"]) }
      return Fixture.substituted(parts.joined(separator: " "), substitutions)
    }
    return Fixture.single("many", source: localization(reversed: false), ["de": localization(reversed: true)])
  }

  private func steps(_ catalog: Catalog) -> (steps: Int, findings: [Finding]) {
    let work = CheckWork()
    let key = catalog.strings.keys[0]
    let findings = CatalogChecker(catalog: catalog).checks(for: key, entry: catalog.strings.values[0], work: work)
    return (work.steps, findings)
  }

  /// Steps for sizes n, 2n, 4n: linear means the second increase is exactly twice the first.
  private func assertLinear(_ make: (Int) -> Catalog, from n: Int, file: StaticString = #filePath, line: UInt = #line) {
    let counts = [n, 2 * n, 4 * n].map { steps(make($0)).steps }
    XCTAssertEqual(counts[2] - counts[1], 2 * (counts[1] - counts[0]), "steps for \(n), \(2 * n), \(4 * n): \(counts)", file: file, line: line)
  }

  func testChainedSubstitutionsAreCheckedInLinearSteps() {
    assertLinear(Self.chain, from: 500)
  }

  func testTheChainsFindingsAreRussiansMissingForms() {
    let findings = steps(Self.chain(300)).findings
    XCTAssertEqual(findings.count, 600, findings.prefix(5).map(TextFindingFormat.line).joined(separator: "\n"))
    XCTAssertTrue(findings.allSatisfy { $0.check == .pluralCategories && $0.language == "ru" })
    XCTAssertEqual(findings.first?.path, "substitutions.s0.plural.few")
    XCTAssertEqual(findings.last?.path, "substitutions.s299.plural.many")
  }

  func testManyPlaceholdersInOneStringAreCheckedInLinearSteps() {
    assertLinear(Self.manyPlaceholders, from: 300)
  }

  /// `unchanged` asks how many languages keep a value: once per form of the entry, not once per
  /// language, or an entry that every one of its languages keeps would cost languages².
  func testAValueEveryLanguageKeepsIsCheckedInLinearSteps() {
    func kept(_ count: Int) -> Catalog {
      let languages = (0..<count).map { "x\($0)" }
      return Fixture.single(source: Fixture.unit("Dark Sky"), Dictionary(uniqueKeysWithValues: languages.map { ($0, Fixture.unit("Dark Sky")) }))
    }
    assertLinear(kept, from: 20)
    XCTAssertEqual(steps(kept(20)).findings.filter { $0.check == .unchanged }, [], "a name")
  }

  func testReorderedPlaceholdersAreNoFinding() {
    XCTAssertEqual(steps(Self.manyPlaceholders(50)).findings.map(TextFindingFormat.line), [])
  }
}

/// Lint gives each finding its line and column in linear steps too: the chain's 2·n findings
/// (Russian's missing forms) in its file as Xcode writes it, and on one line.
final class LocatorWorkTests: XCTestCase {
  private func steps(_ count: Int, oneLine: Bool) -> Int {
    let catalog = CheckWorkTests.chain(count)
    var text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
    if oneLine { text = text.replacingOccurrences(of: "\n *", with: "", options: .regularExpression) }
    let bytes = Array(text.utf8)
    let locator = FindingLocator(bytes: bytes)
    var findings = CatalogChecker.checks(for: "chain", in: catalog)
    XCTAssertEqual(findings.count, 2 * count)
    let work = CheckWork()
    locator.locateEntry(&findings, findings.indices, work: work)
    XCTAssertTrue(findings.allSatisfy { $0.line != nil }, "every finding located")
    return work.steps
  }

  private func assertLinear(oneLine: Bool, file: StaticString = #filePath, line: UInt = #line) {
    let counts = [250, 500, 1000].map { steps($0, oneLine: oneLine) }
    XCTAssertEqual(counts[2] - counts[1], 2 * (counts[1] - counts[0]), "steps: \(counts)", file: file, line: line)
  }

  func testFindingsOfALargeEntryAreLocatedInLinearSteps() {
    assertLinear(oneLine: false)
  }

  func testFindingsOnOneLongLineAreLocatedInLinearSteps() {
    assertLinear(oneLine: true)
  }

  func testAFindingOnOneLongLineGetsItsColumn() throws {
    let catalog = CheckWorkTests.chain(3)
    let text = String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self)
      .replacingOccurrences(of: "\n *", with: "", options: .regularExpression)
    let linted = Linted(json: text)
    let located = linted.only(.pluralCategories).map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
    let plurals = text.ranges(of: "\"plural\"").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 }
    // ru is the last language: its three plural maps are the last three, each missing few and many.
    let ru = plurals.suffix(3)
    XCTAssertEqual(
      located,
      zip(ru, ["s0", "s1", "s2"]).flatMap { column, name in
        ["1:\(column) substitutions.\(name).plural.few", "1:\(column) substitutions.\(name).plural.many"]
      })
  }
}
