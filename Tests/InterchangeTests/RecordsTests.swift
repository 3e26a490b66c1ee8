import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// Records: `ID.FIELD` / `Entity.ID.FIELD` keys as the arrays of records an app decodes, both ways.
final class RecordsTests: XCTestCase {
  private func catalog(_ strings: [(String, [String: String])], source: String = "en") throws -> Catalog {
    let members = strings.map { key, values in
      let localizations = values.sorted { $0.key < $1.key }.map { language, value in
        "\"\(language)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
      }
      return "\"\(key)\":{\"localizations\":{\(localizations.joined(separator: ","))}}"
    }
    return try InterchangeSupport.catalog(
      "{\"sourceLanguage\":\"\(source)\",\"strings\":{\(members.joined(separator: ","))},\"version\":\"1.0\"}")
  }

  private func export(_ catalog: Catalog, base: String? = nil, languages: [String] = []) throws -> ExportResult {
    var options = ExportOptions(settings: ExportSettings(name: "readingPlans", languages: languages))
    options.entities = true
    options.base = try base.map { try RecordsDocument(Array($0.utf8), path: "base.json") }
    return Interchange.export(catalog, format: .json, options: options)
  }

  func testAKeySplitsIntoEntityIDAndFieldAtItsLastTwoDots() {
    XCTAssertEqual(RecordKey("1001.name"), RecordKey(entity: nil, id: "1001", field: "name"))
    XCTAssertEqual(RecordKey("Plan.7.name"), RecordKey(entity: "Plan", id: "7", field: "name"))
    XCTAssertEqual(RecordKey("com.app.Plan.7.name"), RecordKey(entity: "com.app.Plan", id: "7", field: "name"))
    for notARecord in ["Cancel", "1001.", ".name", "Plan..name", ".7.name", "1001.id", "Plan.7.id"] {
      XCTAssertNil(RecordKey(notARecord), notARecord)
    }
    XCTAssertEqual(RecordKey("com.app.Plan.7.name")?.key, "com.app.Plan.7.name")
    XCTAssertEqual(RecordKey(entity: nil, id: "a.b", field: "name").problem, "the id \"a.b\" holds a '.', so its key would not split back")
  }

  func testWithoutABaseRecordsAreSortedByIDAndDigitsOnlyIDsAreNumbers() throws {
    let result = try export(
      catalog([
        ("12.name", ["en": "Twelve"]), ("1001.summary", ["en": "Long"]), ("1001.name", ["en": "Year"]),
        ("007.name", ["en": "Bond"]), ("x-1.name", ["en": "Extra"]), ("Cancel", ["en": "Cancel"]),
      ]))
    XCTAssertEqual(
      InterchangeSupport.text(result, "readingPlans-en.json"),
      """
      [
        {
          "id": 12,
          "name": "Twelve"
        },
        {
          "id": 1001,
          "name": "Year",
          "summary": "Long"
        },
        {
          "id": "007",
          "name": "Bond"
        },
        {
          "id": "x-1",
          "name": "Extra"
        }
      ]

      """)
    XCTAssertEqual(result.warnings, ["1 key left out, not ID.FIELD records: \"Cancel\""])
    XCTAssertEqual(result.files.map(\.path), ["readingPlans-en.json", "readingPlans-languages.json"])
  }

  func testEntityKeysMakeAnObjectOfEntitiesAndALanguageFallsBackToTheSource() throws {
    let result = try export(
      catalog([
        ("Plan.7.name", ["en": "Psalms", "es": "Salmos"]), ("Plan.7.summary", ["en": "Daily"]),
        ("Author.3.name", ["en": "David"]), ("7.name", ["en": "No entity"]),
      ]))
    XCTAssertEqual(
      try JSONTree.parse(XCTUnwrap(result.files.first { $0.path == "readingPlans-es.json" }).bytes),
      .object([
        ("Author", .array([.object([("id", .number("3")), ("name", .string("David"))])])),
        ("Plan", .array([.object([("id", .number("7")), ("name", .string("Salmos")), ("summary", .string("Daily"))])])),
      ]))
    XCTAssertEqual(result.warnings, ["1 key left out, not Entity.ID.FIELD records: \"7.name\""])
  }

