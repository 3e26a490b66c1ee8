import StringCatalog
import TerminalScreen

/// The translation memory while translating: what it suggests for the text being edited (or the
/// review item), and Alt-1 … Alt-5, which take a suggestion's translation.
extension EditorState {
  /// The suggestions for what `target` edits: a cell or form of a language other than the
  /// source; none for comments, the source itself and the conflict view.
  func memorySuggestions(for target: TextEditSession.Target) -> [MemorySuggestion] {
    switch target {
    case .value(let key, let language), .reviewValue(let key, let language):
      guard let entry = catalog.strings[key], let text = entry.memorySourceText(key: key, sourceLanguage: catalog.sourceLanguage)
      else { return [] }
      return memorySuggestions(text: text, key: key, language: language)
    case .form(let key, let language, let path):
      guard let entry = catalog.strings[key] else { return [] }
      let text = entry.sourceText(matching: path, key: key, sourceLanguage: catalog.sourceLanguage)
      return memorySuggestions(text: text, key: key, language: language)
    case .comment, .conflict:
      return []
    }
  }

  private func memorySuggestions(text: String, key: String, language: String) -> [MemorySuggestion] {
    guard language != catalog.sourceLanguage else { return [] }
    // Every catalog of the workspace is a memory, labelled with its path when it is another.
    var found: [MemorySuggestion] = []
    let focus = self.focus
    for member in workspace.members.indices {
      let isFocus = member == focus
      found += caches[member].memory.liveSuggestions(
        for: text, language: language, excludingKey: isFocus ? key : nil, in: workspace[member].catalog,
        origin: isFocus ? nil : workspace.members[member].displayPath)
    }
    return MemorySuggestion.ranked(found + memory.externalSuggestions(for: text, language: language))
  }

  /// The suggestion an Alt-digit key names, or nil with a message saying there is none.
  private mutating func chosenSuggestion(_ key: Key, from suggestions: [MemorySuggestion]) -> MemorySuggestion? {
    guard case .alt(let digit) = key, let number = digit.wholeNumberValue else { return nil }
    guard number >= 1, number <= suggestions.count else {
      showMessage(suggestions.isEmpty ? "No translation memory suggestions here" : "No suggestion \(number) (there are \(suggestions.count))")
      return nil
    }
    return suggestions[number - 1]
  }

  /// Alt-1 … Alt-5 in the inline editor: the suggestion's translation replaces the text (Esc
  /// still cancels the whole edit).
  mutating func useMemorySuggestion(_ key: Key, in session: inout TextEditSession) {
    guard let suggestion = chosenSuggestion(key, from: memorySuggestions(for: session.target)) else { return }
    session.buffer = TextBuffer(suggestion.translation)
  }

  /// Alt-1 … Alt-5 in review mode: edit the item with the suggestion's text (Enter saves and
  /// accepts, as after `e`).
  mutating func useMemorySuggestionInReview(_ key: Key) -> [EditorEffect] {
    guard let item = changeableReviewItem() else { return [] }
    let target = TextEditSession.Target.reviewValue(key: item.key, language: item.language)
    guard let suggestion = chosenSuggestion(key, from: memorySuggestions(for: target)) else { return [] }
    guard catalog.strings[item.key]?.localization(item.language)?.isVaried != true else {
      showMessage("A varied cell: e opens its forms, where Alt-1 … Alt-5 work while a form is edited")
      return []
    }
    layer = .textEditor(TextEditSession(target: target, buffer: TextBuffer(suggestion.translation)))
    return []
  }
}
