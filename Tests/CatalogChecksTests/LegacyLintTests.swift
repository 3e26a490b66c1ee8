import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

final class LegacyLintTests: XCTestCase {
  private func lintStrings(_ text: String, path: String = "en.lproj/Localizable.strings") -> FileLintResult {
    LegacyLinter.lint(bytes: Array(text.utf8), path: path)
  }

  private func assertParseError(
    _ text: String, line: Int, column: Int, message: String, file: StaticString = #filePath, testLine: UInt = #line
  ) {
    let result = lintStrings(text)
    XCTAssertTrue(result.isUnreadable, file: file, line: testLine)
    guard let finding = result.findings.first, result.findings.count == 1 else {
      XCTFail("expected one parse error, got \(result.findings)", file: file, line: testLine)
      return
    }
    XCTAssertEqual(finding.check, .parseError, file: file, line: testLine)
    XCTAssertEqual(finding.severity, .error, file: file, line: testLine)
    XCTAssertEqual("\(finding.line ?? 0):\(finding.column ?? 0)", "\(line):\(column)", finding.message, file: file, line: testLine)
    XCTAssertTrue(finding.message.contains(message), "message was: \(finding.message)", file: file, line: testLine)
    XCTAssertEqual(finding.file, "en.lproj/Localizable.strings", file: file, line: testLine)
  }

  func testAMissingSemicolonIsLocated() {
    assertParseError("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n", line: 2, column: 10, message: "';'")
  }

  func testAnUnterminatedStringIsLocatedAtItsQuote() {
    assertParseError("\"a\" = \"A\";\n\"b\" = \"B;\n", line: 2, column: 7, message: "unterminated")
  }

  func testAMissingEqualsSignIsLocated() {
    assertParseError("\"a\" = \"A\";\n\"b\" \"B\";\n", line: 2, column: 5, message: "'='")
  }

  func testAStrayCharacterIsLocated() {
    assertParseError("\"a\" = \"A\";\n# \"b\" = \"B\";\n", line: 2, column: 1, message: "#")
  }

  func testDuplicateKeysNameBothLines() {
    let result = lintStrings("\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"AA\";\n")
    XCTAssertFalse(result.isUnreadable)
    XCTAssertEqual(result.findings.count, 1)
    let finding = result.findings[0]
    XCTAssertEqual(finding.check, .duplicateKey)
    XCTAssertEqual(finding.key, "a")
    XCTAssertEqual(finding.language, "en")
    XCTAssertEqual(finding.line, 3)
    XCTAssertEqual(finding.column, 1)
    XCTAssertTrue(finding.message.contains("first on line 1, another value"), finding.message)
  }

  func testAStringsDictIsCheckedInTheLanguageOfItsFolder() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>%lld photos</key>
      \t<dict>
      \t\t<key>NSStringLocalizedFormatKey</key>
      \t\t<string>%#@photos@ %#@albums@</string>
      \t\t<key>photos</key>
      \t\t<dict>
      \t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t<string>lld</string>
      \t\t\t<key>one</key>
      \t\t\t<string>%lld фото</string>
      \t\t\t<key>other</key>
      \t\t\t<string>%lld фото</string>
      \t\t</dict>
      \t</dict>
      </dict>
      </plist>
      """
    let result = LegacyLinter.lint(bytes: Array(plist.utf8), path: "App/ru.lproj/Localizable.stringsdict")
    XCTAssertFalse(result.isUnreadable)
    let plural = result.findings.filter { $0.check == .pluralCategories }
    XCTAssertEqual(Set(plural.map(\.path)), ["substitutions.photos.plural.few", "substitutions.photos.plural.many"], "\(result.findings)")
    XCTAssertTrue(plural.allSatisfy { $0.language == "ru" && $0.line == 9 && $0.column == 3 }, "\(plural)")
    XCTAssertTrue(result.findings.contains { $0.check == .substitutions && $0.message.contains("%#@albums@ has no substitution") })
  }

  func testTheLanguageComesFromTheLprojFolder() {
    XCTAssertEqual(LegacyLinter.languageFolder(of: "a/pt_BR.lproj/Localizable.strings"), "pt-BR")
    XCTAssertEqual(LegacyLinter.languageFolder(of: "Localizable.strings"), nil)
  }
}
