import StringCatalog

/// The editor's glossary, length limits and spell checker: from the catalog's `.glossa.yml`
/// (its folder or the nearest parent up to the repository root), as `glossa translate` finds it.
struct EditorWorkbench {
  var rules = WorkbenchRules()
  /// nil when `.glossa.yml` says `spelling: false`.
  var spellChecker: SpellChecker? = SpellChecker.system

  /// `catalog` nil (the bundled sample): no configuration.
  static func load(forCatalogAt catalog: String?) throws(GlossaConfigError) -> EditorWorkbench {
    var workbench = EditorWorkbench()
    guard let catalog, let path = GlossaConfig.find(forCatalogAt: catalog) else { return workbench }
    let config = try GlossaConfig.load(path: path)
    workbench.rules = WorkbenchRules(config: config)
    if config.spelling == false { workbench.spellChecker = nil }
    return workbench
  }

  /// Said once at start rather than flagged word by word: no libhunspell, or shown languages
  /// without a dictionary.
  func notice(languages: [String]) -> String? {
    guard let spellChecker else { return nil }
    guard spellChecker.isAvailable else { return "Spell checking off: libhunspell not found" }
    let missing = languages.filter { !spellChecker.hasDictionary(for: $0) }
    guard !missing.isEmpty else { return nil }
    return "No spelling dictionary for \(missing.joined(separator: ", ")): not spell-checked"
  }
}
