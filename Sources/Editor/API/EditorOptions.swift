import StringCatalog

/// How the editor was opened (from the command line).
package struct EditorOptions: Sendable {
  /// The target-language columns to show, in this order (`--languages`); nil shows every
  /// language of the catalog. The source language is always shown as the first language column.
  package var languages: [String]?
  /// Every editing command is refused with a "Read-only: …" message.
  package var readOnly: Bool
  /// What the status bar names the file as, e.g. "Sample.xcstrings (scratch copy: /tmp/…)".
  package var displayPath: String
  /// Glossary, do-not-translate terms and length limits (`.glossa.yml`): listed, counted, checked.
  package var workbench: WorkbenchRules
  /// Per catalog of a workspace (in its order), the rules of the `.glossa.yml` found for it;
  /// empty: `workbench` for every catalog.
  package var catalogWorkbenches: [WorkbenchRules] = []
  /// Underlines misspelled words in the edited text and the detail pane; nil: no spell checking.
  package var spellChecker: SpellChecker?
  /// The catalogs from `memory:` in `.glossa.yml`, already read: their translations are
  /// suggested with the catalog's own while translating (the editor reads no files itself).
  package var memory: [TranslationMemory.Source]
  /// The app's languages besides its catalogs' (Xcode project, `.glossa.yml` `languages:`): each
  /// is a column, every entry of a catalog that lacks it counted missing.
  package var appLanguages: [String] = []

  package init(
    languages: [String]? = nil, readOnly: Bool = false, displayPath: String = "", workbench: WorkbenchRules = WorkbenchRules(),
    spellChecker: SpellChecker? = nil, memory: [TranslationMemory.Source] = []
  ) {
    self.languages = languages
    self.readOnly = readOnly
    self.displayPath = displayPath
    self.workbench = workbench
    self.spellChecker = spellChecker
    self.memory = memory
  }

  /// The rules that apply to catalog `index` of the workspace.
  func workbench(forCatalog index: Int) -> WorkbenchRules {
    catalogWorkbenches.indices.contains(index) ? catalogWorkbenches[index] : workbench
  }
}