  func testTheBaseGivesOrderMembersAndTypesAndOnlyTheCatalogsFieldsChange() throws {
    let base = """
      [
        {"name": "The Bible in a Year", "id": 1001, "createDate": "2025-10-27", "summary": "Old", "duration": 365, "daily": true},
        {"id": "extra", "name": "Kept as is"}
      ]
      """
    let merged = try export(
      catalog([
        ("1001.name", ["en": "The Bible in a Year", "es": "La Biblia en un año"]), ("1001.summary", ["en": "All of it"]),
        ("1001.duration", ["en": "366"]), ("1001.daily", ["en": "maybe"]), ("1001.tags", ["en": "new field"]),
        ("2002.name", ["en": "Not in the base"]),
      ]), base: base)
    XCTAssertEqual(
      InterchangeSupport.text(merged, "readingPlans-es.json"),
      """
      [
        {
          "name": "La Biblia en un año",
          "id": 1001,
          "createDate": "2025-10-27",
          "summary": "All of it",
          "duration": 366,
          "daily": "maybe",
          "tags": "new field"
        },
        {
          "id": "extra",
          "name": "Kept as is"
        },
        {
          "id": 2002,
          "name": "Not in the base"
        }
      ]

      """)
    XCTAssertEqual(
      merged.warnings,
      [
        "\"1001.daily\": the base file has a boolean there and \"maybe\" is none; written as a string",
        "record \"2002\" is not in the base file; appended",
      ])
  }

  func testABaseEntityObjectKeepsItsOtherMembersAndGetsMissingEntitiesAppended() throws {
    let base = #"{"version": 2, "Plan": [{"id": "7", "name": "old", "pages": 150}]}"#
    let result = try export(catalog([("Plan.7.name", ["en": "Psalms"]), ("Tag.1.name", ["en": "Short"])]), base: base)
    XCTAssertEqual(
      try JSONTree.parse(XCTUnwrap(result.files.first).bytes),
      .object([
        ("version", .number("2")),
        ("Plan", .array([.object([("id", .string("7")), ("name", .string("Psalms")), ("pages", .number("150"))])])),
        ("Tag", .array([.object([("id", .number("1")), ("name", .string("Short"))])])),
      ]))
    XCTAssertEqual(result.warnings, ["Tag is not in the base file; appended"])
  }

