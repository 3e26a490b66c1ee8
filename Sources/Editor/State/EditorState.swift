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
package struct EditorState {
  /// Every catalog being edited, with the one undo history across them.
  package internal(set) var workspace: Workspace
  package internal(set) var options: EditorOptions

  var columns: LanguageColumns
  var filter: RowFilter
  /// The entries of every catalog as one list (see `EntrySpace`); `rows` holds positions in it.
  var space: EntrySpace
  /// The rows the filter shows, kept in step with every change.
  var rows: RowIndex
  /// Per catalog: counts, search text, checks, changed keys, memory index.
  var caches: [CatalogCaches]
  /// Every catalog's counts added up, kept in step per edit.
  var totalStats: StatsCache
  /// What keys and renders cost, for tests (see `WorkCounters`).
  let work = WorkCounters()
  /// Suggestions from the `memory:` catalogs of `.glossa.yml` (the workspace's own catalogs are
  /// asked through their caches).
  let memory: MemoryLookup
  /// Changes made since the app last took them (see `takeJournalSteps`): the journal's input.
  var journalSteps: [JournalStep] = []

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
  /// The catalog commands act on when the grid shows no row (chosen with the catalog chooser).
  var emptyGridCatalog = 0
  /// Set by "only this catalog" in the chooser: the grid shows that catalog's rows alone.
  var onlyCatalog: Int?

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
  /// Where the app's code uses the keys (see `CodeContext`).
  package internal(set) var codeContext = CodeContext.off
  /// Which cell marks the hint line has explained (see `MarkLegend`).
  let markLegend = MarkLegend()
  /// A `:wq` or "save" in the quit prompt is waiting for its save to finish.
  var quitAfterSave = false
  /// Catalogs out of Xcode's order whose reordering save was agreed to (asked once each).
  var reorderAcknowledged: Set<Int> = []
  /// The catalogs the last save found changed on disk: what `.reload` and `.overwrite` are for.
  package internal(set) var changedOnDiskMembers: [Int] = []
  /// True while only a large catalog's first entries are in (see `showFirstEntriesWhileReading`).
  package internal(set) var readingRest = false

  package init(document: CatalogDocument, options: EditorOptions) {
    self.init(workspace: Workspace(document: document, displayPath: options.displayPath), options: options)
  }

  package init(workspace: Workspace, options: EditorOptions) {
    self.workspace = workspace
    self.options = options
    columns = LanguageColumns(workspace: workspace, requested: options.languages, appLanguages: options.appLanguages)
    cursorColumn = columns.initialColumn
    filter = .all(language: columns.language(at: columns.initialColumn))
    memory = MemoryLookup(sources: options.memory)
    space = EntrySpace(counts: workspace.members.map { $0.document.catalog.strings.count })
    caches = []
    totalStats = StatsCache(summing: [], languages: columns.all)
    rows = RowIndex()
    caches = makeCaches()
    totalStats = StatsCache(summing: caches.map(\.stats), languages: columns.all)
    rows = makeRows(filter: filter)
    noteCatalogsOutOfOrder()
  }

  /// Tells the editor the terminal's size, so paging and scrolling match what is drawn. Call it
  /// before the first render and after `Key.resize` (render alone also keeps the cursor visible).
  package mutating func resize(width: Int, height: Int) {
    screenSize = ScreenSize(width: width, height: height)
    scrollToCursor()
  }

  /// Shows `text` on the message line until the next key.
  package mutating func showMessage(_ text: String) {
    message = StatusMessage(text: text)
  }

  /// A message for the first screen that leaves the key hints (at least "? help") visible after
  /// it, shortening the text if the line is too narrow for both.
  package mutating func showStartMessage(_ text: String) {
    message = StatusMessage(text: text, keepsHints: true)
  }

  // MARK: - The selection

  /// The catalog commands act on: the one of the open mode's item (review card, variation
  /// editor, conflict), else the one of the selected row.
  var focus: Int {
    if let catalog = modes.last?.catalogIndex { return catalog }
    return cursorCatalog
  }

  /// The catalog of the selected grid row.
  var cursorCatalog: Int {
    guard let global = currentGlobalIndex else { return min(emptyGridCatalog, max(0, workspace.count - 1)) }
    return space.locate(global).catalog
  }

  /// The document commands act on (see `focus`).
  package var document: CatalogDocument { workspace[focus] }
  var catalog: Catalog { workspace[focus].catalog }
  var currentLanguage: String { columns.language(at: cursorColumn) }
  /// The check cache of the focused catalog.
  var checks: CheckCache { caches[focus].checks }
  /// The `.glossa.yml` rules of the focused catalog.
  var workbench: WorkbenchRules { options.workbench(forCatalog: focus) }
  /// Counts over the whole workspace (or the one catalog the chooser narrowed the grid to).
  var stats: StatsCache {
    guard let only = onlyCatalog, caches.indices.contains(only) else { return totalStats }
    return caches[only].stats
  }

  /// The selected row's position in `space`; nil when the grid shows no rows.
  var currentGlobalIndex: Int? {
    rows.isEmpty ? nil : rows[min(max(cursorRow, 0), rows.count - 1)]
  }

  /// The selected row's index in its own catalog (the focused one in the grid).
  var currentCatalogIndex: Int? { currentGlobalIndex.map { space.locate($0).index } }

  var currentKey: String? {
    currentGlobalIndex.map { global in
      let (catalog, index) = space.locate(global)
      return workspace[catalog].catalog.strings.keys[index]
    }
  }

  var currentEntry: Entry? {
    currentGlobalIndex.map { global in
      let (catalog, index) = space.locate(global)
      return workspace[catalog].catalog.strings.values[index]
    }
  }

  /// The key and entry at a position of `space`.
  func entry(atGlobal global: Int) -> (catalog: Int, key: String, entry: Entry) {
    let (catalog, index) = space.locate(global)
    let strings = workspace[catalog].catalog.strings
    return (catalog, strings.keys[index], strings.values[index])
  }

  var isWorkspace: Bool { workspace.count > 1 || !workspace.broken.isEmpty }

  /// The file's name for questions ("Save changes to Sample.xcstrings?"); with several catalogs
  /// changed, how many.
  var fileName: String {
    let modified = workspace.modifiedMembers
    if modified.count > 1 { return "\(modified.count) catalogs" }
    let member = modified.first ?? focus
    if workspace.members.indices.contains(member), isWorkspace || workspace[member].filePart != nil { return workspace.members[member].displayPath }
    if let path = workspace[member].path, let name = path.split(separator: "/").last { return String(name) }
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
