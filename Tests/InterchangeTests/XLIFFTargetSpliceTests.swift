import Foundation
import Interchange
import StringCatalog
import XCTest

/// Saving edited targets into a bundle's XLIFF: exactly the edited `<target>`s (and their state)
/// change; every other byte stays.
final class XLIFFTargetSpliceTests: XCTestCase {
  private func bundleXLIFF() throws -> [UInt8] {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: InterchangeSupport.samplePath)))
    let sample = try CatalogReader.read(bytes: bytes).catalog
    let other = try InterchangeSupport.catalog(
      #"{"sourceLanguage":"en","strings":{"Subtitle":{},"Title":{"localizations":{"de":{"stringUnit":{"state":"machine_translated","value":"Titel"}}}}},"version":"1.0"}"#)
    let result = XclocExporter.export(
      [XclocCatalog(original: "A/Localizable.xcstrings", catalog: sample, bytes: []), XclocCatalog(original: "B/Other.xcstrings", catalog: other, bytes: [])],
      languages: ["de"], states: XclocExporter.allStates, developmentRegion: "en", project: "P",
      tool: XclocContents.Tool(id: "glossa", name: "Glossa", version: "0"))
    return try XCTUnwrap(result.files.first { $0.path.hasSuffix(".xliff") }?.bytes)
  }

  private func lines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
  }

  /// The lines of `new` that are not in `old` at the same place (both with as many lines).
  private func changedLines(_ old: [UInt8], _ new: [UInt8]) -> [String] {
    let (before, after) = (lines(old), lines(new))
    XCTAssertEqual(before.count, after.count)
    return zip(before, after).filter { $0 != $1 }.map(\.1)
  }

  func testEditingOneTargetChangesExactlyThatTarget() throws {
    let original = try bundleXLIFF()
    let edit = XLIFFTargetSplice.Edit(original: "A/Localizable.xcstrings", unitID: "Cancel", text: "Zurück & weg", state: .needsReview)
    let saved = try XLIFFTargetSplice.apply([edit], to: original, path: "de.xliff")
    XCTAssertEqual(changedLines(original, saved), [#"        <target state="needs-review-l10n">Zurück &amp; weg</target>"#])
    let files = try XclocBundle.xliffFiles(saved, path: "de.xliff", targetLocale: "de")
    let unit = try XCTUnwrap(files.first?.units.first { $0.id == "Cancel" })
    XCTAssertEqual(unit.target?.text, "Zurück & weg")
    XCTAssertEqual(unit.target?.state, .needsReview)
    // Undone, the file is the original again, byte for byte.
    let back = XLIFFTargetSplice.Edit(original: "A/Localizable.xcstrings", unitID: "Cancel", text: "Abbrechen", state: .translated)
    XCTAssertEqual(try XLIFFTargetSplice.apply([back], to: saved, path: "de.xliff"), original)
  }

  func testLeveragedMTIsSetAndDroppedWithTheState() throws {
    let original = try bundleXLIFF()
    XCTAssertTrue(String(decoding: original, as: UTF8.self).contains(#"<target state="translated" state-qualifier="leveraged-mt">Titel</target>"#))
    let reviewed = XLIFFTargetSplice.Edit(original: "B/Other.xcstrings", unitID: "Title", text: "Titel", state: .translated)
    let saved = try XLIFFTargetSplice.apply([reviewed], to: original, path: "de.xliff")
    XCTAssertEqual(changedLines(original, saved), [#"        <target state="translated">Titel</target>"#])
    let machine = XLIFFTargetSplice.Edit(original: "B/Other.xcstrings", unitID: "Title", text: "Titel", state: .machineTranslated)
    XCTAssertEqual(try XLIFFTargetSplice.apply([machine], to: saved, path: "de.xliff"), original)
  }

  func testAUnitWithoutTargetGetsOneAfterItsSource() throws {
    let original = try bundleXLIFF()
    let text = String(decoding: original, as: UTF8.self)
    let id = "Subtitle"
    let unitStart = try XCTUnwrap(text.range(of: "<trans-unit id=\"\(id)\""))
    let unitEnd = try XCTUnwrap(text.range(of: "</trans-unit>", range: unitStart.upperBound..<text.endIndex))
    XCTAssertFalse(text[unitStart.lowerBound..<unitEnd.lowerBound].contains("<target"))
    let edit = XLIFFTargetSplice.Edit(original: "B/Other.xcstrings", unitID: id, text: "Untertitel", state: .translated)
    let saved = String(decoding: try XLIFFTargetSplice.apply([edit], to: original, path: "de.xliff"), as: UTF8.self)
    XCTAssertEqual(
      saved,
      text.replacingOccurrences(
        of: "<source>\(id)</source>\n", with: "<source>\(id)</source>\n        <target state=\"translated\">Untertitel</target>\n"))
  }

  func testOtherAttributesSelfClosingTargetsAndCDATAAreKept() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2"><file original="Main.storyboard" target-language="de"><body>
      <trans-unit id="a"><source>A</source><target xml:lang='de' state = "new"/><note>n</note></trans-unit>
      <trans-unit id="b"><source>B</source><target state="translated"><![CDATA[x</target>y]]></target></trans-unit>
      </body></file></xliff>

      """
    let edits = [
      XLIFFTargetSplice.Edit(original: "Main.storyboard", unitID: "a", text: "Ä", state: .translated),
      XLIFFTargetSplice.Edit(original: "Main.storyboard", unitID: "b", text: "<B>", state: .translated),
    ]
    let saved = String(decoding: try XLIFFTargetSplice.apply(edits, to: Array(text.utf8), path: "x.xliff"), as: UTF8.self)
    XCTAssertEqual(
      saved,
      text.replacingOccurrences(of: #"<target xml:lang='de' state = "new"/>"#, with: #"<target xml:lang='de' state = "translated">Ä</target>"#)
        .replacingOccurrences(of: #"<target state="translated"><![CDATA[x</target>y]]></target>"#, with: #"<target state="translated">&lt;B&gt;</target>"#))
  }

  func testAnEditNamingNoUnitIsAnError() throws {
    let edit = XLIFFTargetSplice.Edit(original: "A/Localizable.xcstrings", unitID: "Nope", text: "x", state: .translated)
    XCTAssertThrowsError(try XLIFFTargetSplice.apply([edit], to: try bundleXLIFF(), path: "de.xliff")) { error in
      XCTAssertEqual((error as? InterchangeError)?.message, #"de.xliff: no unit "Nope" in <file original="A/Localizable.xcstrings">"#)
    }
  }
}
