import StringCatalog

/// How a grid cell looks, decided from the model alone (colour comes from `Theme`).
///
/// Every state has its own mark so the grid reads the same without colour; the legend in the
/// help overlay (`CellMarks.legend`) explains them.
struct CellDisplay: Equatable {
  enum Tone: Equatable {
    case translated, needsReview, new, missing, machineTranslated, otherState, doNotTranslate
  }

  /// State: " " translated, "?" needs review, "+" new, "∅" missing, "≈" machine-translated,
  /// "*" another state.
  var stateMark: Character
  /// Shape: "#" plural, "⌘" device, "%" substitutions, "≡" phrase set, " " a plain string.
  var kindMark: Character
  /// One line: line breaks shown as "⏎", or a summary of the forms of a varied cell.
  var text: String
  var tone: Tone
  /// "!" when the cell has a check error, else " "; drawn in the space before the text.
  var checkMark: Character = " "
  /// Where `text` shows whitespace as `·` and `⏎` (drawn dim); see `VisibleText`.
  var marks: Set<Int> = []

  init(stateMark: Character, kindMark: Character, text: String, tone: Tone) {
    self.stateMark = stateMark
    self.kindMark = kindMark
    self.text = text
    self.tone = tone
  }

  init(entry: Entry, key: String, language: String, sourceLanguage: String) {
    // Nothing to translate: marked don't translate, or the source text is empty (the key "").
    if language != sourceLanguage && (!entry.isTranslatable || entry.hasEmptySource(key: key, sourceLanguage: sourceLanguage)) {
      self.init(stateMark: " ", kindMark: " ", text: CellMarks.doNotTranslateText, tone: .doNotTranslate)
      return
    }
    guard let localization = entry.localization(language) else {
      // A source cell without a localization shows the key, which Xcode uses as the source text.
      if language == sourceLanguage {
        self.init(visible: VisibleText(key, keepingLineBreaks: false), stateMark: " ", tone: .translated)
      } else {
        self.init(stateMark: CellMarks.missing, kindMark: " ", text: CellMarks.missingText, tone: .missing)
      }
      return
    }
    let isSource = language == sourceLanguage
    let (mark, tone) = CellDisplay.markAndTone(for: localization.status.counted(isSource: isSource))
    if localization.isVaried {
      self.init(
        stateMark: mark, kindMark: CellDisplay.kindMark(of: localization),
        text: CellDisplay.summary(of: localization, isSource: isSource), tone: tone)
    } else {
      self.init(visible: VisibleText(localization.stringUnit?.value ?? "", keepingLineBreaks: false), stateMark: mark, tone: tone)
    }
  }

  private init(visible: VisibleText, stateMark: Character, tone: Tone) {
    self.init(stateMark: stateMark, kindMark: " ", text: visible.text, tone: tone)
    marks = visible.marks
  }

  /// Sets the check mark. A missing cell gets none: its "∅" already says its error (`missing`),
  /// and a second mark would only repeat it.
  mutating func markCheckError(_ hasError: Bool) {
    checkMark = hasError && stateMark != CellMarks.missing ? CellMarks.checkError : " "
  }

  /// The text being edited, shown live in the grid cell.
  static func editing(_ text: String) -> CellDisplay {
    CellDisplay(stateMark: "✎", kindMark: " ", text: oneLine(text), tone: .translated)
  }

  static func oneLine(_ text: String) -> String {
    text.contains("\n") ? text.replacingAll("\n", with: CellMarks.lineBreak) : text
  }

  static func markAndTone(for status: CellStatus) -> (Character, Tone) {
    switch status {
    case .translated: return (CellMarks.translated, .translated)
    case .needsReview: return (CellMarks.needsReview, .needsReview)
    case .new: return (CellMarks.new, .new)
    case .missing: return (CellMarks.missing, .missing)
    case .machineTranslated: return (CellMarks.machineTranslated, .machineTranslated)
    case .other: return (CellMarks.otherState, .otherState)
    }
  }

  static func kindMark(of localization: Localization) -> Character {
    if localization.variations?.device != nil { return CellMarks.device }
    if localization.variations?.plural != nil { return CellMarks.plural }
    if localization.substitutions != nil { return CellMarks.substitutions }
    if localization.stringSet != nil { return CellMarks.phraseSet }
    return " "
  }

  /// "⋯ 4 forms · 1 review · 2 new": the count of leaves and the ones needing attention.
  /// In the source language no form is new (`CellStatus.counted`).
  static func summary(of localization: Localization, isSource: Bool = false) -> String {
    var leaves = 0
    var review = 0
    var new = 0
    var machine = 0
    localization.forEachLeafState { state in
      leaves += 1
      if state == .needsReview { review += 1 }
      if state == .new && !isSource { new += 1 }
      if state == .machineTranslated { machine += 1 }
    }
    var text = "⋯ " + Plural.count(leaves, "form")
    if review > 0 { text += " · \(review) review" }
    if new > 0 { text += " · \(new) new" }
    if machine > 0 { text += " · \(machine) machine" }
    return text
  }
}
