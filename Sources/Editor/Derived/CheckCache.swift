import StringCatalog

/// What the grid, `!` and the checks filter need to know about one entry's check findings:
/// which of its cells have an error. Findings themselves are not kept for every entry (a checked
/// 20,000-key catalog holds hundreds of thousands); the detail pane recomputes the selected one's.
struct EntryCheckMarks: Equatable {
  /// Languages with at least one error-severity finding; usually none, rarely more than a few.
  var errorLanguages: [String] = []
  /// An error about the whole entry (a finding without a language): marked on the key.
  var hasEntryError = false

  /// Coverage findings (`missing`, and the warning-only states) are left out: they have marks
  /// (`∅`, `?`, `+`) and filters (`f m`, `f r`, `f w`) of their own, and counting a missing cell as an error
  /// made `!` and the checks filter stop on every untranslated cell instead of the real errors.
  init(findings: [Finding]) {
    for finding in findings where finding.severity == .error && !CheckCache.coverageChecks.contains(finding.check) {
      guard let language = finding.language else {
        hasEntryError = true
        continue
      }
      if !errorLanguages.contains(language) { errorLanguages.append(language) }
    }
  }

  /// The cell of `language` has an error of its own (the grid's mark).
  func cellHasError(_ language: String) -> Bool { errorLanguages.contains(language) }

  /// What `!` and the checks filter look for: an error in the cell, or in the whole entry.
  func hasError(in language: String) -> Bool { hasEntryError || cellHasError(language) }
}

/// Check findings per entry, computed the first time something asks about the entry (the rows
/// being drawn, the selected cell, `!`, the checks filter) and kept until a change touches its
/// key, so opening a catalog checks one screen of entries and an edit re-checks only its keys.
///
/// A class, unlike the rest of the derived data, because `render` is non-mutating and yet is what
/// first asks about the rows it draws: the answers must outlive the call. Copies of an
/// `EditorState` may share one cache only while they have the same catalog; a state takes a
/// cache of its own before it forgets keys for a change (`EditorState.forgetChecks`), so the
/// copies that did not change keep answers that are still right for them.
final class CheckCache {
  let checker: CatalogChecker
  /// Only the checks that can report errors: marks, `!` and the checks filter need nothing else,
  /// and skipping the warning-only checks (states, whitespace, punctuation…) makes a whole-catalog
  /// pass for the filter several times cheaper.
  let errorChecker: CatalogChecker
  static let errorCapableChecks: Set<CheckID> = [
    .empty, .formatSpecifiers, .pluralCategories, .substitutions, .doNotTranslate, .length,
  ]
  /// Checks about how far the translation has got rather than what is wrong with a value: lint
  /// reports them, the detail pane lists them, but they are no check error for marks, `!` and `f c`.
  static let coverageChecks: Set<CheckID> = [.missing, .new, .needsReview, .stale, .coverage]
  private var marksByKey: [String: EntryCheckMarks]
  /// Checked entries with an error about the whole entry, and per language those with only
  /// cell errors: the checks filter's count, kept as marks come and go instead of recounted.
  private var entryErrors = 0
  private var cellErrors: [String: Int] = [:]
  /// The findings of the entry checked last: one entry's worth. After an edit the grid re-checks
  /// the edited row, which is the selected one, so the detail pane finds its findings here.
  private var lastFindings: (key: String, findings: [Finding])?
  /// How many entries the checker has run on: tests use it to see that nothing checks them all.
  private(set) var entriesChecked = 0

  /// Checks the languages the grid shows (`languages`, the source first): a language requested
  /// with `--languages` that the catalog lacks shows every cell missing, and `missing` agrees.
  /// Building the context does not walk the catalog; it costs the languages' plural rules.
  /// `workbench`: the glossary, do-not-translate and length rules of `.glossa.yml`.
  init(sourceLanguage: String, languages: [String], workbench: WorkbenchRules = WorkbenchRules()) {
    checker = CatalogChecker(
      context: CheckContext(
        sourceLanguage: sourceLanguage, catalogLanguages: languages, options: CheckOptions(workbench: workbench)))
    errorChecker = CatalogChecker(
      context: CheckContext(
        sourceLanguage: sourceLanguage, catalogLanguages: languages,
        options: CheckOptions(enabled: CheckCache.errorCapableChecks, workbench: workbench)))
    marksByKey = [:]
  }

  /// A cache with no findings yet that shares `other`'s checkers: catalogs of a workspace with
  /// the same source language and rules check alike, and building a checker costs every
  /// language's plural rules.
  private init(sharingCheckersOf other: CheckCache) {
    checker = other.checker
    errorChecker = other.errorChecker
    marksByKey = [:]
  }

  /// An empty cache for another catalog checked alike (see `init(sharingCheckersOf:)`).
  func emptySharingCheckers() -> CheckCache { CheckCache(sharingCheckersOf: self) }

  private init(copying other: CheckCache) {
    checker = other.checker
    errorChecker = other.errorChecker
    marksByKey = other.marksByKey
    entryErrors = other.entryErrors
    cellErrors = other.cellErrors
    lastFindings = other.lastFindings
    entriesChecked = other.entriesChecked
  }

  /// An equal cache that shares no mutable state with this one.
  func copy() -> CheckCache { CheckCache(copying: self) }

  func marks(key: String, entry: Entry) -> EntryCheckMarks {
    if let marks = marksByKey[key] { return marks }
    entriesChecked += 1
    let marks = EntryCheckMarks(findings: errorChecker.checks(for: key, entry: entry))
    store(marks, for: key)
    return marks
  }

  /// Every finding of the entry, in the checker's order.
  func findings(key: String, entry: Entry) -> [Finding] {
    if let lastFindings, lastFindings.key == key { return lastFindings.findings }
    return check(key: key, entry: entry).findings
  }

  /// The error findings a check error mark counts, for an entry that need not be the catalog's
  /// (the saved version of an edited one): nothing is kept.
  func errorFindings(key: String, entry: Entry) -> [Finding] {
    errorChecker.checks(for: key, entry: entry).filter {
      $0.severity == .error && !CheckCache.coverageChecks.contains($0.check)
    }
  }

  /// Forgets what is known about `keys` (entries a change touched, added or removed).
  func forget(_ keys: [String]) {
    for key in keys {
      store(nil, for: key)
      if lastFindings?.key == key { lastFindings = nil }
    }
  }

  /// How many entries have marks (checked since they last changed).
  var checkedEntries: Int { marksByKey.count }

  /// The checked entries the checks filter shows for `language`; all of them once
  /// `checkedEntries` is the catalog's entry count.
  func errorCount(in language: String) -> Int { entryErrors + cellErrors[language, default: 0] }

  private func store(_ marks: EntryCheckMarks?, for key: String) {
    if let old = marksByKey[key] { tally(old, by: -1) }
    marksByKey[key] = marks
    if let marks { tally(marks, by: 1) }
  }

  private func tally(_ marks: EntryCheckMarks, by delta: Int) {
    if marks.hasEntryError {
      entryErrors += delta
    } else {
      for language in marks.errorLanguages { cellErrors[language, default: 0] += delta }
    }
  }

  private func check(key: String, entry: Entry) -> (findings: [Finding], marks: EntryCheckMarks) {
    entriesChecked += 1
    let findings = checker.checks(for: key, entry: entry)
    let marks = EntryCheckMarks(findings: findings)
    store(marks, for: key)
    lastFindings = (key, findings)
    return (findings, marks)
  }
}
