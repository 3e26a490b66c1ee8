import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// A whole `glossa lint` run: every file, the source-code checks, the exit status.
public struct LintRun: Sendable {
  /// Every finding, sorted by file, line, column and check id.
  public var findings: [Finding]
  public var summary: LintSummary
  /// The last catalog read: a command that exits right after keeps it alive so as not to free
  /// a large model object by object.
  public var lastCatalog: Catalog?
  /// Folders that gave no file to lint (each counted unreadable); the command prints them.
  public var folderProblems: [DiscoveryProblem] = []
  /// Regions of Xcode projects left out (no language code, too many): `file:line:col` lines the
  /// command prints as warnings.
  public var projectProblems: [String] = []
  /// The files discovery found and lint read, in order: a step that works on the same files
  /// (`lint --since`) takes them from here instead of walking the folders (and asking git) again.
  public var files: [String] = []

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
    let inputs = LintInputs.resolve(paths, excluding: options.exclusion)
    var findings: [Finding] = []
    var unreadable = 0
    var inventories: [(path: String, inventory: KeyInventory)] = []
    for problem in inputs.problems {
      findings += FileLintResult.unreadable(problem.path, problem.message).findings
      unreadable += 1
    }
    folderProblems = inputs.folderProblems
    files = inputs.files
    unreadable += folderProblems.count
    var lastCatalog: Catalog?
    var configs: [String: GlossaConfig] = [:]
    var brokenConfigs: Set<String> = []
    var appLanguages = AppLanguages()
    // Each file's options in order (configurations and the app's languages are looked up once
    // each), then the files are read and checked two at a time.
    var jobs: [(file: String, options: LintOptions)] = []
    for file in inputs.files {
      var fileOptions: LintOptions
      do {
        fileOptions = try options.applyingConfig(for: file, loaded: &configs)
      } catch {
        // One parse-error per broken configuration, at its own line and column.
        if brokenConfigs.insert(error.path).inserted {
          findings += FileLintResult.unreadable(error.path, line: error.line ?? 1, column: error.column ?? 1, error.message).findings
          unreadable += 1
        }
        continue
      }
      if LintInputs.fileExtension(file) == "xcstrings" && options.config != .none {
        // The app's languages (Xcode project, .glossa.yml): a catalog lacking one misses it.
        let config = options.configPath(for: file).flatMap { configs[$0] }
        fileOptions.checks.appLanguages = appLanguages.languages(forCatalogAt: file, config: config, sourceLanguage: "").map(\.language)
        projectProblems += appLanguages.takeProblems()
      }
      jobs.append((file, fileOptions))
    }
    let results = LintRun.lintTwoAtATime(jobs)
    for (index, result) in results.enumerated() {
      if result.isUnreadable { unreadable += 1 }
      if let inventory = result.inventory { inventories.append((jobs[index].file, inventory)) }
      if index == results.count - 1, let catalog = result.catalog { lastCatalog = catalog }
      if findings.isEmpty {
        findings = result.findings
      } else {
        findings += result.findings
      }
    }
    // Across files: each .lproj language of a .strings table against the development language.
    findings += LegacyComparison.findings(files: inputs.files, options: options.checks)
    if !sources.isEmpty {
      // Folders and code files are scanned as code; other files and globs (here or in each
      // configuration's `sources:`) are the app's text files, searched for the keys.
      let split = SourceTextFiles.split(sources, relativeTo: FileManager.default.currentDirectoryPath)
      let textFiles = split.text + configs.values.flatMap(SourceTextFiles.named(by:))
      let scans = split.code.flatMap { SourceKeyScanner.scan(directory: $0) }
      findings += SourceKeyChecks.findings(
        sources: scans, files: inventories, options: options.checks, textTokens: SourceTextFiles.tokens(in: textFiles))
    }
    Self.sort(&findings)
    self.findings = findings
    summary = LintSummary(findings: findings, files: inputs.files.count + inputs.problems.count, unreadableFiles: unreadable)
    self.lastCatalog = lastCatalog
  }

  /// Lints each file, two at a time (an app's many catalogs read on two cores; no more, so that
  /// at most two catalogs are in memory at once), the results in the files' order. Only the last
  /// file's catalog is kept (`lastCatalog`); the others are let go on the thread that read them.
  private static func lintTwoAtATime(_ jobs: [(file: String, options: LintOptions)]) -> [FileLintResult] {
    let results = ParallelResults<FileLintResult>(count: jobs.count)
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: min(2, jobs.count)) { _ in
      while let index = next.take(below: jobs.count) {
        let job = jobs[index]
        var result =
          LintInputs.fileExtension(job.file) == "xcstrings"
          ? CatalogLinter.lint(path: job.file, options: job.options) : LegacyLinter.lint(path: job.file, options: job.options)
        if index != jobs.count - 1 { result.catalog = nil }
        results.set(index, result)
      }
    }
    return results.values { index in
      FileLintResult.unreadable(jobs[index].file, "the file was not checked")
    }
  }

  /// Adds findings made outside the run (`source-changed`, which needs a git revision) in their
  /// sorted places, and counts them.
  public mutating func add(_ more: [Finding]) {
    guard !more.isEmpty else { return }
    findings += more
    Self.sort(&findings)
    summary = LintSummary(findings: findings, files: summary.files, unreadableFiles: summary.unreadableFiles)
  }

  /// Sorts by file, line, column and check id (ties keep the order the checks produced, which
  /// is catalog order). Sorts compact keys rather than findings, whose strings would be retained
  /// and released at every comparison, then moves the findings into place.
  package static func sorted(_ findings: [Finding]) -> [Finding] {
    var copy = findings
    sort(&copy)
    return copy
  }

  package static func sort(_ findings: inout [Finding]) {
    // Findings come out of the checks sorted entry by entry, and so as a whole, mostly.
    if FindingOrder.isSorted(findings) { return }
    // Files come in runs (one file's findings after another): collect them run by run.
    var distinct: Set<String> = []
    var previous: String?
    for finding in findings where finding.file != previous {
      previous = finding.file
      distinct.insert(finding.file ?? "")
    }
    let files = distinct.sorted()
    var rank: [String: UInt64] = [:]
    for (index, file) in files.enumerated() { rank[file] = UInt64(index) }
    // (file and line, column, check and original index): a minified catalog is one line with
    // columns in the hundreds of millions.
    var keys: [(high: UInt64, column: UInt64, low: UInt64)] = []
    keys.reserveCapacity(findings.count)
    var lastFile: String?
    var lastRank: UInt64 = 0
    for (index, finding) in findings.enumerated() {
      let file = finding.file ?? ""
      if file != lastFile {
        lastRank = rank[file] ?? 0
        lastFile = file
      }
      let line = UInt64(UInt32(clamping: finding.line ?? 0))
      let column = UInt64(UInt32(clamping: finding.column ?? 0))
      let check = UInt64(finding.check.sortIndex)
      keys.append((lastRank << 32 | line, column, check << 32 | UInt64(index)))
    }
    keys.sort { $0 < $1 }
    var done: [Bool] = []
    FindingOrder.permute(&findings, from: 0, order: keys.lazy.map { Int($0.low & 0xFFFF_FFFF) }, done: &done)
  }
}

/// The next index for whichever thread asks first.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
