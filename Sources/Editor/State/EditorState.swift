import StringCatalog
import TerminalScreen

/// The whole interactive editor as a value: the document plus everything on screen (cursor,
/// scroll position, filter, search, open layer, message).
///
/// Keys go in through `handle`, which changes the state and returns the effects the app must run
/// (save, quit…); `render` draws the state into a `Screen`. Nothing here touches a terminal or a
/// file, so tests and benchmarks drive it directly. The app's loop:
///
///     var editor = EditorState(document: document, options: options)
///     editor.resize(width: columns, height: lines)
///     while true {
///       let (screen, cursor) = editor.render(width: columns, height: lines)   // draw it
///       let key = readKey()                     // on .resize: editor.resize(width:height:)
///       for effect in editor.handle(key) {
///         // .save/.saveAndQuit/.overwrite: var copy = editor.document; try copy.save(force:)
///         //   then editor.saveFinished(.saved(path:), savedDocument: copy) and run what it
///         //   returns (.quit after a :wq), or saveFinished(.changedOnDisk / .failed(…)).
///         // .reload: var copy = editor.document; let outcome = try copy.reloadMergingEdits();
///         //   editor.replaceDocument(copy, message: "Reloaded…");
///         //   editor.openConflicts(outcome.conflicts, origin: …).   .quit: leave the loop.
///       }
///     }
public struct EditorState {
  public internal(set) var document: CatalogDocument
  public let options: EditorOptions

  var columns: LanguageColumns
  var filter: RowFilter
  /// The rows the filter shows, kept in step with every change.
  var rows: RowIndex
  var stats: StatsCache
  var searchIndex: SearchIndex
  /// The keys changed since the catalog was opened (the "changed since open" filter).
  var changedSinceOpen = ChangedSinceOpen()
  /// Check findings, filled lazily per entry; see `CheckCache` for why it is a class.
  var checks: CheckCache
  /// The keys each undo and redo step touches, so they can be snapshotted before the step runs.
  var historyKeys: HistoryKeys
  /// What keys and renders cost, for tests (see `WorkCounters`).
  let work = WorkCounters()
  /// Translation memory suggestions while translating (see `MemoryLookup`).
  let memory: MemoryLookup

  /// Index into `rows`.
  var cursorRow = 0
  /// Index into `columns.all`: 0 is the source language.
  var cursorColumn: Int
  /// The first row shown in the grid.
  var topRow = 0
  /// The first target language shown after the pinned key and source columns.
  var firstTarget = 0
  /// The size last given to `resize`, used to page and scroll between renders.
  var screenSize = ScreenSize(width: 100, height: 30)

  var layer: Layer?
  /// The variation editor and review mode, when open (drawn instead of the grid).
  var modes: [EditorMode] = []
  var message: StatusMessage?
  /// The last pattern searched for, for `n` and `N`.
  var lastSearch: String?
  /// The rows `lastSearch` matched; nil once the rows or the catalog changed.
  var searchMatches: SearchMatches?
  /// The target languages chosen with `L`; nil: those of `options.languages` (or every one).
  var shownLanguages: [String]?
  /// A machine translation running off the key loop (`T`, `:translate`).
  var translation: TranslationActivity?
  /// A `:wq` or "save" in the quit prompt is waiting for its save to finish.
  var quitAfterSave = false
  /// Leaves the conflict view decided against the editor's own version (taken from the file or
  /// edited), by key: a restored recovery file may lack those on disk and still be done with.
  public internal(set) var decidedLeaves: [String: Set<MergePath>] = [:]

  public init(document: CatalogDocument, options: EditorOptions) {
    self.document = document
    self.options = options
    let catalog = document.catalog
    columns = LanguageColumns(catalog: catalog, requested: options.languages)
    cursorColumn = columns.initialColumn
    filter = .all(language: columns.language(at: columns.initialColumn))
    checks = CheckCache(sourceLanguage: columns.source, languages: columns.all, workbench: options.workbench)
    rows = RowIndex(catalog: catalog, filter: filter, checks: checks, changed: changedSinceOpen, work: work)
    stats = StatsCache(catalog: catalog, languages: columns.all)
    searchIndex = SearchIndex(catalog: catalog, languages: columns.all)
    historyKeys = HistoryKeys(document: document)
    memory = MemoryLookup(sources: options.memory)
  }

  /// Tells the editor the terminal's size, so paging and scrolling match what is drawn. Call it
  /// before the first render and after `Key.resize` (render alone also keeps the cursor visible).
  public mutating func resize(width: Int, height: Int) {
    screenSize = ScreenSize(width: width, height: height)
    scrollToCursor()
  }

  /// Shows `text` on the message line until the next key.
  public mutating func showMessage(_ text: String) {
    message = StatusMessage(text: text)
  }

  /// A message for the first screen that leaves the key hints (at least "? help") visible after
  /// it, shortening the text if the line is too narrow for both.
  public mutating func showStartMessage(_ text: String) {
    message = StatusMessage(text: text, keepsHints: true)
  }

  // MARK: - The selection

  var catalog: Catalog { document.catalog }
  var currentLanguage: String { columns.language(at: cursorColumn) }

  /// The catalog position of the selected row; nil when the grid shows no rows.
  var currentCatalogIndex: Int? {
    rows.isEmpty ? nil : rows[min(max(cursorRow, 0), rows.count - 1)]
  }

  var currentKey: String? { currentCatalogIndex.map { catalog.strings.keys[$0] } }
  var currentEntry: Entry? { currentCatalogIndex.map { catalog.strings.values[$0] } }

  /// The file's name for questions ("Save changes to Sample.xcstrings?").
  var fileName: String {
    if let path = document.path, let name = path.split(separator: "/").last { return String(name) }
    return options.displayPath.isEmpty ? "the catalog" : options.displayPath
  }
}

struct ScreenSize: Equatable {
  var width: Int
  var height: Int
}

/// A line for the message row; shown until the next key.
struct StatusMessage: Equatable {
  var text: String
  var isError = false
  /// The key hints stay on the line after the text (the first screen's message).
  var keepsHints = false
}
