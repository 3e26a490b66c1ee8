import XCTest

@testable import CatalogChecks
@testable import CatalogFiles
@testable import CatalogModel

/// `lint --since REF --enable-only source-changed` (issue 33 item 3): the only check made in the
/// file is parse-error, so reading it is the whole check. The work count: no language's facts
/// (plural rules, ICU data) are computed for the catalog's languages.
final class LintReadingOnlyTests: XCTestCase {
  /// "Done" in English and, with a placeholder the source lacks, in `language`.
  private func catalog(language: String) -> [UInt8] {
    let entry = Entry(
      localizations: KeyedList([
        ("en", Localization(value: "Done", state: .translated)), (language, Localization(value: "Done %@", state: .translated)),
      ]))
    return CatalogWriter.bytes(Catalog(sourceLanguage: "en", version: "1.0", strings: KeyedList([("Done", entry)])))
  }

  func testOnlyParseErrorReadsTheCatalogAndChecksNothing() {
    let options = LintOptions(checks: CheckOptions(enabled: [.parseError, .sourceChanged]))

    let result = CatalogLinter.lint(bytes: catalog(language: "qaa-x-readonly"), path: "L.xcstrings", options: options)

    XCTAssertEqual(result.findings, [])
    XCTAssertFalse(result.isUnreadable)
    XCTAssertEqual(result.catalog?.strings.keys, ["Done"])
    XCTAssertFalse(LanguageFacts.isComputed(code: "qaa-x-readonly", sourceLanguage: "en"))
  }

  func testTheProbeSeesTheFactsOfACheckedCatalog() {
    let result = CatalogLinter.lint(bytes: catalog(language: "qaa-x-checked"), path: "L.xcstrings")

    XCTAssertFalse(result.findings.isEmpty, "the added %@ is reported")
    XCTAssertTrue(LanguageFacts.isComputed(code: "qaa-x-checked", sourceLanguage: "en"))
  }

  func testAnUnreadableCatalogIsStillAParseError() {
    let options = LintOptions(checks: CheckOptions(enabled: [.parseError]))

    let result = CatalogLinter.lint(bytes: Array("{\"sourceLanguage\": \"en\", \"strings\": {".utf8), path: "L.xcstrings", options: options)

    XCTAssertTrue(result.isUnreadable)
    XCTAssertEqual(result.findings.map(\.check), [.parseError])
  }
}
