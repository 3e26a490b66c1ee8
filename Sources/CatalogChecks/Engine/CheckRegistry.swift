import CatalogModel
import CatalogFiles
import CatalogEditing

/// What a check is for, in one line, and how severe its findings are by default.
public struct CheckDescriptor: Sendable, Equatable {
  public var id: CheckID
  public var severity: Severity
  public var explanation: String
  /// Which findings of the check get the other severity (e.g. the warnings of an error check).
  public var severityNote: String?
}

/// Every check Glossa knows, in the order `glossa lint --help` lists them.
public enum CheckRegistry {
  public static let all: [CheckDescriptor] = [
    CheckDescriptor(
      id: .missing, severity: .error,
      explanation: "a language of the catalog or the app (Xcode project, languages: in .glossa.yml) has no translation for the entry (shouldTranslate false and stale entries are exempt)"),
    CheckDescriptor(id: .new, severity: .warning, explanation: "a string is in state new: not translated yet"),
    CheckDescriptor(id: .needsReview, severity: .warning, explanation: "a string is in state needs_review, machine_translated or one Glossa does not know"),
    CheckDescriptor(
      id: .stale, severity: .warning, explanation: "extractionState is stale: the key is no longer found in code"),
    CheckDescriptor(id: .empty, severity: .error, explanation: "an empty translation where the source is not empty"),
    CheckDescriptor(
      id: .formatSpecifiers, severity: .error,
      explanation: "placeholders (%@, %lld, %1$@, %#@name@, %arg…) differ from the source's in count, type or numbering",
      severityNote: "when only the integer size (%d vs %lld), base (%d vs %x) or the number of %% differs"),
    CheckDescriptor(
      id: .pluralCategories, severity: .error,
      explanation: "plural forms missing for a category the language needs (CLDR via ICU), or present for one it does not use",
      severityNote: "unused categories, and a missing `many` where the language uses it only for millions or fractions (fr, it, es, pt, ca since ICU 72; cs, sk), which real catalogs rarely have; a missing `many` that covers everyday counts (ru, uk, pl: 5–20) stays an error"),
    CheckDescriptor(
      id: .substitutions, severity: .error,
      explanation: "a %#@name@ without a substitution, argNum out of range or duplicated, an invalid formatSpecifier",
      severityNote: "a substitution no %#@name@ uses"),
    CheckDescriptor(
      id: .whitespace, severity: .warning, explanation: "leading or trailing whitespace differs from the source"),
    CheckDescriptor(id: .newlines, severity: .warning, explanation: "the number of line breaks differs from the source"),
    CheckDescriptor(
      id: .punctuation, severity: .warning,
      explanation: "ending . : ? ! … differs from the source (full-width forms count as equal; not checked for th, lo, km, my)"),
    CheckDescriptor(
      id: .unchanged, severity: .warning,
      explanation:
        "a translated string identical to a source of more than one word; not values without a letter, nor names (kept as they are by at least half of the entry's other languages)"),
    CheckDescriptor(
      id: .glossary, severity: .warning,
      explanation: "the source has a term of the .glossa.yml glossary and the translation lacks the term's translation for its language"),
    CheckDescriptor(
      id: .doNotTranslate, severity: .error,
      explanation: "a do-not-translate term of .glossa.yml in the source is missing from the translation"),
    CheckDescriptor(
      id: .length, severity: .error,
      explanation: "a string over its key's limit in grapheme clusters (limits: in .glossa.yml, or [max N] in the key's comment)",
      severityNote: "a translation more than 2× as long as its source (length-ratio: in .glossa.yml)"),
    CheckDescriptor(
      id: .spelling, severity: .warning,
      explanation:
        "a word Hunspell's dictionary for the language does not know (off unless --enable spelling or spelling: true; placeholders, glossary and do-not-translate terms are skipped)"),
    CheckDescriptor(
      id: .duplicateKey, severity: .error,
      explanation: "a member repeated in one JSON object, or a key repeated in a .strings file"),
    CheckDescriptor(
      id: .lenientJSON, severity: .warning,
      explanation: "JSON Xcode reads but never writes: a trailing comma, or null for an optional member (format removes both)"),
    CheckDescriptor(
      id: .extraKey, severity: .warning,
      explanation: "a key of a <lang>.lproj .strings file that the development language's file (en.lproj, else Base.lproj) lacks"),
    CheckDescriptor(
      id: .undefinedKey, severity: .error, explanation: "a key used in code (--sources) that the catalogs of its target or package do not define"),
    CheckDescriptor(
      id: .unusedKey, severity: .warning,
      explanation: "a manual key of a catalog that no string literal in its target's code can be (--sources)"),
    CheckDescriptor(
      id: .sourceChanged, severity: .warning,
      explanation: "with --since REF: the source text changed since the git revision REF while the translation is still translated"),
    CheckDescriptor(
      id: .coverage, severity: .error, explanation: "a language is below --min-coverage percent translated"),
    CheckDescriptor(
      id: .languageCode, severity: .error,
      explanation: "a language code (sourceLanguage or a localization's) that is not a BCP 47 tag such as en, pt-BR or zh-Hans: export and import refuse it"),
    CheckDescriptor(
      id: .parseError, severity: .error,
      explanation: "the file cannot be read or is malformed (exit status 2)"),
  ]

  public static func descriptor(_ id: CheckID) -> CheckDescriptor? {
    all.first { $0.id == id }
  }

  /// The default severity (the same as in `all`, which a test checks). A switch rather than a
  /// lookup: every finding asks, from several threads at once.
  public static func severity(_ id: CheckID) -> Severity {
    switch id {
    case .new, .needsReview, .stale, .whitespace, .newlines, .punctuation, .unchanged, .unusedKey, .extraKey, .sourceChanged,
      .glossary, .spelling:
      return .warning
    default: return .error
    }
  }

  public static var ids: [CheckID] { all.map(\.id) }

  /// Checks that run only when asked for (`--enable`, `--enable-only`, `.glossa.yml`).
  public static let offByDefault: Set<CheckID> = [.spelling]

  /// The checks a run has unless told otherwise: every one but `offByDefault`.
  public static var defaultIDs: [CheckID] { ids.filter { !offByDefault.contains($0) } }
}
