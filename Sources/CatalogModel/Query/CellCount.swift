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

  /// In the source language, a value written as `new` counts as translated: Interface Builder
  /// catalogs write their source units `new`, and the source text exists all the same.
  public init(_ status: CellStatus, isSource: Bool) {
    self = CellCount(status.counted(isSource: isSource))
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
  /// False for the entries every count leaves out (and counts as stale): stale in the code,
  /// marked "Don't translate", or with an empty source text (the key `""` Xcode extracts from
  /// `Text("")`), which holds nothing to translate.
  public func isCounted(key: String, sourceLanguage: String) -> Bool {
    isTranslatable && !isStale && !hasEmptySource(key: key, sourceLanguage: sourceLanguage)
  }

  /// The source text is empty: the source language's plain string is `""`, or there is no
  /// source value and the key (which stands in for it) is `""`.
  public func hasEmptySource(key: String, sourceLanguage: String) -> Bool {
    guard let source = localization(sourceLanguage) else { return key.isEmpty }
    return source.stringUnit?.value.isEmpty == true && source.variations == nil && source.substitutions == nil
  }

  /// How this entry's cell in `language` counts.
  public func count(in language: String, key: String, sourceLanguage: String) -> CellCount {
    guard isCounted(key: key, sourceLanguage: sourceLanguage) else { return .stale }
    return CellCount(status(for: language, sourceLanguage: sourceLanguage), isSource: language == sourceLanguage)
  }
}
