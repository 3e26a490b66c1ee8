import StringCatalog
import TerminalScreen

@testable import Editor

/// Looks at the editor's state directly, for assertions that the screen would make clumsy.
extension EditorHarness {
  var currentKey: String? { state.currentKey }
  var currentLanguage: String { state.currentLanguage }
  var visibleKeys: [String] { state.rows.catalogIndices.map { catalog.strings.keys[$0] } }
  var message: String? { state.message?.text }
  var isModified: Bool { state.document.isModified }

  /// Display columns where "│" (or the scrolled-left "◂") separators sit in a rendered line.
  static func separatorColumns(in line: String) -> [Int] {
    var columns: [Int] = []
    var column = 0
    for character in line {
      if character == "│" || character == "◂" { columns.append(column) }
      column += displayWidth(String(character))
    }
    return columns
  }
}
