import Interchange
import XCTest

/// `import --format strings` reads `.stringsdict` with the reader `glossa import` of `.lproj`
/// folders uses: device forms that hold plurals come back, and a broken file is named with its
/// line and column.
final class StringsImportReaderTests: XCTestCase {
  private let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    """

  func testDeviceFormsHoldingPluralsAreRead() throws {
    let text = header + """
      <dict>
        <key>%lld items</key>
        <dict>
          <key>NSStringDeviceSpecificRuleType</key>
          <dict>
            <key>mac</key>
            <string>Items</string>
            <key>iphone</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key>
              <string>%#@value@</string>
              <key>value</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>lld</string>
                <key>one</key>
                <string>%lld Element</string>
                <key>other</key>
                <string>%lld Elemente</string>
              </dict>
            </dict>
          </dict>
        </dict>
      </dict>
      </plist>
      """
    let records = try StringsImporter.records(file: "out/de.lproj/Localizable.stringsdict", bytes: Array(text.utf8))
    XCTAssertEqual(records.count, 1)
    XCTAssertEqual(records.first?.language, "de")
    XCTAssertEqual(
      records.first?.value,
      .device([("iphone", .plural([("one", .text("%lld Element")), ("other", .text("%lld Elemente"))])), ("mac", .text("Items"))]))
  }

  func testABrokenStringsdictIsNamedWithLineAndColumn() {
    let text = header + "\n<dict>\n  <key>a</key>\n  <dict>\n</plist>\n"
    XCTAssertThrowsError(try StringsImporter.records(file: "out/de.lproj/Localizable.stringsdict", bytes: Array(text.utf8))) {
      let message = "\($0)"
      XCTAssertTrue(
        message.range(of: #"^out/de\.lproj/Localizable\.stringsdict:\d+:\d+: "#, options: .regularExpression) != nil, message)
    }
  }
}
