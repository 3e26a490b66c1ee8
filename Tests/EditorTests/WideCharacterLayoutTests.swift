import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// CJK, emoji and combining text must never push a column out of line.
final class WideCharacterLayoutTests: XCTestCase {
  private func wideCatalog() throws -> Catalog {
    try Fixtures.catalog(#"""
      {"sourceLanguage":"en","strings":{
        "日本語のキーはとても長いのでここで切れます":{"localizations":{
          "ja":{"stringUnit":{"state":"translated","value":"全角文字だけの長い翻訳テキストです、ここで切れる"}},
          "zh-Hans":{"stringUnit":{"state":"new","value":"简体中文的翻译"}}}},
        "🎉🎉 party 🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉":{"localizations":{
          "ja":{"stringUnit":{"state":"needs_review","value":"パーティー🎉👨‍👩‍👧‍👦"}},
          "ko":{"stringUnit":{"state":"translated","value":"한국어 번역 텍스트가 깁니다"}}}},
        "Cafe\u0301 ✓ combining":{"localizations":{
          "ko":{"stringUnit":{"state":"translated","value":"카페"}},
          "zh-Hans":{"stringUnit":{"state":"translated","value":"咖啡馆\n第二行"}}}},
        "Plain":{}
      },"version":"1.0"}
      """#)
  }

  func testColumnsAlignWithWideCharactersAtSeveralSizes() throws {
    for (width, height) in [(100, 30), (80, 24), (61, 15), (40, 10), (133, 20)] {
      var harness = EditorHarness(catalog: try wideCatalog(), width: width, height: height)
      for script in ["", "<Tab>", "<Tab><Tab>", "jj<Tab>"] {
        harness.type(script)
        let lines = harness.lines
        let expected = EditorHarness.separatorColumns(in: lines[0])
        XCTAssertFalse(expected.isEmpty)
        let layout = ScreenLayout(width: width, height: height, languageCount: harness.state.columns.count)
        for row in 0...(layout.gridRows) where !lines[row].isEmpty {
          XCTAssertEqual(EditorHarness.separatorColumns(in: lines[row]), expected, "\(width)×\(height) row \(row): \(lines[row])")
        }
        for line in lines {
          XCTAssertLessThanOrEqual(displayWidth(line), width, "\(width)×\(height): \(line)")
        }
        let screen = harness.screen
        for row in 0..<height {
          let cells = (0..<width).map { screen[row, $0].width }
          XCTAssertEqual(cells.reduce(0, +), width, "every row is exactly the screen width (row \(row))")
        }
      }
    }
  }

  func testWideTextIsCutWithAnEllipsisAtTheCellEdge() throws {
    let harness = EditorHarness(catalog: try wideCatalog())
    let line = try XCTUnwrap(harness.gridLine(containing: "日本語"))
    XCTAssertEqual(line, "  日本語のキーはとても長い… │   日本語のキーはとて… │   全角文字だけの長い… │∅  missing")
  }
}
