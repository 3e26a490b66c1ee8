import StringCatalog

/// Which rows the grid shows. Language-dependent filters keep the language they were chosen in,
/// so moving between columns does not reshuffle the rows under the cursor.
struct RowFilter: Equatable {
  enum Kind: CaseIterable, Equatable {
    case all, needsWork, missing, new, needsReview, translated, machineTranslated, stale, doNotTranslate
    /// Rows with a check error in the language (or in the whole entry).
    case checkErrors
    /// Keys whose entry differs from what the catalog held when it was opened.
    case changedSinceOpen

    /// The letter that picks it in the filter menu.
    var letter: Character {
      switch self {
      case .all: return "a"
      case .needsWork: return "w"
      case .missing: return "m"
      case .new: return "n"
      case .needsReview: return "r"
      case .translated: return "o"
      case .machineTranslated: return "t"
      case .stale: return "s"
      case .doNotTranslate: return "d"
      case .checkErrors: return "c"
      case .changedSinceOpen: return "e"
      }
    }

    var title: String {
      switch self {
      case .all: return "all"
      case .needsWork: return "needs work"
      case .missing: return "missing"
      case .new: return "new"
      case .needsReview: return "needs review"
      case .translated: return "translated"
      case .machineTranslated: return "machine-translated"
      case .stale: return "stale"
      case .doNotTranslate: return "don't translate"
      case .checkErrors: return "check errors"
      case .changedSinceOpen: return "changed since open"
      }
    }

    var dependsOnLanguage: Bool {
      switch self {
      case .needsWork, .missing, .new, .needsReview, .translated, .machineTranslated, .checkErrors: return true
      case .all, .stale, .doNotTranslate, .changedSinceOpen: return false
      }
    }
  }

  var kind: Kind
  var language: String

  static func all(language: String) -> RowFilter { RowFilter(kind: .all, language: language) }

  /// "needs work (de)", "stale".
  var name: String {
    kind.dependsOnLanguage ? "\(kind.title) (\(language))" : kind.title
  }

  /// `checks` is asked only by the checks filter, which checks the entry if it has not yet;
  /// `changed` only by the changed-since-open filter.
  func includes(
    _ entry: Entry, key: String, sourceLanguage: String, checks: CheckCache, changed: ChangedSinceOpen
  ) -> Bool {
    switch kind {
    case .all: return true
    case .changedSinceOpen: return changed.contains(key)
    case .checkErrors: return checks.marks(key: key, entry: entry).hasError(in: language)
    case .stale: return entry.isStale
    case .doNotTranslate: return !entry.isTranslatable
    case .needsWork, .missing, .new, .needsReview, .translated, .machineTranslated:
      // Counted as `glossa stats` and the status bar count: stale entries and those nobody
      // translates never need work, whatever their cells hold.
      let count = entry.count(in: language, key: key, sourceLanguage: sourceLanguage)
      switch kind {
      case .missing: return count == .missing
      case .new: return count == .new
      case .translated: return count == .translated
      case .needsReview: return count == .needsReview
      case .machineTranslated: return count == .machineTranslated
      default: return count.needsWork
      }
    }
  }
}

extension Entry {
  /// What `]`, `[` and the "needs work" filter look for.
  func needsWork(in language: String, key: String, sourceLanguage: String) -> Bool {
    count(in: language, key: key, sourceLanguage: sourceLanguage).needsWork
  }
}
