import XCTest

@testable import LegacyFormats

final class StringsDictTests: XCTestCase {
  private func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }

  private let twoVariables = """
    \t<key>%d files in %d folders</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@ in %#@folders@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t\t<key>folders</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>zero</key>
    \t\t\t<string>no folders</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d folders</string>
    \t\t</dict>
    \t</dict>
    """

  func testEntryWithSeveralVariablesInFileOrder() throws {
    let file = try parseStringsDict(plist(twoVariables))
    XCTAssertEqual(file.entries.count, 1)
    let entry = try XCTUnwrap(file.entries.first)
    XCTAssertEqual(entry.key, "%d files in %d folders")
    XCTAssertEqual(entry.format, "%#@files@ in %#@folders@")
    XCTAssertEqual(entry.position, position(5, 2))
    XCTAssertEqual(entry.variables.map(\.name), ["files", "folders"])
    XCTAssertEqual(entry.variables[0].formatValueType, "d")
    XCTAssertEqual(entry.variables[0].forms, ["one": "%d file", "other": "%d files"])
    XCTAssertEqual(entry.variables[0].position, position(9, 3))
    XCTAssertNil(entry.variables[1].formatValueType)
    XCTAssertEqual(entry.variables[1].forms, ["zero": "no folders", "other": "%d folders"])
  }

  func testEntitiesCDATACommentsAndEmptyStrings() throws {
    let file = try parseStringsDict(
      plist(
        """
        <!-- a comment -->
        <key>a &amp; b</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>&lt;%#@n@&gt; &#233;&#x1F600;&quot;&apos;</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string><![CDATA[<one> & co]]></string>
            <key>other</key><string/>
          </dict>
        </dict>
        """))
    let entry = try XCTUnwrap(file.entries.first)
    XCTAssertEqual(entry.key, "a & b")
    XCTAssertEqual(entry.format, "<%#@n@> é😀\"'")
    XCTAssertEqual(entry.variables[0].forms, ["one": "<one> & co", "other": ""])
  }

  func testUTF16StringsDict() throws {
    let text = plist(twoVariables)
    let file = try StringsDictFile.parse(utf16Bytes(text, bigEndian: false))
    XCTAssertEqual(file.entries.first?.variables.count, 2)
  }

  func testEmptyDictionary() throws {
    XCTAssertEqual(try parseStringsDict(plist("")).entries, [])
  }

  func testOtherRuleTypesAreRejected() {
    let body = """
      <key>k</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key>
        <string>NSStringDeviceSpecificRuleType</string>
      </dict>
      </dict>
      """
    assertStringsDictError(
      plist(body), line: 11, column: 3,
      message:
        "the variable \"v\" of the entry \"k\" uses NSStringDeviceSpecificRuleType; only NSStringPluralRuleType is supported"
    )
  }

  /// Apple's device rule, as Glossa's own `export --format strings` writes it: each device a
  /// string, or a format with plural variables of its own.
  func testDeviceSpecificRulesAreReadWithPluralsInside() throws {
    let body = """
      <key>tap</key>
      <dict>
      \t<key>NSStringDeviceSpecificRuleType</key>
      \t<dict>
      \t\t<key>applevision</key>
      \t\t<string>Look and pinch</string>
      \t\t<key>iphone</key>
      \t\t<dict>
      \t\t\t<key>NSStringLocalizedFormatKey</key>
      \t\t\t<string>Tap %#@times@</string>
      \t\t\t<key>times</key>
      \t\t\t<dict>
      \t\t\t\t<key>NSStringFormatSpecTypeKey</key>
      \t\t\t\t<string>NSStringPluralRuleType</string>
      \t\t\t\t<key>NSStringFormatValueTypeKey</key>
      \t\t\t\t<string>d</string>
      \t\t\t\t<key>one</key>
      \t\t\t\t<string>once</string>
      \t\t\t\t<key>other</key>
      \t\t\t\t<string>%d times</string>
      \t\t\t</dict>
      \t\t</dict>
      \t</dict>
      </dict>
      """
    let entry = try XCTUnwrap(try parseStringsDict(plist(body)).entries.first)
    XCTAssertEqual(entry.key, "tap")
    XCTAssertEqual(entry.format, "")
    XCTAssertEqual(entry.variables, [])
    XCTAssertEqual(entry.devices.map(\.name), ["applevision", "iphone"])
    XCTAssertEqual(entry.devices.map(\.format), ["Look and pinch", "Tap %#@times@"])
    XCTAssertEqual(entry.devices[0].variables, [])
    XCTAssertEqual(entry.devices[1].variables.map(\.forms), [["one": "once", "other": "%d times"]])
    XCTAssertEqual(entry.devices[1].position, SourcePosition(line: 11, column: 3))
  }

  func testADeviceRuleWithAFormatBesideItIsAnError() {
    let body = """
      <key>k</key>
      <dict>
      <key>NSStringDeviceSpecificRuleType</key><dict><key>mac</key><string>Click</string></dict>
      <key>NSStringLocalizedFormatKey</key><string>x</string>
      </dict>
      """
    assertStringsDictError(
      plist(body), line: 8, column: 1,
      message: "unexpected key \"NSStringLocalizedFormatKey\" beside NSStringDeviceSpecificRuleType in the entry \"k\"")
  }

  func testMissingFormatKey() {
    let body = "<key>k</key>\n<dict>\n</dict>"
    assertStringsDictError(
      plist(body), line: 5, column: 1, message: "the entry \"k\" has no NSStringLocalizedFormatKey")
  }

  func testMissingRuleType() {
    let body =
      "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string>\n <key>v</key><dict></dict></dict>"
    assertStringsDictError(plist(body), line: 6, column: 2, message: "has no NSStringFormatSpecTypeKey")
  }

  func testUnknownPluralCategory() {
    let body = """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string><key>v</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
       <key>three</key><string>x</string></dict></dict>
      """
    assertStringsDictError(plist(body), line: 7, column: 2, message: "unknown key \"three\"")
  }

  func testWrongValueKinds() {
    assertStringsDictError(
      plist("<key>k</key>\n<string>x</string>"), line: 6, column: 1, message: "expected a <dict> for the entry \"k\"")
    assertStringsDictError(
      plist("<key>k</key><dict><key>NSStringLocalizedFormatKey</key>\n  <integer>1</integer></dict>"), line: 6,
      column: 3,
      message: "expected a <string> for NSStringLocalizedFormatKey of the entry \"k\", found <integer>")
    assertStringsDictError(plist("<key>k</key>"), line: 5, column: 1, message: "the key \"k\" in the file has no value")
    assertStringsDictError(plist("<string>k</string>"), line: 5, column: 1, message: "expected <key>")
    assertStringsDictError(plist("  stray"), line: 5, column: 3, message: "unexpected text inside the <dict>")
  }

  func testDuplicateKeyInDictionary() {
    let entry = "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>"
    assertStringsDictError(
      plist(entry + "\n" + entry), line: 6, column: 1, message: "duplicate key \"k\" in the file (first at 5:1)")
  }

  func testRootMustBePlist() {
    assertStringsDictError("<array></array>", line: 1, column: 1, message: "expected a <plist> root element")
    assertStringsDictError(
      "<plist>\n<dict/><dict/></plist>", line: 2, column: 8, message: "expected exactly one <dict>")
  }
}
