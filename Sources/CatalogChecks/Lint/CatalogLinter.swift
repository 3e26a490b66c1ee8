import CatalogModel
import CatalogFiles
import CatalogEditing
import Dispatch

/// Lints one `.xcstrings` file: reads it, runs the checks, adds the reader's duplicate members
/// and the coverage floor, and locates every finding in the file.
public enum CatalogLinter {
  public static func lint(path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    // Read once: the reader and the locator's index share these bytes. (Not memory-mapped: a
    // file truncated while mapped kills the process with SIGBUS.)
    let raw: [UInt8]
    do {
      raw = try LintFileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      return .unreadable(path, error.message)
    }
    let result = lint(bytes: raw, path: path, options: options)
    // The file's bytes are let go on another thread: unmapping 170 MB took 10 ms on this one,
    // before the output could start (the locator, which shared them, is gone by now).
    if raw.count >= LintFileBytes.splitSize { DispatchQueue.global(qos: .utility).async { [raw] in _ = raw.count } }
    return result
  }

  public static func lint(bytes raw: [UInt8], path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    let decoded: TextDecoding.Result
    do {
      decoded = try TextDecoding.utf8(from: raw)
    } catch {
      return .unreadable(path, line: error.line, column: error.column, error.message)
    }
    let bytes = decoded.bytes
    if readingIsTheWholeCheck(options) {
      do throws(CatalogReadError) {
        let catalog = try CatalogReader.read(utf8: bytes, path: path, encodingNote: decoded.note).catalog
        return FileLintResult(path: path, findings: [], isUnreadable: false, catalog: catalog)
      } catch {
        return .unreadable(path, line: error.line, column: error.column, error.message)
      }
    }
    // The reader (on two threads for a large file) records where each entry is, for the
    // locator's index: no second walk over the file.
    let outcome: Result<CatalogReadResult, CatalogReadError>
    do throws(CatalogReadError) {
      outcome = .success(try CatalogReader.read(utf8: bytes, path: path, encodingNote: decoded.note, recordingPlaces: true))
    } catch {
      outcome = .failure(error)
    }
    let read: CatalogReadResult
    switch outcome {
    case .failure(let error):
      return .unreadable(path, line: error.line, column: error.column, error.message)
    case .success(let result):
      read = result
    }
    // The entries' places (in the catalog's order, else an index by key, a count of the file's
    // lines) and the checks' context (the catalog's languages, ICU's plural rules) are made at once.
    let places = read.entryPlaces ?? []
    let warmup = LanguageFactsWarmup()
    let made = ConcurrentPair(
      {
        let keys = read.catalog.strings.keys
        let index = bytes.withUnsafeBufferPointer { buffer in
          OrderedEntryPlaces(
            bytes: buffer, places: places, keys: keys, firstEntries: CatalogChecker.partStarts(entryCount: keys.count)
          ).map(EntryPlaceLookup.ordered) ?? .keyed(CatalogEntryIndex(bytes: buffer, places: places))
        }
        warmup.help()
        return index
      },
      {
        let catalog = read.catalog
        let languages = CatalogLanguageList.languages(of: catalog)
        warmup.offer(languages, sourceLanguage: catalog.sourceLanguage)
        warmup.help()
        return CatalogChecker(
          context: CheckContext(sourceLanguage: catalog.sourceLanguage, catalogLanguages: languages, options: options.checks))
      })
    let locator: FindingLocator
    switch made.first {
    case .ordered(let ordered): locator = FindingLocator(bytes: SourceBytes(array: bytes), ordered: ordered)
    case .keyed(let index): locator = FindingLocator(bytes: SourceBytes(array: bytes), index: index)
    }
    return finish(read, checker: made.second, locator: locator, path: path, options: options)
  }

  /// The checks made outside the file (`lint --since`'s source-changed, from a git revision)
  /// need nothing of it here.
  private static let checksOutsideTheFile: Set<CheckID> = [.parseError, .sourceChanged]

