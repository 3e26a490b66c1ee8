/// A translation memory hit: another entry whose source text is like the one being translated,
/// with its translation in the language being edited.
public struct MemorySuggestion: Sendable, Equatable {
  /// How alike the two source texts are, 70…100 (100: the same text).
  public var percent: Int
  public var source: String
  public var translation: String
  public var key: String
  /// The memory catalog it came from (its file name); nil for the catalog being edited.
  public var origin: String?
  /// The translation's state: a reviewed one (`translated`) ranks before drafts, and the editor
  /// shows it so a needs-review text is not taken for a checked one.
  public var state: TranslationState

  public init(
    percent: Int, source: String, translation: String, key: String, origin: String? = nil, state: TranslationState = .translated
  ) {
    self.percent = percent
    self.source = source
    self.translation = translation
    self.key = key
    self.origin = origin
    self.state = state
  }

  /// A person has checked the text: `translated` (a reviewed one is `translated` again).
  public var isReviewed: Bool { state == .translated }

  /// The similarity at which a text counts as a match, in percent.
  public static let minimumPercent = 70
  /// How many suggestions are shown (and have an `Alt-1` … `Alt-5` key).
  public static let limit = 5

  /// Reviewed translations first (a needs-review or machine draft is someone's guess), then exact
  /// matches, then the most similar; equal ones in the order given. One suggestion per distinct
  /// translation (the best), at most `limit`.
  public static func ranked(_ suggestions: [MemorySuggestion], limit: Int = MemorySuggestion.limit) -> [MemorySuggestion] {
    let ordered = suggestions.enumerated().sorted { left, right in
      if left.element.isReviewed != right.element.isReviewed { return left.element.isReviewed }
      return left.element.percent != right.element.percent ? left.element.percent > right.element.percent : left.offset < right.offset
    }
    var seen: Set<String> = []
    var ranked: [MemorySuggestion] = []
    for (_, suggestion) in ordered where ranked.count < limit && seen.insert(suggestion.translation).inserted {
      ranked.append(suggestion)
    }
    return ranked
  }
}

extension Entry {
  /// The text a translation memory compares: the source language's one string (the key when the
  /// source has no localization); nil for a source that varies by plural or device.
  public func memorySourceText(key: String, sourceLanguage: String) -> String? {
    guard let localization = localization(sourceLanguage) else { return key }
    guard !localization.isVaried else { return nil }
    return localization.stringUnit?.value
  }

  /// The translation a memory offers for `language`: a translatable entry's one non-empty string,
  /// with its state. Never a `new` one: that is a draft nobody has looked at, or a rejected one
  /// (pseudo text, a machine translation a reviewer turned down), which must not come back.
  public func memoryTranslation(_ language: String) -> (value: String, state: TranslationState)? {
    guard isTranslatable, let localization = localization(language), !localization.isVaried,
      let unit = localization.stringUnit, !unit.value.isEmpty, unit.state != .new
    else { return nil }
    return (unit.value, unit.state)
  }
}
