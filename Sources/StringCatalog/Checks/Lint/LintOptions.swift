/// What `glossa lint` checks, for every file of a run.
public struct LintOptions: Sendable, Equatable {
  public var checks: CheckOptions
  /// Fail (a `coverage` error) when a language is below this percentage translated.
  public var minimumCoverage: Double?
  /// Record each file's keys (`FileLintResult.inventory`) for the source-code checks.
  public var collectsKeys: Bool

  public init(checks: CheckOptions = CheckOptions(), minimumCoverage: Double? = nil, collectsKeys: Bool = false) {
    self.checks = checks
    self.minimumCoverage = minimumCoverage
    self.collectsKeys = collectsKeys
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
  static func unreadable(_ path: String, line: Int = 1, column: Int = 1, _ message: String) -> FileLintResult {
    let finding = Finding(
      check: .parseError, severity: .error, file: path, key: nil, language: nil, message: message, line: line, column: column)
    return FileLintResult(path: path, findings: [finding], isUnreadable: true)
  }
}
