import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Localizations of the common shape are read by a straight-line path; every variation of that
/// shape must fall back to the general reader and read exactly as it always did.
final class PlainUnitReadTests: XCTestCase {
  private func read(_ localization: String) throws -> (Localization?, [String]) {
    let text = """
      {"sourceLanguage":"en","strings":{"k":{"localizations":{"de":\(localization)}}},"version":"1.0"}
      """
    let result = try CatalogReader.read(bytes: Array(text.utf8))
    return (result.catalog.strings["k"]?.localizations?["de"], result.warnings.map { "\($0.line):\($0.column) \($0.message)" })
  }

  func testThePlainShapeAndItsVariationsReadAlike() throws {
    let expected = Localization(value: "Hallo", state: .translated)
    let variations = [
      #"{"stringUnit":{"state":"translated","value":"Hallo"}}"#,
      "{\n  \"stringUnit\" : {\n    \"state\" : \"translated\",\n    \"value\" : \"Hallo\"\n  }\n}",
      #"{"stringUnit":{"value":"Hallo","state":"translated"}}"#,
      #"{"stringUnit":{"state":"translat\u0065d","value":"Hal\u006co"}}"#,
    ]
    for variation in variations {
      let (localization, warnings) = try read(variation)
      XCTAssertEqual(localization, expected, variation)
      XCTAssertEqual(warnings, [], variation)
    }
  }

  func testDeviationsKeepWhatTheGeneralReaderFinds() throws {
    let (withExtra, _) = try read(#"{"stringUnit":{"state":"new","value":"A","x":1}}"#)
    XCTAssertEqual(withExtra?.stringUnit?.extra, [JSONMember("x", .number("1"))])
    let (withSibling, _) = try read(#"{"stringUnit":{"state":"new","value":"A"},"y":true}"#)
    XCTAssertEqual(withSibling?.extra, [JSONMember("y", .bool(true))])
    XCTAssertEqual(withSibling?.stringUnit?.value, "A")
    let (trailing, trailingWarnings) = try read(#"{"stringUnit":{"state":"new","value":"A",}}"#)
    XCTAssertEqual(trailing?.stringUnit?.value, "A")
    XCTAssertEqual(trailingWarnings.count, 1)
    XCTAssertTrue(trailingWarnings.first?.hasPrefix("1:102 trailing comma") == true, "\(trailingWarnings)")
    let (repeated, repeatedWarnings) = try read(#"{"stringUnit":{"state":"new","value":"A","value":"B"}}"#)
    XCTAssertEqual(repeated?.stringUnit?.value, "B")
    XCTAssertEqual(repeatedWarnings.count, 1)
  }

  func testAnErrorInsideTheValueIsReportedWhereItIs() {
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"A\u{1}\"}}}}}}"
    XCTAssertThrowsError(try CatalogReader.read(bytes: Array(text.utf8))) { error in
      guard let error = error as? CatalogReadError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.line, 1)
      XCTAssertEqual(error.column, 101)
      XCTAssertTrue(error.message.contains("control character"), error.message)
    }
  }
}
