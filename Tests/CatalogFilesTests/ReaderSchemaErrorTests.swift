import CatalogTestSupport
import StringCatalog
import XCTest

/// Well-formed JSON that is not a String Catalog: each error at its exact line and column.
final class ReaderSchemaErrorTests: XCTestCase {
  func testEmptyFile() {
    assertReadError(marked: "‸", message: "the file is empty")
  }

  func testFileThatIsOnlyWhitespace() {
    assertReadError(marked: "  \n\t\r\n  ‸", message: "the file is empty")
  }

  func testTopLevelIsNotAnObject() {
    assertReadError(marked: "‸[]", message: "expected a String Catalog (a JSON object starting with '{'), found '['")
    assertReadError(marked: "\n  ‸\"strings\"", message: "expected a String Catalog (a JSON object starting with '{'), found a string")
    assertReadError(marked: "‸42", message: "found '4'")
    assertReadError(marked: "‸null", message: "found 'n'")
  }

  func testStringsMissing() {
    assertReadError(marked: "‸{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}", message: "no \"strings\" member")
    assertReadError(marked: "\n\n‸{}", message: "no \"strings\" member")
  }

  func testStringsIsNotAnObject() {
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : ‸[\n\n  ]\n}",
      message: "expected \"strings\" (an object), found '['")
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : ‸null\n}", message: "expected \"strings\" (an object), found 'n'")
  }

  func testSourceLanguageMissingOrNotAString() {
    assertReadError(marked: "‸{\n  \"strings\" : {\n\n  }\n}", message: "no \"sourceLanguage\" member")
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : ‸1,\n  \"strings\" : {\n\n  }\n}", message: "\"sourceLanguage\" must be a string, found a number")
    assertReadError(
      marked: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : ‸1.0\n}",
      message: "\"version\" must be a string, found a number")
  }

  func testEntryIsNotAnObject() {
    assertReadError(marked: catalogText(entry: "‸\"Hello\""), message: "expected a string entry (an object), found a string")
    assertReadError(marked: catalogText(entry: "‸[\n\n    ]"), message: "found '['")
  }

  func testCommentAndExtractionStateMustBeStrings() {
    assertReadError(marked: catalogText(entry: "{\n      \"comment\" : ‸true\n    }"), message: "\"comment\" must be a string, found a boolean")
    assertReadError(
      marked: catalogText(entry: "{\n      \"extractionState\" : ‸[\n\n      ]\n    }"),
      message: "\"extractionState\" must be a string, found an array")
  }

  func testLocalizationsIsNotAnObject() {
    assertReadError(
      marked: catalogText(entry: "{\n      \"localizations\" : ‸\"de\"\n    }"),
      message: "expected \"localizations\" (an object), found a string")
    assertReadError(
      marked: catalogText(entry: "{\n      \"localizations\" : {\n        \"de\" : ‸true\n      }\n    }"),
      message: "expected a localization (an object), found 't'")
  }

  func testValueNotAString() {
    assertReadError(
      marked: localized("{\n            \"state\" : \"new\",\n            \"value\" : ‸5\n          }"),
      message: "\"value\" must be a string, found a number")
    assertReadError(
      marked: localized("{\n            \"state\" : \"new\",\n            \"value\" : ‸{\n\n            }\n          }"),
      message: "\"value\" must be a string, found an object")
  }

  func testStateMissingOrNotAString() {
    assertReadError(
      marked: localized("‸{\n            \"value\" : \"Hallo\"\n          }"), message: "this stringUnit has no \"state\" member")
    assertReadError(
      marked: localized("{\n            \"state\" : ‸false,\n            \"value\" : \"Hallo\"\n          }"),
      message: "\"state\" must be a string, found a boolean")
  }

  func testValueMissing() {
    assertReadError(
      marked: localized("‸{\n            \"state\" : \"new\"\n          }"), message: "this stringUnit has no \"value\" member")
  }

  func testStringSetMembers() {
    func stringSet(_ body: String) -> String {
      catalogText(entry: "{\n      \"localizations\" : {\n        \"en\" : {\n          \"stringSet\" : \(body)\n        }\n      }\n    }")
    }
    assertReadError(marked: stringSet("‸{\n            \"values\" : [\n\n            ]\n          }"), message: "this stringSet has no \"state\" member")
    assertReadError(marked: stringSet("‸{\n            \"state\" : \"new\"\n          }"), message: "this stringSet has no \"values\" member")
    assertReadError(
      marked: stringSet("{\n            \"state\" : \"new\",\n            \"values\" : ‸[\n              1\n            ]\n          }"),
      message: "\"values\" must be an array of strings")
    assertReadError(
      marked: stringSet("{\n            \"state\" : \"new\",\n            \"values\" : ‸\"one\"\n          }"),
      message: "\"values\" must be an array of strings")
  }

  func testArgNumNotAnInteger() {
    assertReadError(marked: substitution("\"argNum\" : ‸1.5"), message: "\"argNum\" must be an integer, found 1.5")
    assertReadError(marked: substitution("\"argNum\" : ‸\"1\""), message: "\"argNum\" must be an integer, found a string")
    assertReadError(marked: substitution("\"argNum\" : ‸1e0"), message: "\"argNum\" must be an integer, found 1e0")
    assertReadError(marked: substitution("\"argNum\" : ‸true"), message: "\"argNum\" must be an integer, found a boolean")
    assertReadError(
      marked: substitution("\"argNum\" : ‸99999999999999999999"), message: "\"argNum\" must be an integer, found 99999999999999999999")
  }

  func testArgNumIntegersAreRead() throws {
    for (text, value) in [("1", 1), ("0", 0), ("-3", -3), ("12", 12)] {
      let catalog = try readCatalog(substitution("\"argNum\" : \(text)")).catalog
      XCTAssertEqual(catalog.strings["k"]?.localization("de")?.substitutions?["n"]?.argNum, value)
    }
  }

  func testShouldTranslateNotABool() {
    assertReadError(
      marked: catalogText(entry: "{\n      \"shouldTranslate\" : ‸\"false\"\n    }"),
      message: "\"shouldTranslate\" must be true or false, found a string")
    assertReadError(
      marked: catalogText(entry: "{\n      \"shouldTranslate\" : ‸0\n    }"), message: "\"shouldTranslate\" must be true or false, found a number")
    // null is read as absent (ReaderLenientTests); a required member still may not be null.
    assertReadError(
      marked: catalogText(entry: "{\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : ‸null,\n            \"value\" : \"x\"\n          }\n        }\n      }\n    }"),
      message: "\"state\" must be a string, found null")
    assertReadError(
      marked: catalogText(entry: "{\n      \"isCommentAutoGenerated\" : ‸\"yes\"\n    }"),
      message: "\"isCommentAutoGenerated\" must be true or false, found a string")
  }

  func testVariationsAndPluralMustBeObjects() {
    assertReadError(
      marked: localization("\"variations\" : ‸[\n\n          ]"), message: "expected \"variations\" (an object), found '['")
    assertReadError(
      marked: localization("\"variations\" : {\n            \"plural\" : ‸\"one\"\n          }"),
      message: "expected \"plural\" (an object), found a string")
    assertReadError(
      marked: localization("\"variations\" : {\n            \"device\" : {\n              \"mac\" : ‸1\n            }\n          }"),
      message: "found '1'")
    assertReadError(
      marked: localization("\"substitutions\" : {\n            \"n\" : ‸\"x\"\n          }"),
      message: "expected a substitution (an object), found a string")
  }

  func testErrorDescriptionIsPathLineColumnMessage() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}"
    do {
      _ = try CatalogReader.read(bytes: Array(text.utf8), path: "Sources/App/Localizable.xcstrings")
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.path, "Sources/App/Localizable.xcstrings")
      XCTAssertEqual(
        error.description,
        "Sources/App/Localizable.xcstrings:3:3: expected ',' or '}' after a member of the catalog, found a string")
    }
    do {
      _ = try CatalogReader.read(bytes: Array(text.utf8))
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.description, "<input>:3:3: expected ',' or '}' after a member of the catalog, found a string")
    }
  }

  func testReadingFromAPathReportsThatPath() throws {
    let folder = try TemporaryFolder()
    let path = try folder.file("Bad.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : [\n")
    do {
      _ = try CatalogReader.read(path: path)
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.description, "\(path):4:11: expected a string entry (an object), found '['")
    }
    do {
      _ = try CatalogReader.read(path: folder.path + "/Missing.xcstrings")
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.description, "glossa: \(folder.path)/Missing.xcstrings: No such file or directory", "no position: the file as a whole")
    }
    do {
      _ = try CatalogReader.read(path: folder.path)
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error.description, "glossa: \(folder.path): is a folder, not a file")
    }
  }

  // MARK: Helpers

  /// A catalog whose entry `k` has a German stringUnit `unit`.
  private func localized(_ unit: String) -> String {
    localization("\"stringUnit\" : \(unit)")
  }

  /// A catalog whose entry `k` has a German localization with one member.
  private func localization(_ member: String) -> String {
    catalogText(entry: "{\n      \"localizations\" : {\n        \"de\" : {\n          \(member)\n        }\n      }\n    }")
  }

  /// A catalog whose entry `k` has a German substitution `n` with one member (plus a plural form).
  private func substitution(_ member: String) -> String {
    localization(
      "\"substitutions\" : {\n            \"n\" : {\n              \(member),\n              \"variations\" : {\n"
        + "                \"plural\" : {\n                  \"other\" : {\n                    \"stringUnit\" : {\n"
        + "                      \"state\" : \"new\",\n                      \"value\" : \"%arg\"\n                    }\n"
        + "                  }\n                }\n              }\n            }\n          }")
  }
}

/// A member of the wrong type that is not even valid JSON reports the syntax error.
final class ReaderTypedSyntaxErrorTests: XCTestCase {
  func testAnInvalidLiteralWhereAStringBelongsIsASyntaxError() throws {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : tru }\n  }\n}"
    XCTAssertThrowsError(try CatalogReader.read(bytes: Array(text.utf8), path: "bad.xcstrings")) { error in
      XCTAssertEqual((error as? CatalogReadError)?.description, "bad.xcstrings:4:25: invalid literal: expected true")
    }
  }

  func testAValidValueOfAnotherTypeIsATypeErrorAtItsStart() throws {
    let text = #"{"sourceLanguage":"en","strings":{"a":{"shouldTranslate":1}}}"#
    XCTAssertThrowsError(try CatalogReader.read(bytes: Array(text.utf8), path: "bad.xcstrings")) { error in
      XCTAssertEqual(
        (error as? CatalogReadError)?.description, "bad.xcstrings:1:58: \"shouldTranslate\" must be true or false, found a number")
    }
  }
}
