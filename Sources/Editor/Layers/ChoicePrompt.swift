import StringCatalog

/// A question on the prompt line answered with one letter, e.g.
/// "Save changes to Sample.xcstrings? (s)ave · (d)iscard · (c)ancel".
struct ChoicePrompt {
  enum Action: Equatable {
    case deleteTranslation(key: String, language: String)
    case deleteKey(String)
    /// Renaming into a key that exists: merge the old key's entry into it.
    case mergeKey(old: String, new: String)
    /// `X` in the stale filter, confirmed.
    case deleteStaleKeys
    /// `D` in the language chooser, confirmed.
    case deleteLanguage(String)
    case saveAndQuit
    case discardAndQuit
    case reload
    case overwrite
    case cancelSave
    /// The save question about errors in changed strings: save (and quit) without asking again.
    case saveAnyway(quitting: Bool)
    case listSaveErrors
    /// The question about catalogs out of Xcode's order: save, reordering them (asked once).
    case saveReordering(members: [Int], quitting: Bool)
    /// `:translate`, confirmed.
    case translate([TranslationGroup])
    case dismiss
    /// Answers asked by the variation editor and review mode.
    case variation(VariationChoice)
    case review(ReviewChoice)
    /// Answers about a value being committed from the inline editor.
    case edit(EditChoice)
  }

  var question: String
  var choices: [(letter: Character, action: Action)]
  /// What Esc (and Ctrl-C) does.
  var onCancel: Action

  /// The action for a typed letter (either case), if it is one of the choices.
  func action(for letter: Character) -> Action? {
    let lower = Character(letter.lowercased())
    return choices.first { $0.letter == lower }?.action
  }

  static func confirm(_ question: String, yes: Action) -> ChoicePrompt {
    ChoicePrompt(question: question + " (y)es · (n)o", choices: [("y", yes), ("n", .dismiss)], onCancel: .dismiss)
  }

  static func quit(fileName: String) -> ChoicePrompt {
    ChoicePrompt(
      question: "Save changes to \(fileName)? (s)ave · (d)iscard · (c)ancel",
      choices: [("s", .saveAndQuit), ("d", .discardAndQuit), ("c", .dismiss)], onCancel: .dismiss)
  }

  static func changedOnDisk(fileName: String) -> ChoicePrompt {
    ChoicePrompt(
      question: "\(fileName) changed on disk. (r)eload and merge your edits · (o)verwrite · (c)ancel",
      choices: [("r", .reload), ("o", .overwrite), ("c", .cancelSave)], onCancel: .cancelSave)
  }
}
