import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// States are stored as one word (known states as cases, others boxed); they must still behave
/// exactly as their text: equal, hashed and written back as the text they were read from.
final class TranslationStateTests: XCTestCase {
  func testEveryStateKeepsItsTextAndEqualsTheSameTextReadAgain() {
    let texts = ["translated", "needs_review", "new", "stale", "machine_translated", "reviewed_by_legal", "", "Translated", "new "]
    for text in texts {
      let state = TranslationState(text)
      XCTAssertEqual(state.rawValue, text)
      XCTAssertEqual(state.description, text)
      // A string made from bytes, as the reader makes it (not a literal).
      let read = TranslationState(rawValue: String(decoding: Array(text.utf8), as: UTF8.self))
      XCTAssertEqual(read, state, text)
      XCTAssertEqual(read.hashValue, state.hashValue, text)
      for other in texts where other != text {
        XCTAssertNotEqual(TranslationState(other), state, "\(other) against \(text)")
      }
    }
    XCTAssertEqual(TranslationState("needs_review"), .needsReview)
    XCTAssertEqual(TranslationState("machine_translated"), .machineTranslated)
    XCTAssertEqual(Set(texts.map { TranslationState(rawValue: $0) }).count, texts.count)
  }

  func testSettingTheTextChangesTheState() {
    var state = TranslationState.translated
    state.rawValue = "needs_review"
    XCTAssertEqual(state, .needsReview)
    XCTAssertTrue(state.awaitsReview)
    state.rawValue = "signed_off"
    XCTAssertEqual(state.rawValue, "signed_off")
    XCTAssertFalse(state.awaitsReview)
    state.rawValue = "translated"
    XCTAssertEqual(state, .translated)
  }

  /// The reason for the boxed form: a localization (600,000 in the benchmark catalog) stays at
  /// 40 bytes.
  func testAStateTakesOneWordAndALocalizationFortyBytes() {
    XCTAssertEqual(MemoryLayout<TranslationState>.size, 8)
    XCTAssertEqual(MemoryLayout<StringUnit>.size, 32)
    XCTAssertEqual(MemoryLayout<Localization>.stride, 40)
  }

  /// An unknown state survives a read and a write, byte for byte.
  func testAnUnknownStateRoundTrips() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "reviewed_by_legal",
                  "value" : "Hallo"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let catalog = try CatalogReader.read(bytes: Array(text.utf8)).catalog
    XCTAssertEqual(catalog.strings["k"]?.localization("de")?.stringUnit?.state.rawValue, "reviewed_by_legal")
    XCTAssertEqual(String(decoding: CatalogWriter.bytes(catalog, capacityHint: 0), as: UTF8.self), text)
  }
}
