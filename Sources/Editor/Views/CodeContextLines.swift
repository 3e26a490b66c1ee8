import StringCatalog
import TerminalScreen

/// Where the code uses a key, for the detail pane, the inline editor and the review card: up to
/// three places as `path:line` and that line of code, "+N more" after them, and "not found in
/// code" for a key added by hand that no code uses.
enum CodeContextLines {
  static let shownPlaces = 3
  static let label = "code"

  /// Each line fits `width` columns.
  static func lines(_ context: CodeContext, key: String, entry: Entry, width: Int) -> [LabeledLine] {
    switch context {
    case .off:
      return []
    case .scanning:
      return [LabeledLine(label: label, text: truncate("scanning code…", toWidth: width), style: Theme.dimText)]
    case .failed(let reason):
      return [LabeledLine(label: label, text: truncate("could not scan the code: " + reason, toWidth: width), style: Theme.dimText)]
    case .ready(let uses):
      let places = uses.places(forKey: key)
      guard !places.isEmpty else {
        guard entry.extractionState == "manual" else { return [] }
        return [LabeledLine(label: label, text: truncate("not found in code", toWidth: width), style: Theme.dimText)]
      }
      var lines = places.prefix(shownPlaces).enumerated().map { offset, place in
        LabeledLine(label: offset == 0 ? label : "", text: truncate("\(place.path):\(place.line)  \(place.code)", toWidth: width))
      }
      if places.count > shownPlaces {
        lines.append(LabeledLine(text: "+\(places.count - shownPlaces) more", style: Theme.dimText))
      }
      return lines
    }
  }
}
