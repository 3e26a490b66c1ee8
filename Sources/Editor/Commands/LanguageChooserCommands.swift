import StringCatalog
import TerminalScreen

/// `L`: ticking which target languages the grid shows. The choice is handed to the app to keep
/// for this catalog (`EditorEffect.saveShownLanguages`).
extension EditorState {
  mutating func openLanguageChooser() {
    var languages = LanguageColumns(workspace: workspace, requested: nil, appLanguages: options.appLanguages).targets
    // A language asked for with --languages that the catalog lacks can still be shown.
    languages += columns.targets.filter { !languages.contains($0) }
    guard !languages.isEmpty else {
      showMessage("The catalog has no language but the source")
      return
    }
    let selection = languages.firstIndex(of: currentLanguage) ?? 0
    layer = .languageChooser(LanguageChooser(languages: languages, ticked: Set(columns.targets), selection: selection))
  }

  mutating func handleLanguageChooserKey(_ key: Key, chooser: LanguageChooser) -> [EditorEffect] {
    var chooser = chooser
    switch Keymap.command(for: key, in: .chooser) {
    case .listUp?: chooser.selection = max(0, chooser.selection - 1)
    case .listDown?: chooser.selection = min(chooser.languages.count - 1, chooser.selection + 1)
    case .pickerToggle?:
      let language = chooser.languages[chooser.selection]
      if chooser.ticked.contains(language) { chooser.ticked.remove(language) } else { chooser.ticked.insert(language) }
    case .chooserOnly?:
      layer = nil
      return showLanguages([chooser.languages[chooser.selection]], of: chooser.languages.count)
    case .chooserAll?:
      chooser.ticked = Set(chooser.languages)
    case .chooserNone?:
      chooser.ticked = []
    case .chooserDeleteLanguage?:
      if confirmDeletingLanguage(chooser.languages[chooser.selection]) { return [] }
    case .listChoose?:
      let chosen = chooser.languages.filter(chooser.ticked.contains)
      guard !chosen.isEmpty else {
        showMessage("Tick at least one language")
        break
      }
      layer = nil
      return showLanguages(chosen, of: chooser.languages.count)
    case .listClose?:
      layer = nil
      return []
    default:
      break
    }
    layer = .languageChooser(chooser)
    return []
  }

  /// Shows `languages` as the target columns (the cursor stays on its key, and on its language
  /// when that is still shown) and asks the app to keep the choice.
  private mutating func showLanguages(_ languages: [String], of total: Int) -> [EditorEffect] {
    guard languages != columns.targets else { return [] }
    shownLanguages = languages
    firstTarget = 0
    rebuildDerivedData(keepingCursorOn: currentRef)
    showMessage("Showing \(languages.joined(separator: ", ")) (\(languages.count) of \(Plural.count(total, "language")))")
    return [.saveShownLanguages(languages)]
  }
}
