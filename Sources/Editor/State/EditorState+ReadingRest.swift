import StringCatalog
import TerminalScreen

/// A large catalog's first screen before the file is read to its end: the editor shows its first
/// entries (`CatalogReader.readHead`) and takes the whole catalog when it is read. Until then the
/// counts show `…`, and only keys that look around the first entries are answered; the app holds
/// every other key until the whole catalog is in (so nothing typed ever meets half a catalog).
extension EditorState {
  /// The commands that only move within what is shown: answered on the first entries.
  private static let answeredWhileReading: Set<Command> = [
    .moveUp, .moveDown, .moveLeft, .moveRight, .pageUp, .pageDown, .halfPageUp, .halfPageDown,
    .nextLanguage, .previousLanguage, .help,
  ]

  /// Marks the workspace's one catalog as its first entries only.
  package mutating func showFirstEntriesWhileReading() {
    readingRest = true
  }

  /// Whether `key` can be handled before the whole catalog is in (else the app waits for it).
  package func answersWhileReadingRest(_ key: Key) -> Bool {
    guard readingRest else { return true }
    if key == .resize { return true }
    if case .help? = layer { return true }
    guard layer == nil, modes.isEmpty, let command = Keymap.command(for: key, in: .grid) else { return false }
    return Self.answeredWhileReading.contains(command)
  }

  /// Takes the whole catalog in place of its first entries; the cursor stays on its key and column.
  mutating func adoptWholeCatalog(_ document: CatalogDocument) {
    let cursor = currentRef
    workspace.replace(document, at: 0)
    readingRest = false
    rebuildDerivedData(keepingCursorOn: cursor)
  }
}