  func testABaseRecordWithoutAnIDIsAnErrorAtItsLineAndColumn() {
    let cases: [(String, String)] = [
      ("[\n  {\"id\": 1},\n  {\"name\": \"x\"}\n]\n", "base.json:3:3: record 2 has no \"id\""),
      // A byte-order mark, brackets inside strings and an escaped quote do not move the position.
      ("\u{FEFF}[{\"id\": \"[{\\\"\"}, \n\t \"text\"]", "base.json:2:3: record 2 is not an object"),
      ("{\"Pl\\u0061n\": [{\"id\": 1}], \"Tag\": [\n{\"id\": null}]}", "base.json:2:1: record 1: \"id\" is neither a string nor a number"),
      // Of two members with one name the last is read, and its items are the ones located.
      ("{\"Plan\": [{\"id\": 1}],\n\"Plan\": [{\"id\": 2}, {}]}", "base.json:2:21: record 2 has no \"id\""),
      ("\"text\"", "base.json:1:1: expected an array of records, or an object of Entity → array of records"),
      ("[{\"id\": 1}", "base.json:1:1: unexpected end of file: the array opened here is not closed"),
      (
        "\n {\"Cancel\": \"Cancelar\"}",
        "base.json:2:2: an object without an array of records (a json pack of key → value is read without --entities)"
      ),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(try RecordsDocument(Array(text.utf8), path: "base.json"), text) {
        XCTAssertEqual(($0 as? InterchangeError)?.message, message)
      }
    }
    // UTF-16 (with its byte-order mark) is counted in characters, as the JSON reader counts it.
    let utf16 = "[\n{\"id\": \"é\"},\n  {}]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    XCTAssertThrowsError(try RecordsDocument([0xFF, 0xFE] + utf16, path: "base.json")) {
      XCTAssertEqual(($0 as? InterchangeError)?.message, "base.json:3:3: record 2 has no \"id\"")
    }
  }

  /// Every one-byte change of a base file is read, or refused at a `file:line:col` — never a
  /// crash — and whatever reads is merged.
  func testEveryOneByteChangeOfABaseIsReadOrRefusedWithItsPlace() throws {
    let base = Array(#"{"Plan": [{"id": 7, "name": "é\"x", "n": [1, {"a": "]"}]}, {"id": "b"}], "v": 2}"#.utf8)
    let catalog = try catalog([("Plan.7.name", ["en": "Psalms"]), ("Plan.b.n", ["en": "2"])])
    var read = 0
    var refused = 0
    for index in base.indices {
      for byte in Array("{}[]\",:\\ 0".utf8) + [0x00, 0xC3] {
        var mutated = base
        mutated[index] = byte
        do {
          let document = try RecordsDocument(mutated, path: "base.json")
          var options = ExportOptions(settings: ExportSettings(name: "p"))
          options.entities = true
          options.base = document
          XCTAssertEqual(Interchange.export(catalog, format: .json, options: options).files.count, 2)
          read += 1
        } catch {
          let message = error.message
          XCTAssertNotNil(message.range(of: #"^base\.json:[0-9]+:[0-9]+: "#, options: .regularExpression), message)
          refused += 1
        }
      }
    }
    XCTAssertEqual(read + refused, base.count * 12)
    XCTAssertGreaterThan(read, 0)
    XCTAssertGreaterThan(refused, 0)
  }

  func testAVariedValueIsWrittenAsThePacksValueObjectWithAWarningAndReadsBack() throws {
    let catalog = try InterchangeSupport.catalog(
      """
      {"sourceLanguage":"en","strings":{"7.days":{"localizations":{"en":{"variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}}}},
      "7.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Psalms"}}}}},"version":"1.0"}
      """)
    let result = try export(catalog)
    XCTAssertEqual(
      try JSONTree.parse(XCTUnwrap(result.files.first).bytes),
      .array([
        .object([
          ("id", .number("7")),
          ("days", .object([("plural", .object([("one", .string("%lld day")), ("other", .string("%lld days"))]))])),
          ("name", .string("Psalms")),
        ])
      ]))
    XCTAssertEqual(
      result.warnings, ["\"7.days\": a varied value (plural, device or substitutions) is written as the pack's value object, not a string"])
    var options = ExportOptions(settings: ExportSettings(name: "readingPlans"))
    options.entities = true
    options.fields = ["name", "days"]
    try InterchangeSupport.assertRoundTrip(catalog, format: .json, options: options)
  }

  func testARecordsFileReadAsAJSONPackSaysSo() {
    XCTAssertThrowsError(try JSONPackImporter.records(file: Array("[{\"id\": 1}]".utf8), language: "es", path: "p-es.json")) {
      XCTAssertEqual(
        ($0 as? InterchangeError)?.message, "p-es.json: expected an object of key → value (an array of records is read with --entities --fields …)")
    }
  }

  func testImportTurnsOnlyTheListedFieldsIntoKeys() throws {
    let file = """
      {"Plan": [{"id": 7, "name": "Salmos", "summary": null, "pages": 150, "createDate": "2025-10-27"}],
       "version": 2}
      """
    let records = try JSONRecordsImporter.records(
      file: Array(file.utf8), language: "es", path: "readingPlans-es.json", fields: ["name", "summary", "missing"])
    XCTAssertEqual(records.map(\.key), ["Plan.7.name"])
    XCTAssertEqual(records.map(\.value), [.text("Salmos")])
    XCTAssertThrowsError(
      try JSONRecordsImporter.records(
        file: Array("[\n {\"id\": \"a.b\", \"name\": \"x\"}]".utf8), language: "es", path: "p-es.json", fields: ["name"])
    ) {
      XCTAssertEqual(($0 as? InterchangeError)?.message, "p-es.json:2:2: the id \"a.b\" holds a '.', so its key would not split back")
    }
  }

  func testExportThenImportChangesNothingForBothLayoutsAndThePlistSeed() throws {
    let plans = try catalog([
      ("1001.name", ["en": "Year", "es": "Año"]), ("1001.summary", ["en": "Long"]), ("Cancel", ["en": "Cancel", "es": "Cancelar"]),
    ])
    let seed = try catalog([("Plan.7.name", ["en": "Psalms", "de": "Psalmen"]), ("Plan.x.y.summary", ["en": "Dotted entity"])])
    for (catalog, format, fields) in [(plans, InterchangeFormat.json, ["name", "summary"]), (seed, .json, ["name", "summary"]), (seed, .plist, nil)] {
      var options = ExportOptions(settings: ExportSettings(name: "readingPlans"))
      options.entities = true
      options.fields = fields
      try InterchangeSupport.assertRoundTrip(catalog, format: format, options: options, context: "\(catalog.strings.keys)")
    }
  }

  /// Real catalogs' dotted keys (`settings.title`) are records too: as json records and as a
  /// plist seed, every one goes out and comes back without a change.
  func testCorpusRecordsRoundTrip() throws {
    try TestCorpus.require()
    let folder = InterchangeSupport.corpusFolder
    var recordKeys = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".xcstrings") {
      guard let whole = try? CatalogReader.read(path: folder.appendingPathComponent(name).path).catalog else { continue }
      // The first 400 record keys of each catalog: every catalog's shapes, at a tenth of the time.
      var catalog = Catalog(sourceLanguage: whole.sourceLanguage, version: whole.version, extra: whole.extra)
      for key in whole.strings.keys where RecordKey(key) != nil && catalog.strings.count < 400 {
        catalog.strings[key] = whole.strings[key]
      }
      let records = catalog.strings.keys.compactMap(RecordKey.init)
      guard !records.isEmpty else { continue }
      recordKeys += records.count
      for format in [InterchangeFormat.json, .plist] {
        var options = ExportOptions(settings: ExportSettings(name: "Records"))
        options.entities = true
        options.fields = format == .json ? Array(Set(records.map(\.field))).sorted() : nil
        try InterchangeSupport.assertRoundTrip(catalog, format: format, options: options, context: name)
      }
    }
    XCTAssertGreaterThan(recordKeys, 0)
  }

  func testThePlistSeedSplitsKeysAsTheJSONRecordsDo() throws {
    let result = PlistExporter.export(
      try catalog([("App.Plan.7.name", ["en": "Psalms"])]), settings: ExportSettings(name: "InitialData"), entities: true)
    let text = try XCTUnwrap(InterchangeSupport.text(result, "InitialData.plist"))
    XCTAssertTrue(text.contains("<key>App.Plan</key>\n\t\t<array>\n\t\t\t<dict>\n\t\t\t\t<key>id</key>\n\t\t\t\t<string>7</string>"), text)
  }

  /// A catalog value replaces a base number only when it is a JSON number itself.
  func testABaseNumberTakesOnlyTextsThatAreJSONNumbers() throws {
    let valid = ["0", "-0", "365", "1.5", "-2e10", "3E+2", "0.25e-3"]
    let invalid = ["-", "007", "1.", ".5", "1e", "+1", "0x10", "1 ", "NaN"]
    let texts = valid + invalid
    let base = "[" + texts.indices.map { "{\"id\": \($0), \"n\": 1}" }.joined(separator: ",") + "]"
    let result = try export(catalog(texts.enumerated().map { ("\($0.offset).n", ["en": $0.element]) }), base: base)
    guard case .array(let items) = try JSONTree.parse(XCTUnwrap(result.files.first).bytes) else { return XCTFail() }
    XCTAssertEqual(items.map { $0["n"] }, valid.map { .number($0) } + invalid.map { .string($0) })
    XCTAssertEqual(result.warnings.count, invalid.count)
  }
}
