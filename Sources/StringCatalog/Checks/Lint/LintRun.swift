/// A whole `glossa lint` run: every file, the source-code checks, the exit status.
public struct LintRun: Sendable {
  /// Every finding, sorted by file, line, column and check id.
  public var findings: [Finding]
  public var summary: LintSummary
  /// The last catalog read: a command that exits right after keeps it alive so as not to free
  /// a large model object by object.
  public var lastCatalog: Catalog?

  /// 2 when some input was unreadable or malformed, else 1 when there are errors (or, with
  /// `strict`, warnings), else 0.
  public func exitStatus(strict: Bool) -> Int32 {
    if summary.unreadableFiles > 0 { return 2 }
    if summary.errors > 0 || (strict && summary.warnings > 0) { return 1 }
    return 0
  }

  /// Lints `paths` (files and folders); `sources`: folders of Swift/Objective-C code to compare
  /// keys with.
  public init(paths: [String], sources: [String] = [], options: LintOptions = LintOptions()) {
    var options = options
    options.collectsKeys = !sources.isEmpty
    let inputs = LintInputs.resolve(paths)
    var findings: [Finding] = []
    var unreadable = 0
    var inventories: [(path: String, inventory: KeyInventory)] = []
    for problem in inputs.problems {
      findings += FileLintResult.unreadable(problem.path, problem.message).findings
      unreadable += 1
    }
    var lastCatalog: Catalog?
    for file in inputs.files {
      var result =
        LintInputs.fileExtension(file) == "xcstrings"
        ? CatalogLinter.lint(path: file, options: options) : LegacyLinter.lint(path: file, options: options)
      if result.isUnreadable { unreadable += 1 }
      if let inventory = result.inventory { inventories.append((file, inventory)) }
      if let catalog = result.catalog { lastCatalog = catalog }
      result.catalog = nil
      if findings.isEmpty {
        findings = result.findings
      } else {
        findings += result.findings
      }
    }
    if !sources.isEmpty {
      let uses = sources.flatMap { SourceKeyScanner.scan(directory: $0) }
      findings += SourceKeyChecks.findings(uses: uses, files: inventories, options: options.checks)
    }
    self.findings = Self.sorted(findings)
    summary = LintSummary(findings: findings, files: inputs.files.count + inputs.problems.count, unreadableFiles: unreadable)
    self.lastCatalog = lastCatalog
  }

  /// Sorts by moving indices, not the (large) findings, then gathers them once.
  static func sorted(_ findings: [Finding]) -> [Finding] {
    let order = findings.indices.sorted { Finding.precedes(findings[$0], findings[$1]) }
    return order.map { findings[$0] }
  }
}
