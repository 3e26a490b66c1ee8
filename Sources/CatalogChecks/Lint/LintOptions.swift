import CatalogModel
import CatalogFiles
import CatalogEditing

/// What `glossa lint` checks, for every file of a run.
public struct LintOptions: Sendable, Equatable {
  public var checks: CheckOptions
  /// Fail (a `coverage` error) when a language is below this percentage translated.
  public var minimumCoverage: Double?
  /// Record each file's keys (`FileLintResult.inventory`) for the source-code checks.
  public var collectsKeys: Bool
  /// Where each catalog's `.glossa.yml` (glossary, limits, spelling) comes from.
  public var config: ConfigSource
  /// Whether `spelling: true` in the configuration may turn `spelling` on (not when the command
  /// line chose the checks with --enable-only or turned it off with --disable).
  public var configMayEnableSpelling: Bool
  /// Hash the text each catalog finding is about (`Finding.textHash`), for a lint baseline.
  public var hashesText = false
  /// What folder searches leave out (`--exclude`; `exclude:` in .glossa.yml is added per folder).
  public var exclusion = PathExclusion()

  public enum ConfigSource: Sendable, Equatable {
    /// No configuration: `checks.workbench` as given.
    case none
    /// The `.glossa.yml` in each catalog's folder or the nearest parent up to the repository root.
    case nearest
    /// This file, for every catalog.
    case file(String)
  }

  public init(
    checks: CheckOptions = CheckOptions(), minimumCoverage: Double? = nil, collectsKeys: Bool = false,
    config: ConfigSource = .none, configMayEnableSpelling: Bool = true, hashesText: Bool = false
  ) {
    self.hashesText = hashesText
    self.checks = checks
    self.minimumCoverage = minimumCoverage
    self.collectsKeys = collectsKeys
    self.config = config
    self.configMayEnableSpelling = configMayEnableSpelling
  }

  /// The configuration file that applies to `file`, if any.
  public func configPath(for file: String) -> String? {
    switch config {
    case .none: return nil
    case .nearest: return GlossaConfig.find(forCatalogAt: file)
    case .file(let given): return given
    }
  }

  /// The options for one file: its configuration's rules applied (configurations are read once
  /// per path and kept in `loaded`). A configuration that cannot be read is the error.
  public func applyingConfig(for file: String, loaded: inout [String: GlossaConfig]) throws(GlossaConfigError) -> LintOptions {
    guard let path = configPath(for: file) else { return self }
    let config: GlossaConfig
    if let known = loaded[path] {
      config = known
    } else {
      config = try GlossaConfig.load(path: path)
      loaded[path] = config
    }
    var options = self
    let spellChecker = options.checks.workbench.spellChecker
    options.checks.workbench = WorkbenchRules(config: config)
    options.checks.workbench.spellChecker = spellChecker
    if config.spelling == true && configMayEnableSpelling { options.checks.enabled.insert(.spelling) }
    if config.spelling == false && configMayEnableSpelling { options.checks.enabled.remove(.spelling) }
    return options
  }
}

/// The outcome of linting one file.
public struct FileLintResult: Sendable {
  public var path: String
  public var findings: [Finding]
  /// The file could not be read or is malformed (its parse-error finding says why).
  public var isUnreadable: Bool
  /// The catalog, when the file is one and could be read: a command that exits right after can
  /// keep it alive to skip freeing it object by object.
  public var catalog: Catalog?
  /// The keys the file defines, for `--sources` (only when `LintOptions.collectsKeys`).
  public var inventory: KeyInventory?

  public init(path: String, findings: [Finding], isUnreadable: Bool, catalog: Catalog? = nil, inventory: KeyInventory? = nil) {
    self.path = path
    self.findings = findings
    self.isUnreadable = isUnreadable
    self.catalog = catalog
    self.inventory = inventory
  }

  /// A file that could not be read at all.
  package static func unreadable(_ path: String, line: Int = 1, column: Int = 1, _ message: String) -> FileLintResult {
    let finding = Finding(
      check: .parseError, severity: .error, file: path, key: nil, language: nil, message: message, line: line, column: column)
    return FileLintResult(path: path, findings: [finding], isUnreadable: true)
  }
}
