import Interchange
import StringCatalog
import XCTest

/// Every PO export warning says which language's file it is about: one catalog exports many.
final class POWarningTests: XCTestCase {
  func testAPluralFormTheLanguageLacksIsNamedWithItsLanguage() throws {
    let catalog = try InterchangeSupport.catalog(
      #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"de":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"ein paar"}},"other":{"stringUnit":{"state":"translated","value":"viele"}}}}}}}},"version":"1.0"}"#)
    let result = POExporter.export(catalog, settings: ExportSettings(name: "L"))
    XCTAssertEqual(result.warnings, ["\"n\" (de): plural form few is not a category of de; left out of de.po"])
  }
}
