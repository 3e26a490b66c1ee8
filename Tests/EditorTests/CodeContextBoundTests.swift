import Foundation
import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Issue 33 items 9 and 11: at 80 columns the code line shows the code (a long path gives up its
/// start); a key used in many places says so instead of listing a few; the empty key and keys
/// no literal can be told by are not looked up.
final class CodeContextBoundTests: XCTestCase {
  static let boundCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {

        },
        "%@" : {

        },
        "OK" : {

        },
        "toolbar.find" : {

        }
      },
      "version" : "1.0"
    }
    """

  static var boundTree: [String: String] {
    var oks = "import SwiftUI\n"
    for index in 0..<14 { oks += "let ok\(index) = Text(\"OK\") + Text(\"\") + Text(\"\\(index)\")\n" }
    return [
      "CotEditor/Sources/Document Window/Toolbar/Find Panel/FindPanelToolbarItemController.swift":
        "import AppKit\nlet item = NSLocalizedString(\"toolbar.find\", comment: \"\")\n",
      "Views/Buttons.swift": oks,
    ]
  }

  private func boundHarness() throws -> EditorHarness {
    let folder = try sourceTree(Self.boundTree)
    var (harness, _) = try harnessSaving(Self.boundCatalog, width: 80, height: 24)
    harness.state.codeScanStarted()
    harness.state.adoptCodeUses(Result { () throws(CodeScanError) in try CodeUses.scan(folders: [folder], shownRelativeTo: folder) })
    return harness
  }

  private func codeLines(_ harness: EditorHarness) -> [String] {
    harness.lines[CodeContextTests.detailRows].filter { $0.hasPrefix("code ") }
  }

  func testALongPathGivesWayToTheCode() throws {
    var harness = try boundHarness()
    harness.type("G")
    XCTAssertEqual(harness.state.currentKey, "toolbar.find")
    XCTAssertEqual(
      codeLines(harness), ["code     …ItemController.swift:2  let item = NSLocalizedString(\"toolbar.find\", …"])
  }

  func testAKeyUsedInManyPlacesSaysSo() throws {
    var harness = try boundHarness()
    harness.type("jj")
    XCTAssertEqual(harness.state.currentKey, "OK")
    XCTAssertEqual(codeLines(harness), ["code     used in many places (14 in 1 file)"])
  }

  func testTheEmptyKeyAndAPlaceholderKeyAreNotLookedUp() throws {
    var harness = try boundHarness()
    XCTAssertEqual(harness.state.currentKey, "")
    XCTAssertEqual(codeLines(harness), [])
    harness.type("j")
    XCTAssertEqual(harness.state.currentKey, "%@")
    XCTAssertEqual(codeLines(harness), [])
    XCTAssertFalse(CodeContextLines.isIdentifiable(" %lld "))
    XCTAssertTrue(CodeContextLines.isIdentifiable("%lld stops"))
    XCTAssertTrue(CodeContextLines.isIdentifiable("日本"))
  }
}
