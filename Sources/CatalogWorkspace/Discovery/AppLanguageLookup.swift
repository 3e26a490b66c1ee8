import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import TerminalScreen

/// The app's languages for each catalog a command reads (`AppLanguages`), each `.glossa.yml`
/// read once; a configuration that cannot be read is reported once and counts as none, and so
/// is each region of an Xcode project left out (no language code, or too many).
package struct AppLanguageLookup {
  private var languages = AppLanguages()
  private var configs: [String: GlossaConfig?] = [:]
  /// False in the editor, whose screen standard error would scribble on: the regions left out
  /// are simply not columns there, and a `.glossa.yml` that cannot be read counts as none (stats,
  /// lint and languages name both; the editor names a broken one at start, when it reads it).
  private let reportsProblems: Bool

  package init(reportsProblems: Bool = true) {
    self.reportsProblems = reportsProblems
  }

  package mutating func origins(forCatalogAt path: String, sourceLanguage: String) -> [AppLanguages.Origin] {
    let origins = languages.languages(forCatalogAt: path, config: config(forCatalogAt: path), sourceLanguage: sourceLanguage)
    let problems = languages.takeProblems()
    if reportsProblems { problems.forEach(printError) }
    return origins
  }

  package mutating func config(forCatalogAt path: String) -> GlossaConfig? {
    guard let file = GlossaConfig.find(forCatalogAt: path) else { return nil }
    if let known = configs[file] { return known }
    var loaded: GlossaConfig?
    do {
      loaded = try GlossaConfig.load(path: file)
    } catch {
      if reportsProblems { printError(error.description) }
    }
    configs[file] = loaded
    return loaded
  }
}

extension AppLanguageLookup {
  /// The app languages of a workspace's catalogs (for the editor's columns), each once.
  package static func languages(of workspace: Workspace) -> [String] {
    var lookup = AppLanguageLookup(reportsProblems: false)
    return lookup.languages(of: workspace.members)
  }

  /// The app languages of `members`, each once (the files met before are not read again).
  package mutating func languages(of members: [Workspace.Member]) -> [String] {
    var languages: [String] = []
    var seen: Set<String> = []
    for member in members {
      guard let path = member.document.path else { continue }
      let source = member.document.catalog.sourceLanguage
      for origin in origins(forCatalogAt: path, sourceLanguage: source) where seen.insert(origin.language).inserted {
        languages.append(origin.language)
      }
    }
    return languages
  }
}
