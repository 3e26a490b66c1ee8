import CatalogModel
import CatalogFiles
import CatalogEditing

/// Which checks run, and over which languages.
public struct CheckOptions: Sendable, Equatable {
  /// The checks that run; by default every registered check but those off by default (`spelling`).
  public var enabled: Set<CheckID>
  /// Languages to check; nil means every language of the catalog (`Catalog.languages`).
  public var languages: [String]?
  /// Glossary, do-not-translate terms, length limits and the spell checker (`.glossa.yml`).
  public var workbench: WorkbenchRules
  /// The app's languages a catalog may lack (`AppLanguages`): checked too, so every entry misses
  /// them. Not used when `languages` is given.
  public var appLanguages: [String] = []

  public init(
    enabled: Set<CheckID> = Set(CheckRegistry.defaultIDs), languages: [String]? = nil, workbench: WorkbenchRules = WorkbenchRules()
  ) {
    self.enabled = enabled
    self.languages = languages
    self.workbench = workbench
  }

  public func isEnabled(_ id: CheckID) -> Bool { enabled.contains(id) }
}
