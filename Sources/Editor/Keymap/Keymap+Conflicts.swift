import TerminalScreen

/// The conflict view's rows of the one keymap table.
extension Keymap {
  static let conflictBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Previous conflict", .conflicts, .conflicts),
    KeyBinding([.down, .character("j")], .listDown, "Next conflict", .conflicts, .conflicts),
    KeyBinding([.character("g"), .home], .listFirst, "First conflict", .conflicts, .conflicts),
    KeyBinding([.character("G"), .end], .listLast, "Last conflict", .conflicts, .conflicts),
    KeyBinding([.character("m")], .conflictKeepMine, "Keep mine (the editor's version of this leaf)", .conflicts, .conflicts, hint: "keep mine"),
    KeyBinding([.character("t")], .conflictTakeTheirs, "Take theirs (the version in the file on disk)", .conflicts, .conflicts, hint: "take theirs"),
    KeyBinding([.character("e"), .enter], .conflictEdit, "Edit: type the text to keep (values and comments)", .conflicts, .conflicts, hint: "edit"),
    KeyBinding([.character("M")], .conflictKeepAllMine, "Keep mine for every undecided conflict", .conflicts, .conflicts),
    KeyBinding([.character("T")], .conflictTakeAllTheirs, "Take theirs for every undecided conflict", .conflicts, .conflicts),
    KeyBinding([.control("s")], .save, "Save (only once every conflict is decided)", .conflicts, .conflicts),
    KeyBinding([.character("q"), .control("c")], .quit, "Quit (asks: the edits are unsaved)", .conflicts, .conflicts),
    KeyBinding([.character("?"), .function(1)], .help, "Help", .conflicts, .conflicts, hint: "help"),
  ]
}
