import Foundation
import Interchange
import StringCatalog
import TestSupport
import XCTest

/// export → import into the same catalog changes nothing, for every format.
final class RoundTripTests: XCTestCase {
  private func options(_ states: Set<TranslationState> = ExportSettings.defaultStates) -> ExportOptions {
    var options = ExportOptions(settings: ExportSettings(name: "Sample", states: states))
    options.entities = false
    return options
  }

  func testSampleRoundTripsThroughEveryFormat() throws {
    let sample = try InterchangeSupport.sample()
    for format in InterchangeFormat.allCases {
      try InterchangeSupport.assertFaithful(sample, format: format, options: options())
      try InterchangeSupport.assertRoundTrip(sample, format: format, options: options())
      try InterchangeSupport.assertRoundTrip(sample, format: format, options: options(SourceStatesForTests.all), context: "all states")
    }
  }

  func testCorpusRoundTripsThroughEveryFormat() throws {
    try TestCorpus.require()
    let folder = InterchangeSupport.corpusFolder
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    for name in names.sorted() where name.hasSuffix(".xcstrings") {
      guard let catalog = try? CatalogReader.read(path: folder.appendingPathComponent(name).path).catalog else { continue }
      for format in InterchangeFormat.allCases {
        try InterchangeSupport.assertFaithful(catalog, format: format, options: options(), context: name)
      }
    }
  }

  func testChangedValueIsImportedAndOthersStayAsTheyWere() throws {
    let sample = try InterchangeSupport.sample()
    let options = options()
    let exported = Interchange.export(sample, format: .json, options: options)
    let language = try XCTUnwrap(sample.languages.dropFirst().first)
    var records = try InterchangeImport.records(format: .json, files: exported.files, options: options)
    let slot = try XCTUnwrap(records.firstIndex { $0.language == language && { if case .text = $0.value { return true } else { return false } }($0) })
    records[slot].value = .text("Geändert")
    var copy = sample
    let report = InterchangeImport.apply(records, format: .json, to: &copy, options: options)
    XCTAssertEqual(report.changedValues, 1)
    XCTAssertEqual(copy.strings[records[slot].key]?.localization(language)?.stringUnit?.value, "Geändert")
    XCTAssertEqual(copy.strings[records[slot].key]?.localization(language)?.stringUnit?.state, .translated)
  }
}

enum SourceStatesForTests {
  static let all: Set<TranslationState> = [.translated, .needsReview, .new, .machineTranslated, .stale]
}
