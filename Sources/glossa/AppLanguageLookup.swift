import StringCatalog

/// The app's languages for each catalog a command reads (`AppLanguages`), each `.glossa.yml`
/// read once; a configuration that cannot be read is reported once and counts as none.
struct AppLanguageLookup {
  private var languages = AppLanguages()
  private var configs: [String: GlossaConfig?] = [:]

  mutating func origins(forCatalogAt path: String, sourceLanguage: String) -> [AppLanguages.Origin] {
    languages.languages(forCatalogAt: path, config: config(forCatalogAt: path), sourceLanguage: sourceLanguage)
  }

  mutating func config(forCatalogAt path: String) -> GlossaConfig? {
    guard let file = GlossaConfig.find(forCatalogAt: path) else { return nil }
    if let known = configs[file] { return known }
    var loaded: GlossaConfig?
    do {
      loaded = try GlossaConfig.load(path: file)
    } catch {
      printError(error.description)
    }
    configs[file] = loaded
    return loaded
  }
}

extension AppLanguageLookup {
  /// The app languages of a workspace's catalogs (for the editor's columns), each once.
  static func languages(of workspace: Workspace) -> [String] {
    var lookup = AppLanguageLookup()
    return lookup.languages(of: workspace.members)
  }

  /// The app languages of `members`, each once (the files met before are not read again).
  mutating func languages(of members: [Workspace.Member]) -> [String] {
    var languages: [String] = []
    for member in members {
      guard let path = member.document.path else { continue }
      let source = member.document.catalog.sourceLanguage
      for origin in origins(forCatalogAt: path, sourceLanguage: source) where !languages.contains(origin.language) {
        languages.append(origin.language)
      }
    }
    return languages
  }
}
