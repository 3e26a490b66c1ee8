import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The locator finds each finding's place by walking its entry's bytes and comparing member
/// names as bytes (`EntryFindingOffsets`); it must give every finding the line and column that
/// the dictionary of an entry's points (`EntryPoints`, which it replaced) gave, in any layout.
final class FindingPlacesTests: XCTestCase {
  /// Findings at every depth: a plain string, plural forms (missing, unused, present), a
  /// substitution's plural map, device forms, a string set, a missing language, a stale entry;
  /// and names only a byte comparison could get wrong: escaped member names (`r\u0075` is ru,
  /// `c\u006Funt` is count) and a language written twice (the last one wins).
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } },
              "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Datei" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien." } }
            } } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
            } } },
            "r\u0075" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "new", "value" : "%lld файл" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } }
            } } }
          }
        },
        "Count" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
              "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
              } } } }
            },
            "ru" : {
              "stringUnit" : { "state" : "needs_review", "value" : "%#@count@" },
              "substitutions" : { "c\u006Funt" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg штука" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg штук." } }
              } } } }
            }
          }
        },
        "Devices" : {
          "localizations" : {
            "de" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "new", "value" : "Klicken" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen!" } }
            } } },
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } }
            } } }
          }
        },
        "Plain" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Schlicht." } }
          }
        },
        "Set" : {
          "localizations" : {
            "de" : { "stringSet" : { "state" : "needs_review", "values" : [ "Eins", "Zwei" ] } },
            "en" : { "stringSet" : { "state" : "translated", "values" : [ "One", "Two" ] } }
          }
        },
        "Stale" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "Alt" } }
          }
        },
        "Twice" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "new", "value" : "Erst" } },
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Дважды" } },
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Zweit" } }
          }
        }
      }
    }
    """#

  /// Where each finding pointed with the dictionary walk: its localization's points, the longest
  /// enclosing path found, else the language key, else the entry's key.
  private func dictionaryOffsets(_ findings: [Finding], bytes: [UInt8]) -> [Int?] {
    bytes.withUnsafeBufferPointer { buffer in
      let index = CatalogEntryIndex(bytes: buffer)
      return findings.map { finding in
        guard !finding.hasLocation, let key = finding.key, let place = index[key] else { return nil }
        guard let language = finding.language else { return place.keyOffset }
        let points = EntryPoints(bytes: buffer, valueOffset: place.valueOffset, wanted: [language])
        guard let localization = points.localization(language) else { return place.keyOffset }
        return localization.offset(for: finding.path) ?? localization.offset
      }
    }
  }

  /// Lints `bytes` and compares each finding's line and column with the dictionary walk's.
  @discardableResult
  private func assertSamePlaces(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [Finding]
  {
    let read = try CatalogReader.read(bytes: bytes, parallel: false)
    var findings = CatalogChecker(catalog: read.catalog).run(read.catalog)
    let expected = dictionaryOffsets(findings, bytes: bytes)
    FindingLocator(bytes: bytes).locate(&findings)
    let locator = SourceLocator(bytes: bytes)
    for (finding, offset) in zip(findings, expected) {
      let want = offset.map { locator.location(of: $0) }.map { "\($0.line):\($0.column)" } ?? "-"
      XCTAssertEqual(
        "\(finding.line ?? 0):\(finding.column ?? 0)", want,
        "\(name): \(finding.key ?? "-") · \(finding.language ?? "-") · \(finding.path) [\(finding.check)]", file: file,
        line: line)
    }
    return findings
  }

  private static let layouts = ReadLayouts.layouts

  func testEveryFindingIsWhereTheDictionaryWalkPutItInEveryLayout() throws {
    let xcode = Array(Self.catalog.utf8)
    for (name, layout) in Self.layouts {
      let bytes = layout?.apply(to: xcode) ?? xcode
      let findings = try assertSamePlaces(bytes, name)
      let paths = Set(findings.map { "\($0.language ?? "-") \($0.path)" })
      for expected in [
        "de plural.few", "de plural.one", "ru plural.few", "ru plural.one", "ru substitutions.count.plural.many",
        "ru substitutions.count.plural.one", "ru ", "de device.mac", "de stringSet", "de ",
      ] where !paths.contains(expected) {
        XCTFail("\(name): no finding at \(expected) (\(paths.sorted()))")
      }
      XCTAssertTrue(findings.contains { $0.check == .stale && $0.language == nil }, "\(name): an entry-level finding")
      XCTAssertTrue(findings.contains { $0.check == .missing && $0.key == "Plain" }, "\(name): a missing language")
    }
  }

  /// Real positions, not only agreement: in Xcode's layout, the string set's finding is at its
  /// values, the second German of "Twice" is the one reported, and Russian's missing plural
  /// forms of the escaped substitution name are at its plural map.
  func testFindingsPointAtTheirValuesAndMaps() throws {
    let bytes = Array(Self.catalog.utf8)
    let findings = try assertSamePlaces(bytes, "Xcode")
    let lines = Self.catalog.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func place(_ key: String, _ language: String, _ path: String) -> String? {
      findings.first { $0.key == key && $0.language == language && $0.path == path }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
    }
    func column(of text: String, onLineWith marker: String, after: Int = 0) -> String {
      let index = lines.indices.first { $0 >= after && lines[$0].contains(marker) } ?? 0
      let line = lines[index]
      let offset = line.distance(from: line.startIndex, to: line.range(of: text)?.lowerBound ?? line.startIndex)
      return "\(index + 1):\(offset + 1)"
    }
    XCTAssertEqual(place("Set", "de", "stringSet"), column(of: "[", onLineWith: "\"Eins\""))
    XCTAssertEqual(place("Twice", "de", ""), column(of: "\"Zweit\"", onLineWith: "\"Zweit\""))
    let countLine = lines.firstIndex { $0.contains("c\\u006Funt") } ?? 0
    XCTAssertEqual(
      place("Count", "ru", "substitutions.count.plural.many"),
      column(of: "\"plural\"", onLineWith: "\"plural\"", after: countLine))
    XCTAssertEqual(place("%lld files", "ru", "plural.few"), column(of: "\"plural\"", onLineWith: "r\\u0075"))
  }

  func testAGeneratedCatalogIsLocatedAsBeforeInEveryLayout() throws {
    let catalog = ReadLayouts.catalog(entries: 400)
    for (name, layout) in Self.layouts {
      let findings = try assertSamePlaces(ReadLayouts.bytes(catalog, layout: layout), name)
      XCTAssertGreaterThan(findings.count, 200, name)
    }
  }

  /// Lone string units are read straight through (`plainStringUnitValue`); every other shape is
  /// left to the general walk, and either way each finding is where the dictionary walk puts it.
  func testLoneStringUnitsAreReadStraightThroughAndOtherShapesWalked() throws {
    let shapes: [(localization: String, isPlain: Bool)] = [
      (#"{ "stringUnit" : { "state" : "new", "value" : "Neu." } }"#, true),
      (#"{"stringUnit":{"value":"Neu.","state":"new"}}"#, true),
      ("{\n\t\"stringUnit\" :\r\n{ \"state\"\t: \"new\" ,\n\"value\":\"Neu \\\" \\\\\" } }", true),
      (#"{ "stringUnit" : { "state" : "new", "value" : "Erst", "value" : "Zweit" } }"#, false),
      (#"{ "stringUnit" : { "st\u0061te" : "new", "value" : "Neu." } }"#, false),
      (#"{ "stringUnit" : { "state" : "new", "value" : "Neu.", } }"#, false),
      (#"{ "stringUnit" : { "state" : "new", "value" : "Erst" }, "stringUnit" : { "state" : "new", "value" : "Zweit" } }"#, false),
      (#"{ "stringUnit" : { "state" : "new", "value" : "Neu.", "x" : 1 } }"#, false),
      (#"{ "stringUnit" : { "state" : "new", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "new", "value" : "%arg" } } } } } } }"#, false),
    ]
    for (index, shape) in shapes.enumerated() {
      let bytes = Array(shape.localization.utf8)
      let value = bytes.withUnsafeBufferPointer { buffer -> Int? in
        var cursor = MemberCursor(bytes: buffer)
        return cursor.plainStringUnitValue()
      }
      XCTAssertEqual(value != nil, shape.isPlain, shape.localization)
      if let value { XCTAssertEqual(bytes[value], UInt8(ascii: "\""), shape.localization) }
      let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Key \(index)" : {
              "localizations" : {
                "de" : \(shape.localization),
                "en" : { "stringUnit" : { "state" : "translated", "value" : "New!" } }
              }
            }
          }
        }
        """
      let findings = try assertSamePlaces(Array(catalog.utf8), "shape \(index)")
      XCTAssertTrue(findings.contains { $0.language == "de" && $0.line != nil }, "shape \(index): a German finding")
    }
  }

  /// A finding at a localization's own string: the walk passes over the entry's substitutions
  /// without visiting them, so its steps do not grow with their number (the dictionary walk
  /// recorded every point of the localization).
  func testAFindingAtALocalizationsStringDoesNotVisitItsSubstitutions() {
    func steps(_ count: Int) -> Int {
      let bytes = CatalogWriter.bytes(CheckWorkTests.chain(count))
      var findings = [
        Finding(check: .needsReview, severity: .warning, key: "chain", language: "de", path: "", message: "needs review")
      ]
      let work = CheckWork()
      FindingLocator(bytes: bytes).locateEntry(&findings, findings.indices, work: work)
      XCTAssertNotNil(findings[0].line)
      return work.steps
    }
    let small = steps(100)
    XCTAssertEqual(small, steps(1_000), "steps for 100 and 1,000 substitutions")
    XCTAssertLessThan(small, 40)
  }

  /// A large catalog is read in two halves at once: the same bytes as one read.
  func testALargeFileIsReadWhole() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("large.xcstrings").path
    let bytes = (0..<(LintFileBytes.splitSize + 12_345)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(try LintFileBytes.read(path: path, limit: Int.max), bytes)
    XCTAssertThrowsError(try LintFileBytes.read(path: path, limit: 1_000))
  }
}
