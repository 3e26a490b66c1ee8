import Editor
import StringCatalog

/// The editor's glossary, length limits and spell checker: from the catalog's `.glossa.yml`
/// (its folder or the nearest parent up to the repository root), as `glossa translate` finds it.
package struct EditorWorkbench {
  package var rules = WorkbenchRules()
  /// nil when `.glossa.yml` says `spelling: false`.
  package var spellChecker: SpellChecker? = SpellChecker.system

  /// `catalog` nil (the bundled sample): no configuration.
  package static func load(forCatalogAt catalog: String?) throws(GlossaConfigError) -> EditorWorkbench {
    var read: [String: GlossaConfig] = [:]
    return try load(forCatalogAt: catalog, read: &read)
  }

  /// `load` for one of many catalogs: `read` keeps each `.glossa.yml` read so far, so an app's
  /// catalogs that share one read it once.
  package static func load(forCatalogAt catalog: String?, read: inout [String: GlossaConfig]) throws(GlossaConfigError) -> EditorWorkbench {
    var workbench = EditorWorkbench()
    guard let catalog, let path = GlossaConfig.find(forCatalogAt: catalog) else { return workbench }
    let config: GlossaConfig
    if let known = read[path] {
      config = known
    } else {
      config = try GlossaConfig.load(path: path)
      read[path] = config
    }
    workbench.rules = WorkbenchRules(config: config)
    if config.spelling == false { workbench.spellChecker = nil }
    return workbench
  }

  /// Said once at start rather than flagged word by word.
  package func notice(languages: [String]) -> String? {
    SpellingNotice.text(languages: languages, spellChecker: spellChecker)
  }
}