  /// Only parse-error is checked in the file (`lint --since REF --enable-only source-changed`):
  /// reading it is the check, so no entry's place is recorded, no language's plural rules are
  /// loaded and no entry is walked (a fifth of that command's time over an app's 55 catalogs).
  private static func readingIsTheWholeCheck(_ options: LintOptions) -> Bool {
    !options.collectsKeys && options.checks.enabled.isSubset(of: checksOutsideTheFile)
  }

  private static func finish(
    _ read: CatalogReadResult, checker: CatalogChecker, locator: FindingLocator, path: String, options: LintOptions
  ) -> FileLintResult {
    let catalog = read.catalog
    // The checks' findings come with their file (set on the check threads), the rest get it below.
    var findings = checker.runLocated(catalog, locator: locator, file: path)
    var more: [Finding] = []
    if options.checks.isEnabled(.duplicateKey) {
      more += read.warnings.compactMap(DuplicateKeyFindings.finding(from:))
    }
    if options.checks.isEnabled(.lenientJSON) {
      more += read.warnings.filter { $0.duplicateKey == nil }.map { warning in
        Finding(
          check: .lenientJSON, severity: CheckRegistry.severity(.lenientJSON), file: warning.path, key: nil, language: nil,
          message: warning.message, line: warning.line, column: warning.column)
      }
    }
    if options.checks.isEnabled(.spelling) {
      more += SpellingNotices.findings(languages: checker.context.languages, rules: options.checks.workbench)
    }
    if options.checks.isEnabled(.languageCode) {
      more += languageCodeFindings(catalog, languages: checker.context.catalogLanguages, locator: locator)
    }
    if let minimum = options.minimumCoverage, options.checks.isEnabled(.coverage) {
      more += CoverageCheck.findings(catalog, context: checker.context, minimum: minimum)
    }
    for slot in more.indices { more[slot].file = path }
    findings += more
    if options.hashesText { FindingText.hashTexts(&findings, in: catalog) }
    let inventory = options.collectsKeys ? keyInventory(catalog, path: path, locator: locator) : nil
    return FileLintResult(path: path, findings: findings, isUnreadable: false, catalog: catalog, inventory: inventory)
  }

  private static func languageCodeFindings(_ catalog: Catalog, languages: [String], locator: FindingLocator) -> [Finding] {
    let invalid = languages.filter { !LanguageTag.isValid($0) }
    guard !invalid.isEmpty else { return [] }
    let problems = locator.bytes.withBuffer {
      LanguageCodeProblems.find(invalid, in: catalog, bytes: $0, index: locator.index, path: nil)
    }
    return problems.map { problem in
      Finding(
        check: .languageCode, severity: CheckRegistry.severity(.languageCode), key: problem.key, language: problem.code,
        message: problem.message, line: problem.line, column: problem.column)
    }
  }

  /// The catalog's keys, and where its manual ones are (for `unused-key`).
  private static func keyInventory(_ catalog: Catalog, path: String, locator: FindingLocator) -> KeyInventory {
    let manual = catalog.strings.pairs.filter { $0.1.extractionState == "manual" }.map(\.0)
    let offsets = manual.map { locator.index[$0]?.keyOffset ?? 0 }
    let places = locator.bytes.withBuffer { LineTable.locations(of: offsets, in: $0) }
    return KeyInventory(
      table: KeyInventory.tableName(of: path), keys: Set(catalog.strings.keys),
      manualKeys: zip(manual, places).map { (key: $0, line: $1.line, column: $1.column) })
  }
}

/// The entries' places for the locator: by position when the reader's are the catalog's entries
/// in order, else by key.
package enum EntryPlaceLookup: Sendable {
  case ordered(OrderedEntryPlaces)
  case keyed(CatalogEntryIndex)
}

