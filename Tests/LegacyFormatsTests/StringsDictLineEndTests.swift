import XCTest

@testable import LegacyFormats

/// XML 1.0 §2.11: a `.stringsdict` saved with CR LF (Windows) or CR (old Mac) line ends reads
/// exactly like the LF one, values included, at the same lines and columns.
final class StringsDictLineEndTests: XCTestCase {
  private let lines = [
    #"<?xml version="1.0" encoding="UTF-8"?>"#,
    #"<plist version="1.0">"#,
    "<dict>",
    "\t<key>%d files</key>",
    "\t<dict>",
    "\t\t<key>NSStringLocalizedFormatKey</key>",
    "\t\t<string>%#@files@</string>",
    "\t\t<key>files</key>",
    "\t\t<dict>",
    "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
    "\t\t\t<string>NSStringPluralRuleType</string>",
    "\t\t\t<key>one</key>",
    "\t\t\t<string>one file,",
    "on two lines</string>",
    "\t\t\t<key>other</key>",
    "\t\t\t<string>%d files&#13;kept</string>",
    "\t\t</dict>",
    "\t</dict>",
    "</dict>",
    "</plist>",
  ]

  func testCRLFAndCRInValuesBecomeLF() throws {
    let expected = try parseStringsDict(lines.joined(separator: "\n"))
    XCTAssertEqual(expected.entries.first?.variables.first?.forms["one"], "one file,\non two lines")
    for separator in ["\r\n", "\r"] {
      let file = try parseStringsDict(lines.joined(separator: separator))
      XCTAssertEqual(file, expected, "line ends \(separator.debugDescription)")
      let forms = try XCTUnwrap(file.entries.first?.variables.first?.forms)
      XCTAssertEqual(forms["one"], "one file,\non two lines")
      XCTAssertEqual(forms["other"], "%d files\rkept", "a character reference is not a line end")
    }
  }

  func testErrorsAfterCRLFLinesKeepTheirPosition() {
    var broken = lines
    broken[16] = "\t\t</dict"
    for separator in ["\n", "\r\n", "\r"] {
      assertParseError(
        { _ = try parseStringsDict(broken.joined(separator: separator)) }, line: 18, column: 2,
        message: "expected '>' to end the closing tag")
    }
  }
}
