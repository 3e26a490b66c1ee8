@testable import Editor
import StringCatalog
import TerminalScreen
import XCTest

/// Drives an `EditorState` the way the app does, without a terminal: keys in, screens out.
struct EditorHarness {
  var state: EditorState
  var width: Int
  var height: Int
  /// Every effect returned so far, in order.
  var effects: [EditorEffect] = []

  init(catalog: Catalog, options: EditorOptions = EditorOptions(displayPath: "Sample.xcstrings"), width: Int = 100, height: Int = 30, path: String? = nil) {
    state = EditorState(document: CatalogDocument(catalog: catalog, path: path), options: options)
    self.width = width
    self.height = height
    state.resize(width: width, height: height)
  }

  init(document: CatalogDocument, options: EditorOptions = EditorOptions(displayPath: "Sample.xcstrings"), width: Int = 100, height: Int = 30) {
    state = EditorState(document: document, options: options)
    self.width = width
    self.height = height
    state.resize(width: width, height: height)
  }

  /// Feeds a key script ("jj<Enter>Hallo<Enter>") and returns the effects it produced.
  @discardableResult
  mutating func type(_ script: String) -> [EditorEffect] {
    var produced: [EditorEffect] = []
    for key in parseKeyScript(script) {
      produced += state.handle(key)
    }
    effects += produced
    return produced
  }

  mutating func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    state.resize(width: width, height: height)
    effects += state.handle(.resize)
  }

  var screen: Screen { state.render(width: width, height: height).screen }
  var lines: [String] { screen.lines }
  var cursor: (row: Int, column: Int)? { state.render(width: width, height: height).cursor }

  var catalog: Catalog { state.document.catalog }
  var bytes: [UInt8] { CatalogWriter.bytes(catalog) }
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The line above the status bar (prompt, message or hints).
  var messageLine: String { lines[height - 2] }
  var statusLine: String { lines[height - 1] }

  /// The text of screen columns `columns` of `row` (wide characters counted once), untrimmed.
  func text(row: Int, columns: Range<Int>) -> String {
    let screen = self.screen
    return columns.map { screen[row, $0].text }.joined()
  }

  /// The grid row whose key cell shows `key` (first match), as rendered.
  func gridLine(containing key: String) -> String? {
    lines.prefix(height - 3).first { $0.contains(key) }
  }
}

enum Fixtures {
  /// Resources/Sample.xcstrings, found from this file's path (tests do not ship resources).
  static var samplePath: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Resources/Sample.xcstrings").path
  }

  static func sample() throws -> Catalog {
    try CatalogReader.read(path: samplePath).catalog
  }

  static func sampleBytes() throws -> [UInt8] {
    CatalogWriter.bytes(try sample())
  }

  static func catalog(_ json: String) throws -> Catalog {
    try CatalogReader.read(bytes: Array(json.utf8)).catalog
  }

  /// A catalog of plain keys "Item 1"…"Item n" translated into the given languages.
  static func items(_ count: Int, languages: [String] = ["de", "fr"], missingEvery: Int = 0) -> Catalog {
    var strings = KeyedList<Entry>()
    for number in 1...count {
      var entry = Entry(localizations: KeyedList())
      for language in languages where !(missingEvery > 0 && number % missingEvery == 0) {
        entry.setLocalization(Localization(value: "\(language) \(number)", state: .translated), for: language)
      }
      strings["Item \(number)"] = entry
    }
    return Catalog(sourceLanguage: "en", strings: strings)
  }
}

extension XCTestCase {
  func sampleHarness(options: EditorOptions = EditorOptions(displayPath: "Sample.xcstrings"), width: Int = 100, height: Int = 30) throws -> EditorHarness {
    EditorHarness(catalog: try Fixtures.sample(), options: options, width: width, height: height)
  }
}
