import StringCatalog
import TerminalScreen

/// What the translator's rules (`.glossa.yml`, the spell checker) add to the detail pane, the
/// inline editor's context and the review card: the glossary terms of the source, underlined
/// misspellings.
enum WorkbenchLines {
  /// One line per glossary term in the source, `trip → Reise`, then one per do-not-translate
  /// term, `Glossa (keep as is)`; the first labelled "glossary". None for the source language.
  static func glossary(_ rules: WorkbenchRules, source: String, language: String, sourceLanguage: String) -> [LabeledLine] {
    guard language != sourceLanguage, !rules.glossary.isEmpty || !rules.doNotTranslate.isEmpty else { return [] }
    var texts = rules.glossaryTerms(in: source).map { term in
      "\(term.term) → " + (term.translations[language] ?? "(no \(language) translation in the glossary)")
    }
    texts += rules.doNotTranslateTerms(in: source).map { "\($0) (keep as is)" }
    return texts.enumerated().map { offset, text in LabeledLine(label: offset == 0 ? "glossary" : "", text: text) }
  }

  /// The entry's source text the glossary is looked up in: its unvaried string, else every form.
  static func sourceText(of entry: Entry, key: String, sourceLanguage: String) -> String {
    guard let localization = entry.localization(sourceLanguage) else { return key }
    if let value = localization.stringUnit?.value { return value }
    return localization.leaves.map(\.value).joined(separator: "\n")
  }

  /// `text` wrapped to `width` as labelled lines, its misspelled words underlined.
  static func wrapped(
    label: String, _ text: String, width: Int, style: TextStyle, language: String, spelling: SpellChecker?,
    rules: WorkbenchRules
  ) -> [LabeledLine] {
    let characters = Array(text)
    let wrap = TextWrap.wrap(characters, cursor: 0, width: width)
    let misspelled = misspelledWords(in: text, language: language, spelling: spelling, rules: rules)
    let parts = TextWrap.split(misspelled, lineStarts: wrap.lineStarts, lineLengths: wrap.lines.map(\.count))
    return wrap.lines.enumerated().map { offset, line in
      LabeledLine(label: offset == 0 ? label : "", text: line, style: style, underlined: parts[offset])
    }
  }

  /// Character ranges of the misspelled words; none without a spell checker or a dictionary.
  static func misspelledWords(in text: String, language: String, spelling: SpellChecker?, rules: WorkbenchRules) -> [Range<Int>] {
    guard let spelling, !text.isEmpty else { return [] }
    return spelling.misspelledWords(in: text, language: language, protected: rules.protectedRanges(in: text, language: language))
      ?? []
  }
}

/// What the inline editor adds for the text being typed: the length counter (`17/24`) where a
/// limit applies, and the misspelled words to underline.
struct InlineWorkbench {
  /// `17/24`; nil where no limit applies.
  var counter: String?
  var isOverLimit = false
  var misspelled: [Range<Int>] = []

  init() {}

  init(state: EditorState, session: TextEditSession) {
    let key: String
    let language: String
    switch session.target {
    case .value(let cellKey, let cellLanguage), .reviewValue(let cellKey, let cellLanguage), .form(let cellKey, let cellLanguage, _):
      key = cellKey
      language = cellLanguage
    case .comment, .conflict:
      return
    }
    let rules = state.workbench
    let text = String(session.buffer.characters)
    if let entry = state.catalog.strings[key], let limit = rules.lengthLimit(key: key, comment: entry.comment) {
      let length = session.buffer.characters.count
      counter = "\(length)/\(limit.maximum)"
      isOverLimit = length > limit.maximum
    }
    misspelled = WorkbenchLines.misspelledWords(in: text, language: language, spelling: state.options.spellChecker, rules: rules)
  }
}
