import XCTest

@testable import LegacyFormats

final class StringsSyntaxTests: XCTestCase {
  func testQuotedPairsWithPositions() throws {
    let file = try parseStrings("\"a\" = \"b\";\n  \"key two\"=\"value\" ;\n")
    XCTAssertEqual(file.entries.map(\.key), ["a", "key two"])
    XCTAssertEqual(file.entries.map(\.value), ["b", "value"])
    XCTAssertEqual(file.entries[0].keyPosition, position(1, 1))
    XCTAssertEqual(file.entries[0].valuePosition, position(1, 7))
    XCTAssertEqual(file.entries[1].keyPosition, position(2, 3))
    XCTAssertEqual(file.entries[1].valuePosition, position(2, 13))
    XCTAssertEqual(file.encoding, .utf8)
    XCTAssertEqual(file.duplicates, [])
  }

  func testEmptyFileAndOnlyComments() throws {
    XCTAssertEqual(try parseStrings("").entries, [])
    XCTAssertEqual(try parseStrings("  \n/* nothing */\n// here\n").entries, [])
  }

  func testUnquotedKeysAndValues() throws {
    let file = try parseStrings("CFBundleName = \"Poedit\";\nNSCamera.Usage-1$:/x = plain_value.2;")
    XCTAssertEqual(file.entries.map(\.key), ["CFBundleName", "NSCamera.Usage-1$:/x"])
    XCTAssertEqual(file.entries.map(\.value), ["Poedit", "plain_value.2"])
    XCTAssertEqual(file.entries[1].valuePosition, position(2, 24))
  }

  func testSingleQuotedStrings() throws {
    let file = try parseStrings("'it\\'s' = 'a \"b\"';")
    XCTAssertEqual(file.entries.count, 1)
    XCTAssertEqual(file.entries[0].key, "it's")
    XCTAssertEqual(file.entries[0].value, "a \"b\"")
  }

  func testKeyOnlyShorthandUsesKeyAsValue() throws {
    let file = try parseStrings("\"OK\";\n\"Cancel\" = \"Abbrechen\";")
    XCTAssertEqual(file.entries[0].key, "OK")
    XCTAssertEqual(file.entries[0].value, "OK")
    XCTAssertEqual(file.entries[0].valuePosition, position(1, 1))
  }

  func testStraySemicolonsAreTolerated() throws {
    let file = try parseStrings(";\"a\" = \"b\";;\n;")
    XCTAssertEqual(file.dictionary, ["a": "b"])
  }

  func testBracedDictionaryForm() throws {
    let file = try parseStrings("/* head */\n{\n  \"a\" = \"b\";\n  c = d;\n}\n// tail\n")
    XCTAssertEqual(file.dictionary, ["a": "b", "c": "d"])
    XCTAssertEqual(file.entries[1].keyPosition, position(4, 3))
  }

  func testRawNewlinesInsideQuotes() throws {
    let file = try parseStrings("\"a\" = \"line one\nline two\";\n\"b\" = \"x\";")
    XCTAssertEqual(file.entries[0].value, "line one\nline two")
    XCTAssertEqual(file.entries[1].keyPosition, position(3, 1))
  }

  func testNoFinalNewline() throws {
    XCTAssertEqual(try parseStrings("\"a\" = \"b\";").dictionary, ["a": "b"])
  }

  func testCRLFAndLoneCRCountAsOneLineBreak() throws {
    let file = try parseStrings("\"a\" = \"b\";\r\n\"c\" = \"d\";\r\"e\" = \"f\";")
    XCTAssertEqual(file.entries.map(\.keyPosition), [position(1, 1), position(2, 1), position(3, 1)])
  }

  func testColumnsCountUnicodeScalars() throws {
    // U+1F600 is one scalar (four UTF-8 bytes, two UTF-16 units); é is
    // written decomposed here, so it is two scalars.
    let file = try parseStrings("\"😀e\u{301}\" = \"x\";")
    XCTAssertEqual(file.entries[0].valuePosition, position(1, 9))
  }
}
