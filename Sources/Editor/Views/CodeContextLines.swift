import StringCatalog
import TerminalScreen

/// Where the code uses a key, for the detail pane, the inline editor and the review card: up to
/// three places as `path:line` and that line of code, "+N more" after them, and "not found in
/// code" for a key added by hand that no code uses. A key used in more than `manyPlaces` places
/// ("OK", "%@") says only that: a list of a few of 180 places tells a translator nothing. A key
/// no literal can stand for alone (`""`, `" "`, `%@`) is not looked up: every literal matches it.
enum CodeContextLines {
  static let shownPlaces = 3
  static let manyPlaces = 12
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
      guard isIdentifiable(key) else { return [] }
      let places = uses.places(forKey: key)
      guard !places.isEmpty else {
        guard entry.extractionState == "manual" else { return [] }
        return [LabeledLine(label: label, text: truncate("not found in code", toWidth: width), style: Theme.dimText)]
      }
      guard places.count <= manyPlaces else {
        let files = Set(places.map(\.path)).count
        return [
          LabeledLine(
            label: label, text: truncate("used in many places (\(places.count) in \(Plural.count(files, "file")))", toWidth: width),
            style: Theme.dimText)
        ]
      }
      var lines = places.prefix(shownPlaces).enumerated().map { offset, place in
        LabeledLine(label: offset == 0 ? label : "", text: placeText(place, width: width))
      }
      if places.count > shownPlaces {
        lines.append(LabeledLine(text: "+\(places.count - shownPlaces) more", style: Theme.dimText))
      }
      return lines
    }
  }

  /// `path:line  code` in `width` columns: a long path gives up its start (down to a third of the
  /// width) before the code is cut, since the code is what the translator reads.
  static func placeText(_ place: CodePlace, width: Int) -> String {
    let location = "\(place.path):\(place.line)"
    let full = location + "  " + place.code
    guard displayWidth(full) > width else { return full }
    let locationRoom = max(min(displayWidth(location), width / 3), width - 2 - displayWidth(place.code))
    return truncate(truncateLeading(location, toWidth: locationRoom) + "  " + place.code, toWidth: width)
  }

  /// A key with a letter or digit outside its placeholders: one a literal in code can be told by.
  static func isIdentifiable(_ key: String) -> Bool {
    let bytes = Array(key.utf8)
    var inPlaceholder = Array(repeating: false, count: bytes.count)
    for placeholder in FormatParser.placeholders(in: key) where placeholder.start >= 0 && placeholder.end <= bytes.count {
      for index in placeholder.start..<placeholder.end { inPlaceholder[index] = true }
    }
    var offset = 0
    for scalar in key.unicodeScalars {
      if !inPlaceholder[offset], scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return true }
      offset += String(scalar).utf8.count
    }
    return false
  }
}