extension CatalogChecker {
  /// Checks every entry and locates its findings right away, on two threads for a large catalog
  /// (lint's hot loop): the first thread takes the first quarter, and chunks of the rest go to
  /// whichever thread is free. Every finding gets `file`.
  package func runLocated(_ catalog: Catalog, locator: FindingLocator, file: String) -> [Finding] {
    let count = catalog.strings.count
    let starts = Self.partStarts(entryCount: count)
    guard starts.count == 2 else {
      return runLocated(catalog, entries: 0..<count, locator: locator, cursor: LineCursor(), file: file, roomFor: count)
    }
    let shared = starts[1]
    // The second thread gets its own context (and so its own language facts and checks) and its
    // own copy of the file name: both threads retaining the same objects hundreds of thousands of
    // times would make their reference counts bounce between the cores' caches. (The locator is
    // touched once per entry, and copying its bytes would cost more than sharing them.)
    // The first part's array gets room for all, so the later chunks are moved in place. That
    // part is a quarter, not a half: done with it, the first thread moves on the chunks the
    // other finished meanwhile while that one goes on, and then shares the rest, moving each
    // chunk on once it and those before it are done. (With halves, the other thread finished
    // nearly all its chunks by then, and moving them was left to one core while the other idled.)
    let later = LaterChunks(shared..<count, chunks: Self.laterChunkCount, locator: locator)
    var halves = ConcurrentPair(
      {
        var all = runLocated(catalog, entries: 0..<shared, locator: locator, cursor: LineCursor(), file: file, roomFor: count)
        var next = 0
        while next < later.count {
          // Finished chunks first, in order; else one to check; else wait for the next one.
          if var part = later.take(next, waiting: false) {
            FindingMove.append(&part, to: &all)
            next += 1
          } else if let chunk = later.claim() {
            later.post(
              chunk.index,
              runLocated(
                catalog, entries: chunk.entries, locator: locator, cursor: chunk.cursor, file: file,
                roomFor: chunk.entries.count))
          } else if var part = later.take(next, waiting: true) {
            FindingMove.append(&part, to: &all)
            next += 1
          }
        }
        return all
      },
      {
        let checker = CatalogChecker(context: context.copy())
        let file = LanguageFacts.fresh(file)
        while let chunk = later.claim() {
          later.post(
            chunk.index,
            checker.runLocated(
              catalog, entries: chunk.entries, locator: locator, cursor: chunk.cursor, file: file,
              roomFor: chunk.entries.count))
        }
        return 0
      })
    // Taken out of the pair, so that later appends do not copy the array.
    let all = halves.first
    halves.first = []
    return all
  }

  /// Chunks of the entries after the first part (see `LaterChunks`): the last one is moved on
  /// once both threads are done, so the smaller they are the less is left to move then.
  package static let laterChunkCount = 48

  /// Where the first thread's part starts, and for a catalog large enough for two threads,
  /// where the chunks either thread takes start.
  package static func partStarts(entryCount count: Int) -> [Int] {
    count >= 2_000 ? [0, count / 4] : [0]
  }

  /// `cursor`: before the first entry's key (when the locator's places are ordered).
  private func runLocated(
    _ catalog: Catalog, entries: Range<Int>, locator: FindingLocator, cursor start: LineCursor, file: String,
    roomFor entryCount: Int
  ) -> [Finding] {
    var findings: [Finding] = []
    // Room for two findings per checked cell of `entryCount` entries: growing a large array step
    // by step copies it and touches fresh pages again and again, and untouched capacity costs
    // only address space.
    findings.reserveCapacity(min(entryCount * max(1, context.languages.count) * 2, 8_000_000))
    var units: [LeafUnderCheck] = []
    let work = CheckWork()
    var order = FindingOrder()
    let keys = catalog.strings.keys
    let values = catalog.strings.values
    var cursor = start
    for index in entries {
      let start = findings.count
      check(key: keys[index], entry: values[index], units: &units, work: work, into: &findings)
      if findings.count > start {
        locator.locateEntry(&findings, start..<findings.count, entry: index, cursor: &cursor, work: work)
        // Sorted here, on this thread: the run's sort then finds them in order.
        order.sort(&findings, start..<findings.count)
        for slot in start..<findings.count { findings[slot].file = file }
      }
    }
    return findings
  }
}
