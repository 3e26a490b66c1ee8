/// The translator's rules from `.glossa.yml` that lint and the editor check strings against:
/// glossary, do-not-translate terms, length limits, the spell checker.
public struct WorkbenchRules: Sendable, Equatable {
  public struct GlossaryTerm: Sendable, Equatable {
    public var term: String
    /// Language → the term's translation.
    public var translations: [String: String]
  }

  /// Sorted by term, so lists and findings come out in one order.
  public private(set) var glossary: [GlossaryTerm] = []
  public private(set) var doNotTranslate: [String] = []
  public private(set) var limits: [KeyLengthLimit] = []
  /// A translation longer than this × its source is a `length` warning.
  public var lengthRatio: Double = 2
  /// Spells words for `spelling`; nil uses `SpellChecker.system`.
  public var spellChecker: SpellChecker?
  private var patterns: [(GlobPattern, Int)] = []

  public init() {}

  public init(config: GlossaConfig) {
    glossary = config.glossary.map { GlossaryTerm(term: $0.key, translations: $0.value) }.sorted { $0.term < $1.term }
    doNotTranslate = config.doNotTranslate
    limits = config.limits
    patterns = limits.map { (GlobPattern($0.pattern), $0.maximum) }
    if let ratio = config.lengthRatio { lengthRatio = ratio }
  }

  public var isEmpty: Bool { glossary.isEmpty && doNotTranslate.isEmpty && limits.isEmpty }

  public static func == (lhs: WorkbenchRules, rhs: WorkbenchRules) -> Bool {
    lhs.glossary == rhs.glossary && lhs.doNotTranslate == rhs.doNotTranslate && lhs.limits == rhs.limits
      && lhs.lengthRatio == rhs.lengthRatio && lhs.spellChecker === rhs.spellChecker
  }

  /// The limit on a key's strings, from its comment (`[max 24]`) or `limits:`.
  public func lengthLimit(key: String, comment: String?) -> LengthLimit? {
    LengthLimit.of(key: key, comment: comment, patterns: patterns)
  }

  /// The glossary terms that occur in `source` (whole words, any case), in glossary order.
  public func glossaryTerms(in source: String) -> [GlossaryTerm] {
    glossary.filter { !TermMatching.wordRanges(of: $0.term, in: source, caseSensitive: false).isEmpty }
  }

  /// The do-not-translate terms that occur in `source` (whole words, exact case).
  public func doNotTranslateTerms(in source: String) -> [String] {
    doNotTranslate.filter { !TermMatching.wordRanges(of: $0, in: source, caseSensitive: true).isEmpty }
  }

  /// Character ranges of `text` that spelling never flags: do-not-translate terms, glossary
  /// terms and their translations into `language`.
  public func protectedRanges(in text: String, language: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for term in doNotTranslate { ranges += TermMatching.wordRanges(of: term, in: text, caseSensitive: false) }
    for entry in glossary {
      ranges += TermMatching.wordRanges(of: entry.term, in: text, caseSensitive: false)
      if let translation = entry.translations[language] {
        ranges += TermMatching.wordRanges(of: translation, in: text, caseSensitive: false)
      }
    }
    return ranges
  }
}
