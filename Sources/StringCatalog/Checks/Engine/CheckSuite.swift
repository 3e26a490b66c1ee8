/// The enabled checks, split by what they look at, so the runner calls only what is on.
struct CheckSuite: Sendable {
  var entryChecks: [any EntryCheck] = []
  var localizationChecks: [any LocalizationCheck] = []
  var leafChecks: [any LeafCheck] = []

  init(enabled: Set<CheckID>) {
    if enabled.contains(.missing) { entryChecks.append(MissingCheck()) }
    if enabled.contains(.stale) { entryChecks.append(StaleCheck()) }
    if enabled.contains(.pluralCategories) { localizationChecks.append(PluralCategoriesCheck()) }
    if enabled.contains(.substitutions) { localizationChecks.append(SubstitutionsCheck()) }
    if enabled.contains(.formatSpecifiers) { localizationChecks.append(SubstitutionSpecifiersCheck()) }
    // Leaf checks in id order: findings at one place then come out as the text output sorts them.
    if enabled.contains(.doNotTranslate) { leafChecks.append(DoNotTranslateCheck()) }
    if enabled.contains(.empty) { leafChecks.append(EmptyCheck()) }
    if enabled.contains(.formatSpecifiers) { leafChecks.append(FormatSpecifiersCheck()) }
    if enabled.contains(.glossary) { leafChecks.append(GlossaryCheck()) }
    if enabled.contains(.length) { leafChecks.append(LengthCheck()) }
    if enabled.contains(.needsReview) { leafChecks.append(NeedsReviewCheck()) }
    if enabled.contains(.new) { leafChecks.append(NewCheck()) }
    if enabled.contains(.newlines) { leafChecks.append(NewlinesCheck()) }
    if enabled.contains(.punctuation) { leafChecks.append(PunctuationCheck()) }
    if enabled.contains(.spelling) { leafChecks.append(SpellingCheck()) }
    if enabled.contains(.unchanged) { leafChecks.append(UnchangedCheck()) }
    if enabled.contains(.whitespace) { leafChecks.append(WhitespaceCheck()) }
    sourceLocalizationChecks = localizationChecks.filter(\.checksSource)
    sourceLeafChecks = leafChecks.filter(\.checksSource)
  }

  /// The checks that also run on the source language's localization (`checksSource`), chosen
  /// once rather than asked for each localization and string.
  private(set) var sourceLocalizationChecks: [any LocalizationCheck] = []
  private(set) var sourceLeafChecks: [any LeafCheck] = []

  var isEmpty: Bool { entryChecks.isEmpty && localizationChecks.isEmpty && leafChecks.isEmpty }
}
