import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class TextChecksTests: XCTestCase {
  private func lint(_ source: String, _ translations: [String: String], state: TranslationState = .translated) -> Linted {
    Linted(Fixture.single(source: Fixture.unit(source), translations.mapValues { Fixture.unit($0, state) }))
  }

  func testWhitespaceLostAtTheEndIsAWarning() {
    let linted = lint("Name: ", ["de": "Name:", "fr": "Nom : "])
    assertFinding(linted, .whitespace, language: "de", severity: .warning, message: "the source ends with whitespace", locatedAt: "\"Name:\"")
    assertNoFinding(linted, .whitespace, language: "fr")
  }

  func testWhitespaceAddedAtTheStartIsAWarning() {
    let linted = lint("Done", ["de": " Fertig"])
    assertFinding(linted, .whitespace, language: "de", message: "starts with whitespace, the source does not")
  }

  func testANonBreakingSpaceCountsAsWhitespace() {
    assertNoFinding(lint("Name ", ["fr": "Nom\u{A0}"]), .whitespace)
  }

  func testADifferentNumberOfLineBreaksIsAWarning() {
    let linted = lint("First line\nSecond line", ["de": "Erste Zeile Zweite Zeile", "fr": "Première ligne\nSeconde ligne"])
    assertFinding(linted, .newlines, language: "de", severity: .warning, message: "has 0 line breaks, the source has 1")
    assertNoFinding(linted, .newlines, language: "fr")
  }

  func testDifferentEndingPunctuationIsAWarning() {
    let linted = lint("Delete this photo?", ["de": "Dieses Foto löschen", "fr": "Supprimer cette photo ?"])
    assertFinding(linted, .punctuation, language: "de", severity: .warning, message: "ends without punctuation, the source with “?”")
    assertNoFinding(linted, .punctuation, language: "fr")
  }

  func testFullWidthAndLocalEquivalentsCountAsEqual() {
    let linted = lint(
      "Saved.",
      ["ja": "保存しました。", "zh-Hans": "已保存。", "hi": "सहेजा गया।", "ar": "تم الحفظ."])
    assertNoFinding(linted, .punctuation)
    let questions = lint("Delete?", ["ja": "削除しますか？", "ar": "حذف؟", "el": "Διαγραφή;"])
    assertNoFinding(questions, .punctuation)
  }

  func testThreePeriodsAreAnEllipsis() {
    assertNoFinding(lint("Loading…", ["de": "Laden...", "ja": "読み込み中⋯"]), .punctuation)
  }

  func testClosingQuotesAndBracketsAreLookedPast() {
    assertNoFinding(lint("Tap “Done.”", ["de": "Tippen Sie auf „Fertig.“"]), .punctuation)
  }

  func testLanguagesWithoutSentencePunctuationAreNotChecked() {
    assertNoFinding(lint("Saved.", ["th": "บันทึกแล้ว", "lo": "ບັນທຶກແລ້ວ", "km": "បានរក្សាទុក", "my": "သိမ်းပြီး"]), .punctuation)
  }

  func testAnUnchangedSentenceIsAWarning() {
    let linted = lint("Open the settings", ["de": "Open the settings", "fr": "Ouvrir les réglages"])
    assertFinding(linted, .unchanged, language: "de", severity: .warning, locatedAt: "\"Open the settings\"")
    assertNoFinding(linted, .unchanged, language: "fr")
  }

  func testOneWordAndPlaceholdersAreNotUnchanged() {
    assertNoFinding(lint("OK", ["de": "OK"]), .unchanged)
    assertNoFinding(lint("%lld km", ["de": "%lld km"]), .unchanged)
    assertNoFinding(lint("%@ – %@", ["de": "%@ – %@"]), .unchanged)
  }

  func testRegionalVariantsOfTheSourceMayBeUnchanged() {
    assertNoFinding(lint("Open the settings", ["en-GB": "Open the settings"]), .unchanged)
  }

  func testAnUntranslatedCopyIsReportedAsNewNotUnchanged() {
    let linted = lint("Open the settings", ["de": "Open the settings"], state: .new)
    assertNoFinding(linted, .unchanged)
    assertFinding(linted, .new, language: "de")
  }
}

