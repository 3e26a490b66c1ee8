import StringCatalog
import TerminalScreen

/// A catalog read from its file to be changed and written back in one atomic save: the file is
/// replaced only if it still holds the bytes that were read.
struct CatalogFileChange {
  var catalog: DiscoveredCatalog
  var contents: Catalog
  private var fingerprint: FileFingerprint?

  /// Reads `catalog`; prints the reader's warnings. Throws the error to print when it cannot.
  init(_ catalog: DiscoveredCatalog) throws(CatalogReadError) {
    let result = try CatalogReader.read(path: catalog.path, fingerprint: true)
    for warning in result.warnings { printError(warning.description) }
    self.catalog = catalog
    contents = result.catalog
    fingerprint = result.fingerprint
  }

  /// Applies `change` and writes the file; on failure prints why (the file is then as it was)
  /// and returns false.
  func write(_ change: CatalogChange, activity: String) -> Bool {
    var changed = contents
    for edit in change.edits { changed.apply(edit) }
    do {
      try FileBytes.replace(
        catalog.path, with: CatalogWriter.bytes(changed), expecting: fingerprint.map { .fingerprint($0) } ?? .anything)
      return true
    } catch {
      printError(error.commandMessage(path: catalog.displayPath, activity: activity))
      return false
    }
  }
}

/// Keys in command output: quoted as in the catalog (`"old \"quoted\" title"`), line breaks
/// shown as ⏎ so that one key stays one line, other control characters as `ControlEscape`'s stand-ins.
enum KeyText {
  static func quoted(_ key: String) -> String {
    let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + ControlEscape.escaping(DiffLines.oneLine(escaped)) + "\""
  }
}
