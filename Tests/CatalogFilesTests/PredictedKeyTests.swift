import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// A map's next key is first compared, as two words, with the key the last map of its kind had
/// there; it must take exactly the names `readString` would read as that key, and nothing else.
final class PredictedKeyTests: XCTestCase {
  private static func consumes(_ predicted: String, in input: [UInt8]) -> (taken: Bool, position: Int) {
    input.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      let taken = scanner.consumePredictedKey(predicted)
      return (taken, scanner.position)
    }
  }

  func testAKeyOfEveryShortLengthIsTakenExactlyWhenItIsTheNameThere() {
    let padding = [UInt8](repeating: 0x20, count: 20)
    var compared = 0
    for count in 0...16 {
      let key = String((0..<count).map { Character(Unicode.Scalar(UInt8(0x61 + $0))) })
      let exact = Array("\"\(key)\"".utf8)
      let result = Self.consumes(key, in: exact + Array(" : 1".utf8) + padding)
      // Only short strings (at most 15 bytes) are predicted.
      let predictable = count <= 15
      XCTAssertEqual(result.taken, predictable, "\(key)")
      XCTAssertEqual(result.position, predictable ? exact.count : 0, "\(key)")
      // Any byte after the opening quote (which the caller has checked) changed, the closing
      // quote included, or the name cut short: not taken.
      for index in exact.indices.dropFirst() {
        for change: UInt8 in [0x01, 0x20, 0x80] {
          var changed = exact
          changed[index] ^= change
          XCTAssertFalse(Self.consumes(key, in: changed + padding).taken, "\(key), byte \(index) ^ \(change)")
          compared += 1
        }
        if index < exact.count - 1 {
          XCTAssertFalse(Self.consumes(key, in: Array(exact[..<index]) + [0x22] + padding).taken, "\(key) cut at \(index)")
        }
      }
      // A longer name that starts with the key.
      XCTAssertFalse(Self.consumes(key, in: Array("\"\(key)x\"".utf8) + padding).taken, "\(key)x")
    }
    XCTAssertGreaterThan(compared, 300)
  }

  func testNonASCIIKeysAndTheEndOfTheInputFallBackToReadingTheString() {
    XCTAssertFalse(Self.consumes("é", in: Array("\"é\" : 1".utf8) + [UInt8](repeating: 0x20, count: 20)).taken)
    // Fewer than 17 bytes left: the word loads would pass the end.
    XCTAssertFalse(Self.consumes("de", in: Array("\"de\" : 1".utf8)).taken)
  }

  /// Read as a whole, a catalog whose entries share, miss and reorder languages gives the same
  /// model with and without the prediction (and the same duplicate warnings).
  func testMapsReadWithPredictionEqualMapsReadWithout() throws {
    let text = """
      {"sourceLanguage":"en","strings":{
      "a":{"localizations":{"de":{"stringUnit":{"state":"new","value":"1"}},"en":{"stringUnit":{"state":"new","value":"2"}},"fr":{"stringUnit":{"state":"new","value":"3"}}}},
      "b":{"localizations":{"de":{"stringUnit":{"state":"new","value":"4"}},"fr":{"stringUnit":{"state":"new","value":"5"}}}},
      "c":{"localizations":{"fr":{"stringUnit":{"state":"new","value":"6"}},"de":{"stringUnit":{"state":"new","value":"7"}},"de":{"stringUnit":{"state":"new","value":"8"}}}},
      "d":{"localizations":{"de":{"stringUnit":{"state":"new","value":"9"}},"en":{"stringUnit":{"state":"new","value":"10"}},"fr":{"stringUnit":{"state":"new","value":"11"}}}}
      }}
      """
    let bytes = Array(text.utf8)
    func read(predicting: Bool) throws -> (Catalog, [String]) {
      try bytes.withUnsafeBufferPointer { buffer in
        var scanner = JSONScanner(bytes: buffer)
        scanner.predictsKeys = predicting
        let catalog = try scanner.readCatalog()
        return (catalog, scanner.duplicates.map { "\($0.key) \($0.objectStart) \($0.secondOffset)" })
      }
    }
    let predicted = try read(predicting: true)
    let plain = try read(predicting: false)
    XCTAssertEqual(predicted.0, plain.0)
    XCTAssertEqual(predicted.1, plain.1)
    XCTAssertEqual(predicted.1.count, 1)
    XCTAssertEqual(predicted.0.strings["c"]?.localizations?.keys, ["de", "fr"])
    XCTAssertEqual(predicted.0.strings["c"]?.localization("de")?.stringUnit?.value, "8")
  }
}
