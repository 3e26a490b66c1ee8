import TerminalScreen

/// The rows of the keymap table for the variation editor, its device picker and review mode.
/// Part of the one table (`Keymap.bindings`), so help and the hint line list them too.
extension Keymap {
  static let variationBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Previous row", .variations, .variations),
    KeyBinding([.down, .character("j")], .listDown, "Next row", .variations, .variations),
    KeyBinding([.character("g"), .home], .listFirst, "First row", .variations, .variations),
    KeyBinding([.character("G"), .end], .listLast, "Last row", .variations, .variations),
    KeyBinding([.enter, .character("e")], .variationEdit, "Edit the form (or run the selected row)", .variations, .variations, hint: "edit"),
    KeyBinding([.character("p")], .variationPlural, "Vary by plural (the string, or a device form)", .variations, .variations, hint: "plural"),
    KeyBinding([.character("d")], .variationDevice, "Vary by device / choose the devices", .variations, .variations, hint: "device"),
    KeyBinding([.character("a")], .variationAdd, "Add a plural category the language needs", .variations, .variations, hint: "add"),
    KeyBinding([.character("x")], .variationRemove, "Remove the form (never other) or an unused substitution", .variations, .variations, hint: "remove"),
    KeyBinding([.character("C")], .variationCollapse, "Collapse into one string, from the other form (asks first)", .variations, .variations, hint: "collapse"),
    KeyBinding([.character("r")], .variationReview, "Toggle the form's needs review / translated (new: translated)", .variations, .variations),
    KeyBinding([.character("n")], .variationArgNum, "Substitution row: set its argNum (a positive integer)", .variations, .variations),
    KeyBinding([.character("f")], .variationFormat, "Substitution row: set its formatSpecifier (lld, d, f, @…)", .variations, .variations),
    KeyBinding([.character("T")], .translateCell, "Machine-translate the cell's forms (needs review)", .variations, .variations),
    KeyBinding([.character("u")], .undo, "Undo the last change", .variations, .variations, hint: "undo"),
    KeyBinding([.control("r")], .redo, "Redo", .variations, .variations),
    KeyBinding([.control("s")], .save, "Save", .variations, .variations),
    KeyBinding([.character("q"), .escape], .variationClose, "Close the variation editor", .variations, .variations, hint: "close"),
    KeyBinding([.character("?"), .function(1)], .help, "Help", .variations, .variations, hint: "help"),
  ]

  static let pickerBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Device picker: previous device", .picker, .variations),
    KeyBinding([.down, .character("j")], .listDown, "Device picker: next device", .picker, .variations),
    KeyBinding([.character(" "), .character("x")], .pickerToggle, "Device picker: tick or untick (other stays)", .picker, .variations, hint: "tick"),
    KeyBinding([.enter], .listChoose, "Device picker: apply the ticked devices", .picker, .variations, hint: "apply"),
    KeyBinding([.escape, .character("q")], .listClose, "Device picker: cancel", .picker, .variations, hint: "cancel"),
  ]

  static let chooserBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Language chooser: previous language", .chooser, .list),
    KeyBinding([.down, .character("j")], .listDown, "Language chooser: next language", .chooser, .list),
    KeyBinding([.character(" "), .character("x")], .pickerToggle, "Language chooser: show or hide the language", .chooser, .list, hint: "tick"),
    KeyBinding([.character("o")], .chooserOnly, "Language chooser: show only this language", .chooser, .list, hint: "only this"),
    KeyBinding([.character("a")], .chooserAll, "Language chooser: tick every language", .chooser, .list, hint: "all"),
    KeyBinding([.character("n")], .chooserNone, "Language chooser: untick every language", .chooser, .list, hint: "none"),
    KeyBinding([.character("D")], .chooserDeleteLanguage, "Language chooser: delete the language's translations (asks once)", .chooser, .list),
    KeyBinding([.enter], .listChoose, "Language chooser: show the ticked languages", .chooser, .list, hint: "apply"),
    KeyBinding([.escape, .character("q")], .listClose, "Language chooser: cancel", .chooser, .list, hint: "cancel"),
  ]

  static let catalogChooserBindings: [KeyBinding] = [
    KeyBinding([.up, .character("k")], .listUp, "Catalog chooser: previous catalog", .catalogs, .list),
    KeyBinding([.down, .character("j")], .listDown, "Catalog chooser: next catalog", .catalogs, .list),
    KeyBinding([.character("g"), .home], .listFirst, "Catalog chooser: first catalog", .catalogs, .list),
    KeyBinding([.character("G"), .end], .listLast, "Catalog chooser: last catalog", .catalogs, .list),
    KeyBinding([.enter], .listChoose, "Catalog chooser: jump to the catalog's first row", .catalogs, .list, hint: "jump"),
    KeyBinding([.character("o")], .catalogOnly, "Catalog chooser: show only this catalog (again: every catalog)", .catalogs, .list, hint: "only this"),
    KeyBinding([.character("/")], .catalogFilter, "Catalog chooser: type to filter by path (fuzzy; Esc clears)", .catalogs, .list, hint: "filter"),
    KeyBinding([.character("s")], .catalogOrder, "Catalog chooser: order by path / needing work first", .catalogs, .list, hint: "order"),
    KeyBinding([.escape, .character("q"), .character("C")], .listClose, "Catalog chooser: close", .catalogs, .list, hint: "close"),
  ]

  static let reviewBindings: [KeyBinding] = [
    KeyBinding([.character("a"), .enter], .reviewAccept, "Accept (needs review → translated) and go on", .review, .review, hint: "accept"),
    KeyBinding([.character("e")], .reviewEdit, "Edit, then accept (a varied cell opens the variation editor)", .review, .review, hint: "edit"),
    KeyBinding([.character("s"), .character(" ")], .reviewSkip, "Skip to the next", .review, .review, hint: "skip"),
    KeyBinding([.character("b")], .reviewBack, "Back to the previous", .review, .review, hint: "back"),
    KeyBinding([.character("x")], .reviewReject, "Reject (needs review → new, text kept) and go on", .review, .review, hint: "reject"),
    KeyBinding([.character("X")], .reviewRejectClearing, "Reject and clear: delete the text (machine text that is no start) and go on", .review, .review, hint: "clear"),
    KeyBinding(memoryKeys, .useMemorySuggestion, "Edit with translation memory suggestion 1–5 (Enter saves and accepts)", .review, .review),
    KeyBinding([.character("A")], .reviewAcceptAll, "Accept all remaining in the queue (asks first)", .review, .review, hint: "accept all"),
    KeyBinding([.character("u")], .undo, "Undo the last change (a bulk accept is one)", .review, .review, hint: "undo"),
    KeyBinding([.control("r")], .redo, "Redo the last undone change (the queue follows, counts too)", .review, .review),
    KeyBinding([.control("s")], .save, "Save", .review, .review),
    KeyBinding([.character("q"), .escape], .reviewLeave, "Leave review mode", .review, .review, hint: "leave"),
    KeyBinding([.character("?"), .function(1)], .help, "Help", .review, .review, hint: "help"),
  ]
}
