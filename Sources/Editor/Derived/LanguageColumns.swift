import StringCatalog

/// The language columns of the grid: the source language first, then the targets.
///
/// The cursor's column is an index into `all`: 0 is the source, 1… the targets.
struct LanguageColumns: Equatable {
  let source: String
  let targets: [String]

  /// `requested` (from `--languages`) picks and orders the targets; nil shows every language of
  /// the catalog. The source language is never repeated as a target.
  init(catalog: Catalog, requested: [String]?) {
    source = catalog.sourceLanguage
    var seen: Set<String> = [catalog.sourceLanguage]
    var targets: [String] = []
    for language in requested ?? catalog.languages where !seen.contains(language) {
      seen.insert(language)
      targets.append(language)
    }
    self.targets = targets
  }

  var all: [String] { [source] + targets }
  var count: Int { targets.count + 1 }

  /// Out-of-range columns clamp to the nearest real one, so a stale cursor never traps.
  func language(at column: Int) -> String {
    guard column > 0, !targets.isEmpty else { return source }
    return targets[min(column, targets.count) - 1]
  }

  /// Where the cursor starts: the first target, or the source when there is none.
  var initialColumn: Int { targets.isEmpty ? 0 : 1 }
}
