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

  public init(percent: Int, source: String, translation: String, key: String, origin: String? = nil) {
    self.percent = percent
    self.source = source
    self.translation = translation
    self.key = key
    self.origin = origin
  }

  /// The similarity at which a text counts as a match, in percent.
  public static let minimumPercent = 70
  /// How many suggestions are shown (and have an `Alt-1` … `Alt-5` key).
  public static let limit = 5

  /// Exact matches first, then the most similar; equal ones in the order given. One suggestion
  /// per distinct translation (the best), at most `limit`.
  public static func ranked(_ suggestions: [MemorySuggestion], limit: Int = MemorySuggestion.limit) -> [MemorySuggestion] {
    let ordered = suggestions.enumerated().sorted { left, right in
      left.element.percent != right.element.percent ? left.element.percent > right.element.percent : left.offset < right.offset
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

  /// The translation a memory offers for `language`: a translatable entry's one non-empty string.
  public func memoryTranslation(_ language: String) -> String? {
    guard isTranslatable, let localization = localization(language), !localization.isVaried,
      let value = localization.stringUnit?.value, !value.isEmpty
    else { return nil }
    return value
  }
}
