import Foundation
import XCTest

/// Records (issue 21): `export --format json --entities [--base]` writes the files a reading app
/// decodes, `import --format json|plist --entities` reads them (and seeds) back, byte for byte.
final class RecordsCLITests: XCTestCase {
  /// The app's own English file, the shape of the issue's seed.
  private static let baseEnglish = """
    [
      {"name": "The Bible in a Year", "id": 1001, "createDate": "2025-10-27", "lastModifiedDate": "2025-10-27", "summary": "Read it all in 365 days.", "duration": 365, "scheduleType": "daily"},
      {"name": "Psalms in a Month", "id": 1002, "createDate": "2025-11-01", "lastModifiedDate": "2025-11-02", "summary": "A psalm a day.", "duration": 30, "scheduleType": "daily"}
    ]

    """

  /// What the app decodes in Spanish: the base's records with the catalog's fields; 1002's
  /// summary is not translated, so it comes from English through the fallback chain.
  private static let expectedSpanish = """
    [
      {"name": "La Biblia en un año", "id": 1001, "createDate": "2025-10-27", "lastModifiedDate": "2025-10-27", "summary": "Léela entera en 365 días.", "duration": 365, "scheduleType": "daily"},
      {"name": "Salmos en un mes", "id": 1002, "createDate": "2025-11-01", "lastModifiedDate": "2025-11-02", "summary": "A psalm a day.", "duration": 30, "scheduleType": "daily"}
    ]

    """

