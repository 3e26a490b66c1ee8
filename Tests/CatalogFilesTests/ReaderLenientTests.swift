import CatalogTestSupport
import StringCatalog
import XCTest

/// What Apple's reader accepts and Xcode never writes: trailing commas and `null` for known
/// optional members are read (with warnings at their line and column) and formatted away.
final class ReaderLenientTests: XCTestCase {
  private static let xcodeForm = """
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
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func testTrailingCommasAreReadWithWarnings() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo",
                },
              },
            }
          },
        },
        "version" : "1.0",
      }
      """
    let result = try CatalogReader.read(bytes: Array(text.utf8), path: "T.xcstrings")
    XCTAssertEqual(result.warnings.map(\.description), [
      "T.xcstrings:9:30: warning: trailing comma in an object (read as if absent; Xcode writes none)",
      "T.xcstrings:10:12: warning: trailing comma in an object (read as if absent; Xcode writes none)",
      "T.xcstrings:11:10: warning: trailing comma in an object (read as if absent; Xcode writes none)",
      "T.xcstrings:13:6: warning: trailing comma in an object (read as if absent; Xcode writes none)",
      "T.xcstrings:15:20: warning: trailing comma in an object (read as if absent; Xcode writes none)",
    ])
    XCTAssertEqual(written(result.catalog), Self.xcodeForm)
  }

  func testNullKnownMembersAreReadAsAbsentAndUnknownNullsAreKept() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Hello" : {
            "comment" : null,
            "extractionState" : null,
            "futureField" : null,
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                },
                "variations" : null
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let result = try CatalogReader.read(bytes: Array(text.utf8), path: "N.xcstrings")
    XCTAssertEqual(result.warnings.map(\.description), [
      "N.xcstrings:5:19: warning: \"comment\" is null (read as absent; Xcode leaves it out)",
      "N.xcstrings:6:27: warning: \"extractionState\" is null (read as absent; Xcode leaves it out)",
      "N.xcstrings:14:26: warning: \"variations\" is null (read as absent; Xcode leaves it out)",
    ])
    let entry = try XCTUnwrap(result.catalog.strings["Hello"])
    XCTAssertNil(entry.comment)
    XCTAssertEqual(entry.extra, [JSONMember("futureField", .null)])
    XCTAssertEqual(
      written(result.catalog),
      Self.xcodeForm.replacingOccurrences(of: "\"Hello\" : {\n", with: "\"Hello\" : {\n      \"futureField\" : null,\n"))
  }

  func testATrailingCommaInAnUnknownArrayIsReadAndARequiredNullIsStillAnError() throws {
    let array = "{\"sourceLanguage\":\"en\",\"strings\":{},\"x\":[1,2,],\"version\":\"1.0\"}"
    let result = try CatalogReader.read(bytes: Array(array.utf8))
    XCTAssertEqual(result.warnings.map(\.column), [45])
    XCTAssertEqual(result.catalog.extra, [JSONMember("x", .array([.number("1"), .number("2")]))])
    let required = "{\"sourceLanguage\":null,\"strings\":{}}"
    XCTAssertThrowsError(try CatalogReader.read(bytes: Array(required.utf8))) { error in
      XCTAssertEqual("\(error)", "<input>:1:19: \"sourceLanguage\" must be a string, found null")
    }
    XCTAssertThrowsError(try CatalogReader.read(bytes: Array("{\"sourceLanguage\":\"en\",\"strings\":{,}}".utf8)))
  }
}
