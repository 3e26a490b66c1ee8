/// The marks the grid uses, in one place so the cells and the help legend cannot disagree.
enum CellMarks {
  static let translated: Character = " "
  static let needsReview: Character = "?"
  static let new: Character = "+"
  static let missing: Character = "∅"
  /// `machine_translated`: "about right", until a person accepts it.
  static let machineTranslated: Character = "≈"
  static let otherState: Character = "*"
  static let plural: Character = "#"
  static let device: Character = "⌘"
  static let substitutions: Character = "%"
  static let phraseSet: Character = "≡"
  static let stale: Character = "~"
  static let doNotTranslate: Character = "⊘"
  /// In the space before a cell's text (or after a key's mark): a check error there.
  static let checkError: Character = "!"

  static let missingText = "missing"
  static let doNotTranslateText = "—"
  static let lineBreak = "⏎"

  /// The legend on the help overlay's first page.
  /// Each line fits an 80-column terminal's help box.
  static let legend: [String] = [
    "Cells: [state mark][shape mark][check mark]text",
    "  \"\(translated)\" translated      \"\(needsReview)\" needs review       \"\(new)\" new",
    "  \"\(missing)\" missing           \"\(machineTranslated)\" machine-translated \"\(otherState)\" other state",
    "  \"\(doNotTranslateText)\" not translated (key marked don't translate, or its source is empty)",
    "  \"\(plural)\" varies by plural  \"\(device)\" varies by device   \"\(substitutions)\" substitutions",
    "  \"\(phraseSet)\" phrase set        \"\(lineBreak)\" line break in the text",
    "  \"⋯ 4 forms · 1 review\": a varied cell, its forms and those needing work",
    "  \"\(checkError)\" (red) check error: the detail pane lists it · ! next · f c filters",
    "      (a missing cell has none: its \"\(missing)\" already says its error)",
    "Keys: \"\(stale)\" stale (no longer in the code)  \"\(doNotTranslate)\" don't translate",
    "      \"\(checkError)\" check error in the entry",
    "Columns: \"▸\" more languages to the right, \"◂\" to the left (Tab, ← →)",
    "Colours: yellow needs review · cyan new · red missing · dim not translated",
    "         blue machine-translated · magenta other state",
  ]
}
