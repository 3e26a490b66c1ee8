import Dispatch

/// Lints one `.xcstrings` file: reads it, runs the checks, adds the reader's duplicate members
/// and the coverage floor, and locates every finding in the file.
public enum CatalogLinter {
  public static func lint(path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    let raw: [UInt8]
    do {
      raw = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      return .unreadable(path, "cannot read the file: \(error.message)")
    }
    return lint(bytes: raw, path: path, options: options)
  }

  public static func lint(bytes raw: [UInt8], path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    let bytes: [UInt8]
    do {
      bytes = try TextDecoding.utf8(from: raw).bytes
    } catch {
      return .unreadable(path, line: error.line, column: error.column, error.message)
    }
    // The reader and the locator's index each walk the whole file: do both at once.
    let work = ConcurrentPair(
      { () -> Result<CatalogReadResult, CatalogReadError> in
        do throws(CatalogReadError) { return .success(try CatalogReader.read(bytes: bytes, path: path)) } catch {
          return .failure(error)
        }
      },
      { bytes.withUnsafeBufferPointer { CatalogEntryIndex(bytes: $0) } })
    let read: CatalogReadResult
    switch work.first {
    case .failure(let error):
      return .unreadable(path, line: error.line, column: error.column, error.message)
    case .success(let result):
      read = result
    }
    let catalog = read.catalog
    let checker = CatalogChecker(catalog: catalog, options: options.checks)
    var findings = checker.runConcurrently(catalog)
    FindingLocator(bytes: bytes, index: work.second).locate(&findings)
    if options.checks.isEnabled(.duplicateKey) {
      findings += read.warnings.compactMap(DuplicateKeyFindings.finding(from:))
    }
    if let minimum = options.minimumCoverage, options.checks.isEnabled(.coverage) {
      findings += CoverageCheck.findings(catalog, context: checker.context, minimum: minimum)
    }
    for slot in findings.indices { findings[slot].file = path }
    let inventory = options.collectsKeys ? keyInventory(catalog, path: path, bytes: bytes, index: work.second) : nil
    return FileLintResult(path: path, findings: findings, isUnreadable: false, catalog: catalog, inventory: inventory)
  }

  /// The catalog's keys, and where its manual ones are (for `unused-key`).
  private static func keyInventory(_ catalog: Catalog, path: String, bytes: [UInt8], index: CatalogEntryIndex) -> KeyInventory {
    let manual = catalog.strings.pairs.filter { $0.1.extractionState == "manual" }.map(\.0)
    let offsets = manual.map { index[$0]?.keyOffset ?? 0 }
    let places = bytes.withUnsafeBufferPointer { LineTable.locations(of: offsets, in: $0) }
    return KeyInventory(
      table: KeyInventory.tableName(of: path), keys: Set(catalog.strings.keys),
      manualKeys: zip(manual, places).map { (key: $0, line: $1.line, column: $1.column) })
  }
}

extension CatalogChecker {
  /// `run` split over two halves of the entries on two threads (lint's hot loop).
  func runConcurrently(_ catalog: Catalog) -> [Finding] {
    let count = catalog.strings.count
    guard count >= 2_000 else { return run(catalog) }
    let middle = count / 2
    let halves = ConcurrentPair({ run(catalog, entries: 0..<middle) }, { run(catalog, entries: middle..<count) })
    return halves.first + halves.second
  }
}
