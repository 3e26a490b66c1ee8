/// Which checks run, and over which languages.
public struct CheckOptions: Sendable, Equatable {
  /// The checks that run; by default every registered check.
  public var enabled: Set<CheckID>
  /// Languages to check; nil means every language of the catalog (`Catalog.languages`).
  public var languages: [String]?

  public init(enabled: Set<CheckID> = Set(CheckRegistry.ids), languages: [String]? = nil) {
    self.enabled = enabled
    self.languages = languages
  }

  public func isEnabled(_ id: CheckID) -> Bool { enabled.contains(id) }
}
