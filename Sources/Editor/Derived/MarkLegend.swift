/// The first time a cell mark shows in the grid, the hint line says what it means — once per
/// mark and session (`?` lists them all) — so a new user learns the marks as they meet them.
///
/// A class, like `CheckCache`: `render` is non-mutating, and it is what draws the marks and the
/// hint line, so what it has explained must outlive the call.
final class MarkLegend {
  static let meanings: [(mark: Character, meaning: String)] = [
    (CellMarks.missing, "missing"), (CellMarks.needsReview, "needs review"), (CellMarks.new, "new"),
    (CellMarks.machineTranslated, "machine-translated"), (CellMarks.otherState, "other state"),
    (CellMarks.plural, "varies by plural"), (CellMarks.device, "varies by device"),
    (CellMarks.substitutions, "substitutions"), (CellMarks.phraseSet, "phrase set"), (CellMarks.stale, "stale key"),
    (CellMarks.doNotTranslate, "don't translate"), (CellMarks.checkError, "check error"),
  ]

  static let perLine = 3
  private var explained: Set<Character> = []
  /// Marks drawn that were never explained, in legend order.
  private var waiting: [(mark: Character, meaning: String)] = []
  /// The explanation on the hint line until the next key, so every render until then shows it.
  private var showing: String?

  /// The grid drew `marks`.
  func drawn(_ marks: Set<Character>) {
    guard explained.count < MarkLegend.meanings.count else { return }
    waiting = MarkLegend.meanings.filter { marks.contains($0.mark) && !explained.contains($0.mark) }
  }

  /// "∅ missing · ? needs review (? lists every mark)" for the marks not yet explained, which
  /// then count as explained; nil when there are none.
  func takeNew() -> String? {
    if let showing { return showing }
    guard !waiting.isEmpty else { return nil }
    // A few at a time, so the line has room for them: the others follow at the next keys.
    let now = waiting.prefix(MarkLegend.perLine)
    waiting = []
    for item in now { explained.insert(item.mark) }
    showing = "Marks: " + now.map { "\($0.mark) \($0.meaning)" }.joined(separator: " · ") + " (? lists them all)"
    return showing
  }

  /// A key was pressed: the explanation shown has been seen.
  func keyPressed() {
    showing = nil
  }
}
