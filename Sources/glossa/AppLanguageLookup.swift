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