  private static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "1001.name" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "The Bible in a Year" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "La Biblia en un año" } }
          }
        },
        "1001.summary" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Read it all in 365 days." } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Léela entera en 365 días." } }
          }
        },
        "1002.name" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Psalms in a Month" } },
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Salmos en un mes" } }
          }
        },
        "1002.summary" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "A psalm a day." } }
          }
        },
        "Cancel" : {
          "localizations" : {
            "es" : { "stringUnit" : { "state" : "translated", "value" : "Cancelar" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  private func plans(_ folder: CLIFolder) throws -> String {
    let catalog = try folder.write("readingPlans.xcstrings", Array(Self.catalog.utf8))
    // Glossa's own form of the catalog, so "changes nothing" compares against what it writes.
    let formatted = try GlossaExecutable.run(["format", catalog])
    XCTAssertEqual(formatted.status, 0, formatted.stderr)
    return catalog
  }

  func testExportOverTheAppsFileGivesTheSeedShapeInEveryLanguage() throws {
    let folder = try CLIFolder()
    let catalog = try plans(folder)
    let base = try folder.write("readingPlans-en.json", Array(Self.baseEnglish.utf8))
    let expected = try folder.write("expected-es.json", Array(Self.expectedSpanish.utf8))
    let run = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--base", base, "--out", folder.path("out"), catalog])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Wrote 3 files to \(folder.path("out"))\n")
    XCTAssertEqual(run.stderr, "glossa: warning: 1 key left out, not ID.FIELD records: \"Cancel\"\n")
    XCTAssertEqual(try PythonReader.ordered(folder.path("out/readingPlans-es.json")), try PythonReader.ordered(expected))
    XCTAssertEqual(try PythonReader.ordered(folder.path("out/readingPlans-en.json")), try PythonReader.ordered(base))
    let languages = try PythonReader.run(
      "import json,sys; d=json.load(open(sys.argv[1])); print(d['layout'], [l['code'] for l in d['languages']])",
      [folder.path("out/readingPlans-languages.json")])
    XCTAssertEqual(languages, "json ['en', 'es']\n")

    // The same export again writes the same bytes.
    let again = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--base", base, "--out", folder.path("again"), catalog])
    XCTAssertEqual(again.status, 0, again.stderr)
    for language in ["en", "es"] {
      XCTAssertEqual(try folder.bytes("again/readingPlans-\(language).json"), try folder.bytes("out/readingPlans-\(language).json"))
    }
  }

  func testWithoutABaseIDsOfDigitsAreNumbersAndExportThenImportChangesNothing() throws {
    let folder = try CLIFolder()
    let catalog = try plans(folder)
    let before = try folder.bytes("readingPlans.xcstrings")
    let run = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--out", folder.path("out"), catalog])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(
      try PythonReader.ordered(folder.path("out/readingPlans-es.json")),
      #"[[["id", 1001], ["name", "La Biblia en un año"], ["summary", "Léela entera en 365 días."]], "#
        + #"[["id", 1002], ["name", "Salmos en un mes"], ["summary", "A psalm a day."]]]"# + "\n")
    let back = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name,summary", "--to", catalog, folder.path("out")])
    XCTAssertEqual(back.status, 0, back.stderr)
    XCTAssertEqual(back.stdout, "Imported 0 changed values (0 new keys; 8 unchanged) in 2 languages into \(catalog)\n")
    XCTAssertEqual(try folder.bytes("readingPlans.xcstrings"), before)

    // Over the app's file too: its other members are never keys.
    let base = try folder.write("readingPlans-en.json", Array(Self.baseEnglish.utf8))
    let over = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--base", base, "--out", folder.path("over"), catalog])
    XCTAssertEqual(over.status, 0, over.stderr)
    let overBack = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name,summary", "--to", catalog, folder.path("over")])
    XCTAssertEqual(overBack.status, 0, overBack.stderr)
    XCTAssertTrue(overBack.stdout.hasPrefix("Imported 0 changed values"), overBack.stdout)
    XCTAssertEqual(try folder.bytes("readingPlans.xcstrings"), before)
  }

  func testImportingTheAppsFilesCreatesTheCatalogWithOnlyTheListedFields() throws {
    let folder = try CLIFolder()
    try folder.write("readingPlans-en.json", Array(Self.baseEnglish.utf8))
    try folder.write("readingPlans-es.json", Array(Self.expectedSpanish.utf8))
    let catalog = folder.path("readingPlans.xcstrings")
    let run = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name,summary", "--source-language", "en", "--to", catalog, folder.url.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Imported 8 changed values (4 new keys; 0 unchanged) in 2 languages into \(catalog)\n")
    let script = """
      import json,sys
      d = json.load(open(sys.argv[1]))
      lines = [d['sourceLanguage']] + [
          f"{key} { {l: v['stringUnit']['value'] for l, v in entry['localizations'].items()} }" for key, entry in d['strings'].items()]
      sys.stdout.write("\\n".join(lines) + "\\n")
      """
    XCTAssertEqual(
      try PythonReader.run(script, [catalog]),
      """
      en
      1001.name {'en': 'The Bible in a Year', 'es': 'La Biblia en un año'}
      1001.summary {'en': 'Read it all in 365 days.', 'es': 'Léela entera en 365 días.'}
      1002.name {'en': 'Psalms in a Month', 'es': 'Salmos en un mes'}
      1002.summary {'en': 'A psalm a day.', 'es': 'A psalm a day.'}

      """)
    // Files of another pack's name are not silently skipped.
    let named = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name", "--to", folder.path("Plans.xcstrings"), folder.url.path])
    XCTAssertEqual(named.status, 2)
    XCTAssertEqual(
      named.stderr, "glossa: no Plans-<lang>.json files in \(folder.url.path) (the pack's name is Plans; --name sets another)\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("Plans.xcstrings")))
    // A second catalog of another source language is refused, not mixed.
    let other = try GlossaExecutable.run(
      ["import", "--format", "json", "--entities", "--fields", "name", "--source-language", "de", "--to", catalog, folder.url.path])
    XCTAssertEqual(other.status, 2)
    XCTAssertEqual(other.stderr, "glossa: \(catalog): its source language is en, not de (--source-language)\n")
  }

  func testABaseRecordWithoutAnIDStopsTheExportAtItsPosition() throws {
    let folder = try CLIFolder()
    let catalog = try plans(folder)
    let base = try folder.write("base.json", Array("[\n  {\"id\": 1001, \"name\": \"x\"},\n  {\"name\": \"no id\"}\n]\n".utf8))
    let run = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--base", base, "--out", folder.path("out"), catalog])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "\(base):3:3: record 2 has no \"id\"\n")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("out")))
    let missing = try GlossaExecutable.run(["export", "--format", "json", "--entities", "--base", folder.path("nope.json"), catalog])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "glossa: \(folder.path("nope.json")): No such file or directory\n")
  }

  func testThePlistSeedReadsInPythonAndImportsBack() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write(
      "Seed.xcstrings",
      Array(
        #"""
        {"sourceLanguage":"en","strings":{
        "Plan.7.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Psalms"}},"de":{"stringUnit":{"state":"translated","value":"Psalmen"}}}},
        "Plan.7.summary":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Daily"}}}},
        "Author.david.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"David"}}}}},"version":"1.0"}
        """#.utf8))
    XCTAssertEqual(try GlossaExecutable.run(["format", catalog]).status, 0)
    let before = try folder.bytes("Seed.xcstrings")
    let run = try GlossaExecutable.run(["export", "--format", "plist", "--entities", "--name", "InitialData", "--out", folder.path("seed"), catalog])
    XCTAssertEqual(run.status, 0, run.stderr)
    let read = try PythonReader.run(
      "import plistlib,sys; d=plistlib.load(open(sys.argv[1],'rb')); print(sorted(d)); print(d['de'])", [folder.path("seed/InitialData.plist")])
    XCTAssertEqual(
      read, "['de', 'en']\n{'Author': [{'id': 'david', 'name': 'David'}], 'Plan': [{'id': '7', 'name': 'Psalmen', 'summary': 'Daily'}]}\n")
    let back = try GlossaExecutable.run(["import", "--format", "plist", "--entities", "--to", catalog, folder.path("seed")])
    XCTAssertEqual(back.status, 0, back.stderr)
    XCTAssertTrue(back.stdout.hasPrefix("Imported 0 changed values"), back.stdout)
    XCTAssertEqual(try folder.bytes("Seed.xcstrings"), before)
  }

  /// A Core Data seed written by hand: integer ids, and attributes that are data, not text.
  func testAHandWrittenSeedImportsItsListedFieldsIntoANewCatalog() throws {
    let folder = try CLIFolder()
    let seed = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>en</key><dict><key>Plan</key><array>
        <dict><key>id</key><integer>1001</integer><key>name</key><string>Year</string><key>duration</key><integer>365</integer></dict>
      </array></dict>
      <key>fr</key><dict><key>Plan</key><array>
        <dict><key>id</key><integer>1001</integer><key>name</key><string>Année</string><key>duration</key><integer>365</integer></dict>
      </array></dict>
      </dict></plist>

      """
    let file = try folder.write("InitialData.plist", Array(seed.utf8))
    let catalog = folder.path("Seed.xcstrings")
    let run = try GlossaExecutable.run(["import", "--format", "plist", "--entities", "--fields", "name", "--to", catalog, file])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "Imported 2 changed values (1 new key; 0 unchanged) in 2 languages into \(catalog)\n")
    XCTAssertEqual(
      try PythonReader.run("import json,sys; d=json.load(open(sys.argv[1])); print(sorted(d['strings']))", [catalog]), "['Plan.1001.name']\n")
  }
}
