import Foundation
import StringCatalog
import XCTest

@testable import Editor

/// Issue 33 item 12: a catalog not in Xcode's order (CotEditor's `Document.xcstrings`) says so
/// at open and asks once before its first save, naming how many keys the save moves.
final class OrderNoticeTests: XCTestCase {
  /// "Zoom" before "Apple" and "Banana": sorting moves one key (Zoom), not all three.
  static let unordered = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Zoom" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Zoom" } }
          }
        },
        "Apple" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Apfel" } }
          }
        },
        "Banana" : {

        }
      },
      "version" : "1.0"
    }
    """

  private static let notice = "Document.xcstrings is not in Xcode's order: a save reorders 1 key"

  /// The file as CotEditor's is: read from disk, as the app opens it.
  private func harness() throws -> EditorHarness {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-order-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Document.xcstrings").path
    try Data(Self.unordered.utf8).write(to: URL(fileURLWithPath: path))
    let document = try CatalogDocument.open(path: path).document
    XCTAssertEqual(document.misplacedKeys, 1)
    return EditorHarness(document: document, options: EditorOptions(displayPath: "Document.xcstrings"))
  }

  func testTheNoticeAtOpenAndTheQuestionBeforeTheFirstSaveOnly() throws {
    var harness = try harness()
    XCTAssertTrue(harness.messageLine.hasPrefix(Self.notice), harness.messageLine)
    harness.type("jjy")  // one edit: Banana's de from the source
    XCTAssertEqual(harness.type("<C-s>"), [])
    XCTAssertEqual(harness.messageLine, Self.notice + " — s save · Esc back")
    XCTAssertEqual(harness.type("<Esc>"), [], "Esc: not saved")
    XCTAssertEqual(harness.type("<C-s>"), [], "asked again: it was not answered")
    XCTAssertEqual(harness.type("s"), [.save])
    // Once answered, later saves do not ask (the app's save writes the file in order).
    harness.type("u")
    XCTAssertEqual(harness.type("<C-s>"), [.save])
  }

  func testQuitsSaveAsksTooAndAnOrderedCatalogNeverDoes() throws {
    var harness = try harness()
    harness.type("jjy")
    XCTAssertEqual(harness.type(":wq<Enter>"), [])
    XCTAssertEqual(harness.type("s"), [.saveAndQuit])
    var ordered = try sampleHarness()
    XCTAssertFalse(ordered.messageLine.contains("Xcode's order"), ordered.messageLine)
    ordered.type("jjy")
    XCTAssertEqual(ordered.type("<C-s>"), [.save])
  }

  func testTheCountIsTheKeysOutsideTheLongestOrderedRun() {
    XCTAssertEqual(CatalogOrder.misplacedCount(["a", "b", "c"]), 0)
    XCTAssertEqual(CatalogOrder.misplacedCount(["z", "a", "b", "c"]), 1)
    XCTAssertEqual(CatalogOrder.misplacedCount(["c", "b", "a"]), 2)
    XCTAssertEqual(CatalogOrder.misplacedCount(["item 10", "item 9"]), 1, "numeric order: 9 before 10")
  }
}
