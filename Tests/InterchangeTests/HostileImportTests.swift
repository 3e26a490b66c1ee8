import Interchange
import StringCatalog
import XCTest

/// Files an attack run (mutated imports) got through silently wrong: each is read as it means,
/// or refused with its place.
final class HostileImportTests: XCTestCase {
  private static let catalogText = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
    "Trip":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Trip of %#@days@"},
        "substitutions":{"days":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%arg day"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg days"}}}}}}},
      "de":{"stringUnit":{"state":"translated","value":"Reise von %#@days@"},
        "substitutions":{"days":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%arg Tag"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg Tagen"}}}}}}}}}
    }}
    """

  private func importing(
    _ format: InterchangeFormat, _ text: String, path: String
  ) throws -> (catalog: Catalog, report: PackImport.Report) {
    var catalog = try InterchangeSupport.catalog(Self.catalogText)
    var options = ExportOptions(settings: ExportSettings(name: "Localizable"))
    options.catalogKeys = Set(catalog.strings.keys)
    let records = try InterchangeImport.records(
      format: format, files: [ExportFile(path: path, bytes: Array(text.utf8))], options: options)
    let report = InterchangeImport.apply(records, format: format, to: &catalog, options: options)
    return (catalog, report)
  }

  private func value(_ catalog: Catalog, _ key: String, _ language: String, _ path: String = "") -> String? {
    let localization = catalog.strings[key]?.localization(language)
    guard !path.isEmpty else { return localization?.stringUnit?.value }
    let parts = path.split(separator: ".").map(String.init)  // substitutions.NAME.plural.CATEGORY
    return localization?.substitutions?[parts[1]]?.variations?.plural?[parts[3]]?.stringUnit?.value
  }

  private func xliff(_ units: String, file: String = #"target-language="de""#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Localizable.xcstrings" source-language="en" \(file) datatype="plaintext">
        <body>
    \(units)
        </body>
      </file>
    </xliff>

    """
  }

  func testXLIFFAltTransSuggestionsDoNotReplaceTheTarget() throws {
    let text = xliff(
      """
      <trans-unit id="Hello"><source>Hello</source><target state="translated">Servus</target>
        <alt-trans match-quality="80"><source>Hello</source><target>Vorschlag</target></alt-trans>
      </trans-unit>
      """)
    let result = try importing(.xliff, text, path: "de.xliff")
    XCTAssertEqual(value(result.catalog, "Hello", "de"), "Servus")
  }

  func testXLIFFCDATAAndEntitiesKeepTheirText() throws {
    let text = xliff(
      #"<trans-unit id="Hello"><source>Hello</source><target>Ab<![CDATA[bre]]>chen &amp; &#x263A; &lt;ok&gt;</target></trans-unit>"#)
    let result = try importing(.xliff, text, path: "de.xliff")
    XCTAssertEqual(value(result.catalog, "Hello", "de"), "Abbrechen & ☺ <ok>")
  }

  func testXLIFFEmptyTargetIsNoValueAsAnEmptyPOMsgstr() throws {
    for target in ["<target/>", "<target state=\"translated\"></target>"] {
      let text = xliff(#"<trans-unit id="Hello"><source>Hello</source>\#(target)</trans-unit>"#)
      let result = try importing(.xliff, text, path: "de.xliff")
      XCTAssertEqual(value(result.catalog, "Hello", "de"), "Hallo", target)
      XCTAssertEqual(result.report.changedValues, 0, target)
    }
  }

  func testXLIFFPositionalPlaceholdersAreMappedBackToArgAndName() throws {
    let text = xliff(
      """
      <trans-unit id="Trip"><source>Trip of %2$#@days@</source><target>Eine Reise von %2$#@days@</target></trans-unit>
      <trans-unit id="Trip|==|substitutions.days.plural.one"><source>%2$lld day</source><target>%2$lld Tag!</target></trans-unit>
      <trans-unit id="Trip|==|substitutions.days.plural.other"><source>%2$lld days</source><target>%2$lld Tage</target></trans-unit>
      """)
    let result = try importing(.xliff, text, path: "de.xliff")
    XCTAssertEqual(value(result.catalog, "Trip", "de"), "Eine Reise von %#@days@")
    XCTAssertEqual(value(result.catalog, "Trip", "de", "substitutions.days.plural.one"), "%arg Tag!")
    XCTAssertEqual(value(result.catalog, "Trip", "de", "substitutions.days.plural.other"), "%arg Tage")
  }

  func testXLIFFNewLanguageTakesTheSourcesNumbering() throws {
    let text = xliff(
      """
      <trans-unit id="Trip"><source>Trip of %2$#@days@</source><target>Viaje de %2$#@days@</target></trans-unit>
      <trans-unit id="Trip|==|substitutions.days.plural.other"><source>%2$lld days</source><target>%2$lld días</target></trans-unit>
      """, file: #"target-language="es""#)
    let result = try importing(.xliff, text, path: "es.xliff")
    XCTAssertEqual(value(result.catalog, "Trip", "es"), "Viaje de %#@days@")
    XCTAssertEqual(value(result.catalog, "Trip", "es", "substitutions.days.plural.other"), "%arg días")
    let substitution = result.catalog.strings["Trip"]?.localization("es")?.substitutions?["days"]
    XCTAssertEqual(substitution?.argNum, 2)
    XCTAssertEqual(substitution?.formatSpecifier, "lld")
  }

  func testPOSubstitutionContextUpdatesTheSubstitutionsForms() throws {
    let text = """
      msgid ""
      msgstr ""
      "Language: de\\n"
      "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

      msgctxt "Trip|==|substitutions.days"
      msgid "%arg day"
      msgid_plural "%arg days"
      msgstr[0] "%arg Tag!"
      msgstr[1] "%arg Tage"

      """
    let result = try importing(.po, text, path: "de.po")
    XCTAssertNil(result.catalog.strings["Trip|==|substitutions.days"], "a bogus key was created")
    XCTAssertEqual(result.report.newKeys, 0)
    XCTAssertEqual(value(result.catalog, "Trip", "de", "substitutions.days.plural.one"), "%arg Tag!")
    XCTAssertEqual(value(result.catalog, "Trip", "de", "substitutions.days.plural.other"), "%arg Tage")
  }

  func testLanguageComesFromTheFileNameWhenTheFileDoesNotSayIt() throws {
    let unit = #"<trans-unit id="Hello"><source>Hello</source><target>Bonjour</target></trans-unit>"#
    for declaration in ["", #"target-language="""#] {
      let result = try importing(.xliff, xliff(unit, file: declaration), path: "out/fr.xliff")
      XCTAssertEqual(result.report.languages, ["fr"], declaration)
      XCTAssertEqual(value(result.catalog, "Hello", "fr"), "Bonjour")
      XCTAssertNil(result.catalog.strings["Hello"]?.localization(""))
    }
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: \\n\"\n\nmsgctxt \"Hello\"\nmsgid \"Hello\"\nmsgstr \"Hola\"\n"
    let result = try importing(.po, po, path: "es.po")
    XCTAssertEqual(result.report.languages, ["es"])
    XCTAssertEqual(value(result.catalog, "Hello", "es"), "Hola")
    let gettext = try importing(.po, po.replacingOccurrences(of: "Language: ", with: "Language: pt_BR"), path: "x.po")
    XCTAssertEqual(gettext.report.languages, ["pt-BR"], "gettext's pt_BR is the tag pt-BR")
  }

  func testNoLanguageInTheFileNorItsNameIsRefusedWithItsPlace() throws {
    let unit = #"<trans-unit id="Hello"><source>Hello</source><target>Bonjour</target></trans-unit>"#
    XCTAssertThrowsError(try importing(.xliff, xliff(unit, file: ""), path: "Translations.final.xliff")) { error in
      XCTAssertEqual(
        (error as? InterchangeError)?.message,
        #"Translations.final.xliff:3:3: no target-language, and the file name "Translations.final" is no language code: give the file's language in the target-language"#)
    }
    let po = "msgid \"\"\nmsgstr \"\"\n\"Language: \\n\"\n"
    XCTAssertThrowsError(try importing(.po, po, path: "messages_de.po")) { error in
      XCTAssertEqual(
        (error as? InterchangeError)?.message,
        #"messages_de.po:3:1: no Language header, and the file name "messages_de" is no language code: give the file's language in the Language header"#)
    }
  }

  func testLanguageCodesThatCouldNameAPathAreRefusedWithTheirPlace() throws {
    let unit = #"<trans-unit id="Hello"><source>Hello</source><target>x</target></trans-unit>"#
    for code in ["../../../tmp/x", "/etc/x", "..", "de&#10;x", "de x", "de/"] {
      XCTAssertThrowsError(try importing(.xliff, xliff(unit, file: "target-language=\"\(code)\""), path: "de.xliff"), code) {
        error in
        let message = (error as? InterchangeError)?.message ?? ""
        XCTAssertTrue(message.hasPrefix("de.xliff:3:3: target-language: "), message)
      }
    }
    let po = "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: x\\n\"\n\"Language: ../../x\\n\"\n\nmsgctxt \"Hello\"\nmsgid \"Hello\"\nmsgstr \"y\"\n"
    XCTAssertThrowsError(try importing(.po, po, path: "de.po")) { error in
      XCTAssertEqual(
        (error as? InterchangeError)?.message,
        #"de.po:4:1: Language header: the language code "../../x" holds ".", which no language code has: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"#)
    }
  }

  func testMalformedXLIFFIsAnErrorInWordsWithLineAndColumn() {
    let cases: [(String, String)] = [
      (xliff(#"<trans-unit id="Hello"><source>Hello</target></trans-unit>"#), "de.xliff:5:37: expected '</source>' but found '</target>'"),
      (xliff(#"<trans-unit id="Hello" id="x"><source>a</source></trans-unit>"#), "de.xliff:5:24: the attribute id appears twice in <trans-unit>"),
      (xliff(#"<trans-unit id="Hello"><source>&nbsp;</source></trans-unit>"#), "de.xliff:5:32: unknown entity '&nbsp;'"),
      (xliff(#"<trans-unit id="Hello"><source>&#0;</source></trans-unit>"#), "de.xliff:5:32: '&#0;' is no character XML allows"),
      ("<xliff>", "de.xliff:1:1: unterminated element <xliff>: expected '</xliff>'"),
      ("", "de.xliff:1:1: expected a root element, found the end of the file"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try importing(.xliff, text, path: "de.xliff")) { error in
        XCTAssertEqual((error as? InterchangeError)?.message, expected)
      }
    }
  }

  func testInvalidUTF8InAnElementOrAttributeNameIsAnErrorNotACrash() {
    for name in [[0x3C, 0x74, 0xC3, 0x28], [0x3C, 0x74, 0x20, 0xFF, 0x3D]] as [[UInt8]] {
      var bytes = Array(xliff(#"<trans-unit id="Hello"><source>Hi</source></trans-unit>"#).utf8)
      bytes.insert(contentsOf: name + Array("/>".utf8), at: bytes.count - 20)
      XCTAssertThrowsError(
        try InterchangeImport.records(
          format: .xliff, files: [ExportFile(path: "de.xliff", bytes: bytes)],
          options: ExportOptions(settings: ExportSettings(name: "Localizable")))
      ) { error in
        let message = (error as? InterchangeError)?.message ?? ""
        XCTAssertEqual(message, "de.xliff:6:\(name.count == 4 ? 14 : 15): invalid UTF-8 byte sequence (a file without a byte order mark must be UTF-8)")
      }
    }
  }
}

/// A file of many new keys: they are added in one merge, in catalog order, each once.
final class ManyNewKeysImportTests: XCTestCase {
  func testTwentyThousandNewKeysLandInCatalogOrderBesideTheOldOnes() throws {
    var catalog = try InterchangeSupport.catalog(
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k5":{},"k10005":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"alt"}}}}}}"#)
    var records: [PackImport.Record] = []
    for index in (0..<20_000).reversed() {
      records.append(PackImport.Record(language: "de", key: "k\(index)", value: .text("v\(index)")))
    }
    records.append(PackImport.Record(language: "fr", key: "k7", value: .text("sept")))
    let report = PackImport.apply(records, to: &catalog, current: nil)
    XCTAssertEqual(report.newKeys, 19_998)
    XCTAssertEqual(report.changedValues, 20_001)
    XCTAssertEqual(catalog.strings.count, 20_000)
    let keys = catalog.strings.keys
    XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { CatalogOrder.precedes($0, $1) }, "not in catalog order")
    XCTAssertEqual(catalog.strings["k10005"]?.localization("de")?.stringUnit?.value, "v10005")
    XCTAssertEqual(catalog.strings["k7"]?.localization("de")?.stringUnit?.value, "v7")
    XCTAssertEqual(catalog.strings["k7"]?.localization("fr")?.stringUnit?.value, "sept")
    XCTAssertEqual(catalog.strings["k5"]?.localization("de")?.stringUnit?.value, "v5")
  }
}
