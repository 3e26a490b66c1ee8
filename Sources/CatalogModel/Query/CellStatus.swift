/// What one (key, language) cell needs, at a glance.
public enum CellStatus: Sendable, Equatable {
  /// No localization for this language (for the source language: never; the key stands in).
  case missing
  case translated
  case needsReview
  case new
  /// Every form translated or `machine_translated`, at least one of them by a machine.
  case machineTranslated
  /// A state Glossa does not know, or a localization with no string. Counted as needs review.
  case other(String)

  /// Missing, new, needs review, machine-translated or an unknown state: what `]`, `[` and the
  /// "needs work" filter look for.
  public var needsWork: Bool {
    switch self {
    case .missing, .needsReview, .new, .machineTranslated, .other: return true
    case .translated: return false
    }
  }
}

extension CellStatus {
  /// The one counting rule stats, lint's `new` check and the grid's marks share: in the source
  /// language a `new` value is translated (Interface Builder catalogs write their source units
  /// `new`; the source text exists all the same).
  public func counted(isSource: Bool) -> CellStatus {
    isSource && self == .new ? .translated : self
  }
}

extension Entry {
  /// The cell's status, following Xcode's counting: any `needs_review` leaf makes it
  /// needs-review, else any `new` leaf makes it new, else it is translated only when every leaf is.
  public func status(for language: String, sourceLanguage: String) -> CellStatus {
    guard let localization = localizations?[language] else {
      return language == sourceLanguage ? .translated : .missing
    }
    return localization.status
  }
}

extension Localization {
  /// Needs review, then new, then an unknown state, then machine-translated, then translated:
  /// the cell shows the form that most needs a person.
  public var status: CellStatus {
    var review = false
    var new = false
    var machine = false
    var other: String?
    var leaves = 0
    forEachLeafState { state in
      leaves += 1
      switch state {
      case .needsReview: review = true
      case .new: new = true
      case .machineTranslated: machine = true
      case .translated: break
      default: other = other ?? state.rawValue
      }
    }
    if review { return .needsReview }
    if new { return .new }
    if leaves == 0 { return .other("empty") }
    if let other { return .other(other) }
    if machine { return .machineTranslated }
    return .translated
  }
}
