import StringCatalog
import TerminalScreen

/// The one keymap table: the dispatcher, the `?` help overlay and the hint line all read it.
enum Keymap {
  static let bindings: [KeyBinding] =
    gridBindings + variationBindings + pickerBindings + reviewBindings + conflictBindings + textBindings
    + listBindings + chooserBindings + catalogChooserBindings

  /// The command `key` runs in `context`, if any. A key with Shift/Alt/Ctrl that has no binding
  /// of its own does what the plain key does (Ctrl-← is ← unless something claims it).
  static func command(for key: Key, in context: KeyContext) -> Command? {
    lookup[context]?[key] ?? key.unmodified.flatMap { lookup[context]?[$0] }
  }

  /// Built once from `bindings`; an earlier row wins if two rows claim the same key.
  private static let lookup: [KeyContext: [Key: Command]] = {
    var table: [KeyContext: [Key: Command]] = [:]
    for binding in bindings {
      for key in binding.keys where table[binding.context]?[key] == nil {
        table[binding.context, default: [:]][key] = binding.command
      }
    }
    return table
  }()

  private static let gridBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .moveUp, "Previous row", .grid, .navigation),
    KeyBinding([.down, .character("j")], .moveDown, "Next row", .grid, .navigation),
    KeyBinding([.left, .character("h")], .moveLeft, "Language column to the left", .grid, .navigation),
    KeyBinding([.right, .character("l")], .moveRight, "Language column to the right", .grid, .navigation),
    KeyBinding([.tab], .nextLanguage, "Next language column (wraps around)", .grid, .navigation),
    KeyBinding([.backTab], .previousLanguage, "Previous language column (wraps around)", .grid, .navigation),
    KeyBinding([.pageUp], .pageUp, "Page up", .grid, .navigation),
    KeyBinding([.pageDown], .pageDown, "Page down", .grid, .navigation),
    KeyBinding([.control("u")], .halfPageUp, "Half a page up", .grid, .navigation),
    KeyBinding([.control("d")], .halfPageDown, "Half a page down", .grid, .navigation),
    KeyBinding([.character("g"), .home], .firstRow, "First row", .grid, .navigation),
    KeyBinding([.character("G"), .end], .lastRow, "Last row", .grid, .navigation),
    KeyBinding([.character("]")], .nextNeedsWork, "Next cell needing work in this column", .grid, .navigation, hint: "next to do"),
    KeyBinding([.character("[")], .previousNeedsWork, "Previous cell needing work in this column", .grid, .navigation),
    KeyBinding([.character("!")], .nextCheckError, "Next cell with a check error in this column (wraps)", .grid, .navigation),

    KeyBinding([.character("/")], .search, "Search keys, text and comments", .grid, .finding, hint: "search"),
    KeyBinding([.character("n")], .searchNext, "Next search match", .grid, .finding),
    KeyBinding([.character("N")], .searchPrevious, "Previous search match", .grid, .finding),
    KeyBinding([.character("f")], .filterMenu, "Filter rows (all, needs work, missing, check errors…)", .grid, .finding, hint: "filter"),
    KeyBinding([.character("L")], .languageChooser, "Choose the languages shown (kept for this catalog)", .grid, .finding),
    KeyBinding([.character("C")], .catalogChooser, "Catalogs of the workspace: % done and needing work; jump to one, or show only it", .grid, .finding),

    KeyBinding([.enter, .character("e")], .editCell, "Edit the selected cell", .grid, .editing, hint: "edit"),
    KeyBinding([.character("r")], .toggleReview, "Toggle needs review / translated (new: translated)", .grid, .editing),
    KeyBinding([.character("y")], .copySource, "Copy the source text into the cell (needs review)", .grid, .editing),
    KeyBinding([.character("x")], .deleteTranslation, "Delete the cell's translation (asks first)", .grid, .editing),
    KeyBinding([.character("c")], .editComment, "Edit the key's comment", .grid, .editing),
    KeyBinding([.character("a")], .addKey, "Add a key", .grid, .editing),
    KeyBinding([.character("d")], .toggleDoNotTranslate, "Toggle the key's don't translate (shouldTranslate)", .grid, .editing),
    KeyBinding([.character("D")], .deleteKey, "Delete the key and all its translations (asks first)", .grid, .editing),
    KeyBinding([.character("K")], .renameKey, "Rename the key, keeping its translations (an existing key: merge)", .grid, .editing),
    KeyBinding([.character("X")], .deleteStaleKeys, "Stale filter: delete every stale key shown (asks once)", .grid, .editing),
    KeyBinding([.character("p")], .variationEditor, "Variation editor: plural/device forms, substitutions", .grid, .editing),
    KeyBinding([.character("R")], .reviewLanguage, "Review mode: every needs-review cell of this language", .grid, .editing, hint: "review"),
    KeyBinding([.character("T")], .translateCell, "Machine-translate the cell (needs review; :translate for every shown cell)", .grid, .editing),
    KeyBinding([.alt("r")], .reviewAllLanguages, "Review mode: needs-review cells of every shown language", .grid, .editing),
    KeyBinding([.character("u")], .undo, "Undo the last change", .grid, .editing, hint: "undo"),
    KeyBinding([.control("r")], .redo, "Redo", .grid, .editing),

    KeyBinding([.control("s")], .save, "Save", .grid, .file, hint: "save"),
    KeyBinding([.character(":")], .commandLine, "Command line: :w :w! (read-only file) :q :q! :wq :x :<row>", .grid, .file),
    KeyBinding([.character("q"), .control("c")], .quit, "Quit (asks when there are unsaved changes)", .grid, .file, hint: "quit"),
    KeyBinding([.character("?"), .function(1)], .help, "This help", .grid, .file, hint: "help"),
  ]

  private static let textBindings: [KeyBinding] = [
    KeyBinding([.left], .textLeft, "Cursor left", .text, .text),
    KeyBinding([.right], .textRight, "Cursor right", .text, .text),
    KeyBinding([.up], .textUp, "Line up (multi-line text)", .text, .text),
    KeyBinding([.down], .textDown, "Line down (multi-line text)", .text, .text),
    KeyBinding([.home, .control("a")], .textLineStart, "Start of line", .text, .text),
    KeyBinding([.end, .control("e")], .textLineEnd, "End of line", .text, .text),
    KeyBinding([.modified(.left, .control), .alt("b")], .textWordLeft, "Word left", .text, .text),
    KeyBinding([.modified(.right, .control), .alt("f")], .textWordRight, "Word right", .text, .text),
    KeyBinding([.backspace], .textBackspace, "Delete before the cursor", .text, .text),
    KeyBinding([.delete], .textDelete, "Delete under the cursor", .text, .text),
    KeyBinding([.control("w")], .textDeleteWord, "Delete the word before the cursor", .text, .text),
    KeyBinding([.control("u")], .textClear, "Clear the text", .text, .text),
    KeyBinding([.altEnter], .textNewLine, "Insert a line break (cell values and comments)", .text, .text),
    KeyBinding([.tab], .textTab, "Insert a tab (shown as ⇥)", .text, .text),
    KeyBinding([.enter], .textCommit, "Commit", .text, .text),
    KeyBinding(memoryKeys, .useMemorySuggestion, "Use translation memory suggestion 1–5 (replaces the text)", .text, .text),
    KeyBinding([.escape, .control("c")], .textCancel, "Cancel", .text, .text),
  ]

  /// Alt-1 … Alt-5, one per suggestion the memory shows.
  static let memoryKeys: [Key] = "123456789".prefix(MemorySuggestion.limit).map { .alt($0) }

  private static let listBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Up", .list, .list),
    KeyBinding([.down, .character("j")], .listDown, "Down", .list, .list),
    KeyBinding([.pageUp, .control("u")], .listPageUp, "Page up", .list, .list),
    KeyBinding([.pageDown, .control("d")], .listPageDown, "Page down", .list, .list),
    KeyBinding([.character("g"), .home], .listFirst, "Top", .list, .list),
    KeyBinding([.character("G"), .end], .listLast, "Bottom", .list, .list),
    KeyBinding([.enter], .listChoose, "Choose (filter menu; or press the letter shown)", .list, .list),
    KeyBinding([.escape, .character("q"), .character("?"), .control("c")], .listClose, "Close", .list, .list),
  ]
}
