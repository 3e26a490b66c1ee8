import CatalogModel
import CatalogFiles
import CatalogEditing

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
  /// The terms as characters, the glossary's in lower case: matched against every source string.
  private var glossaryKeys: [[Character]] = []
  private var doNotTranslateKeys: [[Character]] = []

  /// The terms one source string has: indexes into `glossary`, and do-not-translate terms.
  public struct TermsInSource: Sendable, Equatable {
    public var glossary: [Int] = []
    public var doNotTranslate: [String] = []
  }

  public init() {}

  public init(config: GlossaConfig) {
    glossary = config.glossary.map { GlossaryTerm(term: $0.key, translations: $0.value) }.sorted { $0.term < $1.term }
    doNotTranslate = config.doNotTranslate
    limits = config.limits
    patterns = limits.map { (GlobPattern($0.pattern), $0.maximum) }
    glossaryKeys = glossary.map { Array($0.term.lowercased()) }
    doNotTranslateKeys = doNotTranslate.map { Array($0) }
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
    terms(in: source).glossary.map { glossary[$0] }
  }

  /// The do-not-translate terms that occur in `source` (whole words, exact case).
  public func doNotTranslateTerms(in source: String) -> [String] {
    terms(in: source).doNotTranslate
  }

  /// Both kinds of terms, the source split into characters once (and lowered once).
  public func terms(in source: String) -> TermsInSource {
    var found = TermsInSource()
    guard !isEmpty, !source.isEmpty else { return found }
    if !glossary.isEmpty {
      let lowered = Array(source.lowercased())
      found.glossary = glossaryKeys.indices.filter { TermMatching.containsWord(glossaryKeys[$0], in: lowered) }
    }
    if !doNotTranslate.isEmpty {
      let characters = Array(source)
      found.doNotTranslate = doNotTranslateKeys.indices.filter { TermMatching.containsWord(doNotTranslateKeys[$0], in: characters) }
        .map { doNotTranslate[$0] }
    }
    return found
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
