import CatalogTestSupport
import StringCatalog
import XCTest

/// A member that appears twice is read (the last one wins, like Xcode and JSONSerialization) with
/// a warning that names the line of each occurrence.
final class ReaderDuplicateTests: XCTestCase {
  func testDuplicateKeyInStrings() throws {
    let text = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "comment" : "first"
          },
          "Toggle" : {

          },
          "Hello" : {
            "comment" : "second"
          }
        }
      }
      """#
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.strings.keys, ["Hello", "Toggle"])
    XCTAssertEqual(result.catalog.strings["Hello"]?.comment, "second")
    let warning = try XCTUnwrap(result.warnings.first)
    XCTAssertEqual(result.warnings.count, 1)
    XCTAssertEqual(warning.line, 10)
    XCTAssertEqual(warning.column, 5)
    XCTAssertEqual(warning.relatedLine, 4)
    XCTAssertEqual(warning.duplicateKey, "Hello")
    XCTAssertTrue(warning.message.contains("duplicate member \"Hello\""), warning.message)
    XCTAssertTrue(warning.message.contains("line 4"), warning.message)
    XCTAssertTrue(warning.message.contains("last one wins"), warning.message)
    XCTAssertEqual(
      warning.description, "<input>:10:5: warning: duplicate member \"Hello\" (first on line 4); the last one wins, as in Xcode")
    assertFormats(
      text,
      to: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Hello\" : {\n      \"comment\" : \"second\"\n    },\n"
        + "    \"Toggle\" : {\n\n    }\n  }\n}")
  }

  /// The mlem corpus case: two adjacent, already-sorted duplicates.
  func testAdjacentDuplicateKeysInStrings() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    },\n    \"A\" : {\n      \"comment\" : \"x\"\n    }\n  }\n}"
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.strings.keys, ["A"])
    XCTAssertEqual(result.catalog.strings["A"]?.comment, "x")
    XCTAssertEqual(result.warnings.map { [$0.line, $0.column, $0.relatedLine ?? 0] }, [[7, 5, 4]])
  }

  func testDuplicateLanguageInLocalizations() throws {
    let text = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "new",
                  "value" : "Hallo?"
                }
              },
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                }
              }
            }
          }
        }
      }
      """#
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.strings["Hello"]?.localizations?.keys, ["de"])
    XCTAssertEqual(result.catalog.strings["Hello"]?.localization("de")?.stringUnit, StringUnit(state: .translated, value: "Hallo"))
    XCTAssertEqual(result.warnings.count, 1)
    XCTAssertEqual(result.warnings.first?.line, 12)
    XCTAssertEqual(result.warnings.first?.column, 9)
    XCTAssertEqual(result.warnings.first?.relatedLine, 6)
    XCTAssertEqual(result.warnings.first?.duplicateKey, "de")
  }

  func testDuplicateMemberInsideAStringUnit() throws {
    let text = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo",
                  "state" : "needs_review",
                  "value" : "Servus"
                }
              }
            }
          }
        }
      }
      """#
    let result = try readCatalog(text)
    XCTAssertEqual(
      result.catalog.strings["Hello"]?.localization("de")?.stringUnit, StringUnit(state: .needsReview, value: "Servus"))
    XCTAssertEqual(result.warnings.map(\.duplicateKey), ["state", "value"])
    XCTAssertEqual(result.warnings.map(\.line), [10, 11])
    XCTAssertEqual(result.warnings.map(\.column), [13, 13])
    XCTAssertEqual(result.warnings.map(\.relatedLine), [8, 9])
  }

  func testDuplicateMembersAtTheCatalogLevelAndInUnknownObjects() throws {
    let text = #"""
      {
        "sourceLanguage" : "de",
        "strings" : {

        },
        "sourceLanguage" : "en",
        "x" : {
          "a" : 1,
          "a" : 2
        },
        "x" : 3
      }
      """#
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.sourceLanguage, "en")
    XCTAssertEqual(result.catalog.extra, [JSONMember("x", .number("3"))])
    XCTAssertEqual(result.warnings.map(\.duplicateKey), ["sourceLanguage", "a", "x"])
    XCTAssertEqual(result.warnings.map(\.line), [6, 9, 11])
    XCTAssertEqual(result.warnings.map(\.relatedLine), [2, 8, 7])
  }

  func testDuplicateKeysInAnOutOfOrderMap() throws {
    let text = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "b" : {
            "comment" : "b1"
          },
          "a" : {

          },
          "b" : {
            "comment" : "b2"
          },
          "c" : {

          }
        }
      }
      """#
    let result = try readCatalog(text)
    XCTAssertEqual(result.catalog.strings.keys, ["a", "b", "c"])
    XCTAssertEqual(result.catalog.strings["b"]?.comment, "b2")
    XCTAssertEqual(result.warnings.map { [$0.line, $0.column, $0.relatedLine ?? 0] }, [[10, 5, 4]])
  }

  func testFilesWithoutDuplicatesHaveNoWarnings() throws {
    XCTAssertEqual(try readCatalog(ReaderKnownMemberTests.everyKnownMember).warnings, [])
    XCTAssertEqual(try readCatalog(ReaderUnknownMemberTests.unknownEverywhere).warnings, [])
  }

  func testWarningsCarryThePath() throws {
    let text = "{\"sourceLanguage\":\"en\",\n\"strings\":{},\n\"strings\":{}}"
    let result = try CatalogReader.read(bytes: Array(text.utf8), path: "a/b.xcstrings")
    XCTAssertEqual(result.warnings.map(\.description), [
      "a/b.xcstrings:3:1: warning: duplicate member \"strings\" (first on line 2); the last one wins, as in Xcode"
    ])
  }
}
