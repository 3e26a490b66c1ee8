import CatalogModel
import CatalogFiles
import CatalogEditing

/// The enabled checks, split by what they look at, so the runner calls only what is on.
///
/// The runner calls the checks of a string hundreds of thousands of times: they are listed as
/// small kinds and called through a switch over one instance of each (`let`s of a class), not
/// through an array of existentials, each call of which retained and released the check (or
/// copied a boxed struct) and could not be inlined.
package struct CheckSuite: Sendable {
  package var entryChecks: [any EntryCheck] = []
  /// In the order they run (id order: findings at one place then come out as the text output
  /// sorts them).
  package private(set) var localizationKinds: [LocalizationCheckKind] = []
  package private(set) var leafKinds: [LeafCheckKind] = []
  /// Those that also run on the source language's localization (`checksSource`).
  package private(set) var sourceLocalizationKinds: [LocalizationCheckKind] = []
  package private(set) var sourceLeafKinds: [LeafCheckKind] = []
  package let instances = CheckInstances()

  package init(enabled: Set<CheckID>) {
    if enabled.contains(.missing) { entryChecks.append(MissingCheck()) }
    if enabled.contains(.stale) { entryChecks.append(StaleCheck()) }
    localizationKinds = LocalizationCheckKind.allCases.filter { enabled.contains($0.id) }
    leafKinds = LeafCheckKind.allCases.filter { enabled.contains($0.id) }
    sourceLocalizationKinds = localizationKinds.filter { instances.check($0).checksSource }
    sourceLeafKinds = leafKinds.filter { instances.check($0).checksSource }
  }

  package var isEmpty: Bool { entryChecks.isEmpty && localizationKinds.isEmpty && leafKinds.isEmpty }
}

/// The checks of one localization, in the order they run.
package enum LocalizationCheckKind: CaseIterable, Sendable {
  case pluralCategories, substitutions, substitutionSpecifiers

  package var id: CheckID {
    switch self {
    case .pluralCategories: return .pluralCategories
    case .substitutions: return .substitutions
    case .substitutionSpecifiers: return .formatSpecifiers
    }
  }
}

/// The checks of one string, in id order.
package enum LeafCheckKind: CaseIterable, Sendable {
  case doNotTranslate, empty, formatSpecifiers, glossary, length, needsReview, new, newlines, punctuation, spelling,
    unchanged, whitespace

  package var id: CheckID {
    switch self {
    case .doNotTranslate: return .doNotTranslate
    case .empty: return .empty
    case .formatSpecifiers: return .formatSpecifiers
    case .glossary: return .glossary
    case .length: return .length
    case .needsReview: return .needsReview
    case .new: return .new
    case .newlines: return .newlines
    case .punctuation: return .punctuation
    case .spelling: return .spelling
    case .unchanged: return .unchanged
    case .whitespace: return .whitespace
    }
  }
}

/// One instance of every localization and string check (they are immutable; one set per check
/// context, so per thread).
package final class CheckInstances: Sendable {
  package let pluralCategories = PluralCategoriesCheck()
  package let substitutions = SubstitutionsCheck()
  package let substitutionSpecifiers = SubstitutionSpecifiersCheck()
  package let doNotTranslate = DoNotTranslateCheck()
  package let empty = EmptyCheck()
  package let formatSpecifiers = FormatSpecifiersCheck()
  package let glossary = GlossaryCheck()
  package let length = LengthCheck()
  package let needsReview = NeedsReviewCheck()
  package let new = NewCheck()
  package let newlines = NewlinesCheck()
  package let punctuation = PunctuationCheck()
  package let spelling = SpellingCheck()
  package let unchanged = UnchangedCheck()
  package let whitespace = WhitespaceCheck()

  package func check(_ kind: LocalizationCheckKind) -> any LocalizationCheck {
    switch kind {
    case .pluralCategories: return pluralCategories
    case .substitutions: return substitutions
    case .substitutionSpecifiers: return substitutionSpecifiers
    }
  }

  package func check(_ kind: LeafCheckKind) -> any LeafCheck {
    switch kind {
    case .doNotTranslate: return doNotTranslate
    case .empty: return empty
    case .formatSpecifiers: return formatSpecifiers
    case .glossary: return glossary
    case .length: return length
    case .needsReview: return needsReview
    case .new: return new
    case .newlines: return newlines
    case .punctuation: return punctuation
    case .spelling: return spelling
    case .unchanged: return unchanged
    case .whitespace: return whitespace
    }
  }

  /// Runs one localization check, called directly.
  @inline(__always)
  package func run(_ kind: LocalizationCheckKind, _ item: LocalizationUnderCheck, into findings: inout [Finding]) {
    switch kind {
    case .pluralCategories: pluralCategories.check(item, into: &findings)
    case .substitutions: substitutions.check(item, into: &findings)
    case .substitutionSpecifiers: substitutionSpecifiers.check(item, into: &findings)
    }
  }

  /// Runs one string check, called directly.
  @inline(__always)
  package func run(_ kind: LeafCheckKind, _ leaf: LeafUnderCheck, in item: LocalizationUnderCheck, into findings: inout [Finding]) {
    switch kind {
    case .doNotTranslate: doNotTranslate.check(leaf, in: item, into: &findings)
    case .empty: empty.check(leaf, in: item, into: &findings)
    case .formatSpecifiers: formatSpecifiers.check(leaf, in: item, into: &findings)
    case .glossary: glossary.check(leaf, in: item, into: &findings)
    case .length: length.check(leaf, in: item, into: &findings)
    case .needsReview: needsReview.check(leaf, in: item, into: &findings)
    case .new: new.check(leaf, in: item, into: &findings)
    case .newlines: newlines.check(leaf, in: item, into: &findings)
    case .punctuation: punctuation.check(leaf, in: item, into: &findings)
    case .spelling: spelling.check(leaf, in: item, into: &findings)
    case .unchanged: unchanged.check(leaf, in: item, into: &findings)
    case .whitespace: whitespace.check(leaf, in: item, into: &findings)
    }
  }
}