final class FileLevelCheckTests: XCTestCase {
  func testADuplicateMemberIsAnErrorNamingTheFirstLine() {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
          },
          "Hello" : {
          }
        },
        "version" : "1.0"
      }
      """
    let linted = Linted(json: json)
    let finding = assertFinding(linted, .duplicateKey, key: "Hello", language: nil, severity: .error, message: "first on line 4")
    XCTAssertEqual(finding?.line, 6)
    XCTAssertEqual(finding?.column, 5)
    assertNoFinding(Linted(Fixture.single(source: Fixture.unit("Hello"), ["de": Fixture.unit("Hallo")])), .duplicateKey)
  }

  func testADuplicateLanguageInsideAnEntryIsReportedToo() {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                }
              },
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Servus"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let linted = Linted(json: json)
    let finding = assertFinding(linted, .duplicateKey, key: "de", language: nil, message: "first on line 6")
    XCTAssertEqual(finding?.line, 12)
  }

  func testCoverageBelowTheMinimumIsAnErrorPerLanguage() {
    let catalog = Fixture.catalog([
      "a": Fixture.entry(["en": Fixture.unit("A"), "de": Fixture.unit("A"), "fr": Fixture.unit("A")]),
      "b": Fixture.entry(["en": Fixture.unit("B"), "de": Fixture.unit("B")]),
    ])
    let linted = Linted(catalog, options: LintOptions(minimumCoverage: 80))
    let finding = assertFinding(linted, .coverage, language: "fr", severity: .error, message: "50% translated (1 of 2)")
    XCTAssertEqual(finding?.line, 1)
    assertNoFinding(linted, .coverage, language: "de")
    assertNoFinding(Linted(catalog), .coverage)
  }

  func testAMalformedCatalogIsAParseErrorAtItsPosition() {
    let result = CatalogLinter.lint(bytes: Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n}".utf8), path: "bad.xcstrings")
    XCTAssertTrue(result.isUnreadable)
    XCTAssertEqual(result.findings.count, 1)
    XCTAssertEqual(result.findings.first?.check, .parseError)
    XCTAssertEqual(result.findings.first?.file, "bad.xcstrings")
    XCTAssertNotNil(result.findings.first?.line)
  }

  func testDisabledChecksReportNothing() {
    let catalog = Fixture.single(source: Fixture.unit("Save."), ["de": Fixture.unit("Sichern", .new)])
    let linted = Linted(catalog, options: LintOptions(checks: CheckOptions(enabled: [.punctuation])))
    XCTAssertEqual(linted.findings.map(\.check), [.punctuation], linted.summary)
  }

  /// Files are mapped (plain UTF-8, a byte-order mark skipped) or read and decoded (UTF-16): the
  /// locations must not depend on it.
  func testLocationsAreTheSameForEveryEncodingOfAFile() throws {
    let catalog = Fixture.single(source: Fixture.unit("Save"), ["de": Fixture.unit("Sichern", .new), "fr": Fixture.unit("")])
    let utf8 = CatalogWriter.bytes(catalog)
    let text = String(decoding: utf8, as: UTF8.self)
    var utf16 = [UInt8]([0xFF, 0xFE])
    for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let folder = try TemporaryFolder()
    func located(_ bytes: [UInt8], _ name: String) throws -> [String] {
      let path = folder.url.appendingPathComponent(name).path
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let result = CatalogLinter.lint(path: path)
      XCTAssertFalse(result.isUnreadable, name)
      return result.findings.map { "\($0.check):\($0.line ?? 0):\($0.column ?? 0)" }.sorted()
    }
    let plain = try located(utf8, "plain.xcstrings")
    XCTAssertEqual(plain.count, 2)
    XCTAssertEqual(try located([0xEF, 0xBB, 0xBF] + utf8, "bom.xcstrings"), plain)
    XCTAssertEqual(try located(utf16, "utf16.xcstrings"), plain)
    XCTAssertEqual(Linted(catalog).findings.map { "\($0.check):\($0.line ?? 0):\($0.column ?? 0)" }.sorted(), plain)
  }

  func testAnEmptyOrMissingFileIsAParseError() throws {
    let folder = try TemporaryFolder()
    let empty = try folder.file("empty.xcstrings", "")
    XCTAssertTrue(CatalogLinter.lint(path: empty).isUnreadable)
    XCTAssertTrue(CatalogLinter.lint(path: folder.url.appendingPathComponent("none.xcstrings").path).isUnreadable)
    XCTAssertTrue(CatalogLinter.lint(path: folder.path).isUnreadable)
  }
}
