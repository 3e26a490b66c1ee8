import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class FormatParserTests: XCTestCase {
  private func kinds(_ text: String) -> [String] {
    FormatParser.placeholders(in: text).map { placeholder in
      let utf8 = Array(text.utf8)
      return String(decoding: utf8[placeholder.start..<placeholder.end], as: UTF8.self) + "=\(placeholder.kind)"
        + (placeholder.position.map { "@\($0)" } ?? "") + (placeholder.isWide ? "+wide" : "")
    }
  }

  func testCommonSpecifiers() {
    XCTAssertEqual(
      kinds("%@ %d %i %ld %lld %u %lu %llu %f %.2f %s %c %x %%"),
      [
        "%@=object", "%d=integer", "%i=integer", "%ld=integer+wide", "%lld=integer+wide", "%u=integer", "%lu=integer+wide",
        "%llu=integer+wide", "%f=double", "%.2f=double", "%s=cString", "%c=character", "%x=integer", "%%=percentLiteral",
      ])
  }

  func testNumberedAndSubstitutionPlaceholders() {
    XCTAssertEqual(
      kinds("%1$@ %2$lld %#@count@ %3$#@days@ %arg"),
      ["%1$@=object@1", "%2$lld=integer@2+wide", "%#@count@=substitution", "%3$#@days@=substitution@3", "%arg=substitutionArgument"])
    XCTAssertEqual(FormatParser.placeholders(in: "%#@count@").first?.name, "count")
  }

  func testLonePercentSigns() {
    XCTAssertEqual(kinds("50 % off"), ["%=lonePercent"])
    XCTAssertEqual(kinds("100%"), ["%=lonePercent"])
    XCTAssertEqual(kinds("%-5s|%05.1f|%+d"), ["%-5s=cString", "%05.1f=double", "%+d=integer"])
  }

  func testNonASCIITextAroundPlaceholders() {
    XCTAssertEqual(kinds("Привет, %@! 🎉 %lld"), ["%@=object", "%lld=integer+wide"])
  }

  func testSubstitutionSpecifiers() {
    XCTAssertEqual(FormatParser.substitutionSpecifier("lld")?.kind, .integer)
    XCTAssertEqual(FormatParser.substitutionSpecifier("%ld")?.isWide, true)
    XCTAssertEqual(FormatParser.substitutionSpecifier("@")?.kind, .object)
    XCTAssertNil(FormatParser.substitutionSpecifier("USERNAME"))
    XCTAssertNil(FormatParser.substitutionSpecifier("d items"))
  }

  func testSamePlaceholdersShortcut() {
    XCTAssertTrue(FormatParser.haveSamePlaceholders("%@ has %lld", "%@ hat %lld"))
    XCTAssertFalse(FormatParser.haveSamePlaceholders("%@ has %lld", "%lld hat %@"))
    XCTAssertFalse(FormatParser.haveSamePlaceholders("%@", "%@ %@"))
    XCTAssertTrue(FormatParser.haveSamePlaceholders("no", "nein"))
  }
}

final class CheckerAPITests: XCTestCase {
  /// The per-entry API (the editor re-checks edited entries) gives what the whole run gives.
  func testPerEntryChecksMatchTheWholeRun() throws {
    let result = try CatalogReader.read(path: TestPaths.sampleCatalog.path)
    let catalog = result.catalog
    let checker = CatalogChecker(catalog: catalog)
    let whole = checker.run(catalog)
    var perEntry: [Finding] = []
    for key in catalog.strings.keys { perEntry += checker.checks(for: key, in: catalog) }
    XCTAssertEqual(whole, perEntry)
    XCTAssertEqual(CatalogChecker.checks(for: "Cancel", in: catalog), whole.filter { $0.key == "Cancel" })
    XCTAssertTrue(whole.allSatisfy { $0.line == nil && $0.file == nil })
  }

  func testTheRegistryDescribesEveryCheck() {
    XCTAssertEqual(Set(CheckRegistry.ids).count, CheckRegistry.all.count)
    for descriptor in CheckRegistry.all {
      XCTAssertEqual(CheckID(rawValue: descriptor.id.rawValue), descriptor.id)
      XCTAssertFalse(descriptor.explanation.isEmpty)
    }
    XCTAssertNil(CheckID(rawValue: "no-such-check"))
    XCTAssertEqual(CheckRegistry.ids.map(\.rawValue).sorted(), CheckRegistry.ids.sorted().map(\.rawValue))
  }
}
