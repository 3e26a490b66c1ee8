/// Where one (entry, language) cell counts: the one definition that `glossa stats`, the
/// editor's status bar and filters, and lint's missing/needs-review checks share.
public enum CellCount: Sendable, Equatable, CaseIterable {
  case translated
  case needsReview
  case new
  case missing
  case machineTranslated
  /// Left out of total, missing, new, needs review and percent: the entry is stale
  /// (`extractionState: stale`) or nobody translates it (`shouldTranslate: false`).
  case stale

  /// Everything but translated and left out: what `]`, `[` and the "needs work" filter find.
  public var needsWork: Bool {
    switch self {
    case .missing, .needsReview, .new, .machineTranslated: return true
    case .translated, .stale: return false
    }
  }

  /// An unknown state (or a localization with no string) counts as needs review.
  public init(_ status: CellStatus) {
    switch status {
    case .translated: self = .translated
    case .needsReview, .other: self = .needsReview
    case .new: self = .new
    case .missing: self = .missing
    case .machineTranslated: self = .machineTranslated
    }
  }
}

extension Entry {
  /// False for the entries every count leaves out (and counts as stale): stale in the code, or
  /// marked "Don't translate".
  public var isCounted: Bool { isTranslatable && !isStale }

  /// How this entry's cell in `language` counts.
  public func count(in language: String, sourceLanguage: String) -> CellCount {
    guard isCounted else { return .stale }
    return CellCount(status(for: language, sourceLanguage: sourceLanguage))
  }
}
