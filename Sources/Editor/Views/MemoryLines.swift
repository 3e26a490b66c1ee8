import StringCatalog
import TerminalScreen

/// The translation memory's suggestions as pane lines, one each, cut at the screen's edge:
/// `Alt-1    100%  Save → Sichern`, and the memory catalog's name for one from elsewhere.
enum MemoryLines {
  static func lines(_ suggestions: [MemorySuggestion]) -> [LabeledLine] {
    suggestions.enumerated().map { offset, suggestion in
      let percent = "\(suggestion.percent)%"
      let padded = percent + String(repeating: " ", count: max(1, 6 - percent.count))
      var text = padded + CellDisplay.oneLine(suggestion.source) + " → " + CellDisplay.oneLine(suggestion.translation)
      // Only a draft says its state: reviewed is what a memory should offer.
      if !suggestion.isReviewed { text += "  · " + StateText.name(of: suggestion.state) }
      if let origin = suggestion.origin { text += "  (\(origin))" }
      return LabeledLine(label: "Alt-\(offset + 1)", text: text, style: suggestion.percent == 100 ? .plain : Theme.dimText)
    }
  }
}
