import CatalogModel
import CatalogFiles
import CatalogEditing

/// A lint baseline file: the findings a team has accepted for now, so that `glossa lint
/// --baseline FILE` fails only on new ones.
///
/// The file is JSON, one finding a line, lines sorted, so that it diffs and merges well:
///
/// ```json
/// {"version":1,"findings":[
/// {"file":"Localizable.xcstrings","key":"Save","language":"fr","path":"","check":"missing","text":"5d2c6f1a"},
/// {"file":"Localizable.xcstrings","key":"Save","language":"fr","path":"","check":"missing","text":"5d2c6f1a"}
/// ]}
/// ```
///
/// The same identity may occur more than once (two findings of one check on one string): each
/// occurrence covers one finding.
public struct LintBaseline: Sendable {
  /// Each identity with how many findings it covers: matching is one hash lookup per finding.
  public private(set) var counts: [BaselineEntry: Int] = [:]
  /// How many findings the file lists.
  public private(set) var count = 0
  /// Where finding paths are made relative to (the baseline file's folder).
  public let paths: BaselinePaths

  public init(entries: [BaselineEntry], path: String) {
    paths = BaselinePaths(baselineFile: path)
    for entry in entries { counts[entry, default: 0] += 1 }
    count = entries.count
  }

  /// What a run's findings are against the baseline.
  public struct Comparison: Sendable {
    /// The findings the baseline does not cover, in the run's order.
    public var newFindings: [Finding] = []
    /// How many findings the baseline covered.
    public var known = 0
    /// Baseline findings that no longer occur, sorted.
    public var fixed: [BaselineEntry] = []

    public init(newFindings: [Finding] = [], known: Int = 0, fixed: [BaselineEntry] = []) {
      self.newFindings = newFindings
      self.known = known
      self.fixed = fixed
    }
  }

  public func compare(_ findings: [Finding]) -> Comparison {
    var remaining = counts
    var comparison = Comparison()
    var paths = self.paths
    // Findings come file by file: one path lookup per run of them.
    var lastFile: String?
    var lastRelative = ""
    for finding in findings {
      if finding.file != lastFile {
        lastFile = finding.file
        lastRelative = paths.relative(finding.file)
      }
      let entry = BaselineEntry(finding, relativeFile: lastRelative)
      if let left = remaining[entry], left > 0 {
        remaining[entry] = left - 1
        comparison.known += 1
      } else {
        comparison.newFindings.append(finding)
      }
    }
    var fixed: [(line: String, entry: BaselineEntry)] = []
    for (entry, left) in remaining where left > 0 {
      fixed += Array(repeating: (entry.jsonLine, entry), count: left)
    }
    comparison.fixed = fixed.sorted { $0.line < $1.line }.map(\.entry)
    return comparison
  }

  /// This baseline without the findings that no longer occur.
  public func pruned(by comparison: Comparison) -> [BaselineEntry] {
    var drop: [BaselineEntry: Int] = [:]
    for entry in comparison.fixed { drop[entry, default: 0] += 1 }
    var kept: [BaselineEntry] = []
    for (entry, number) in counts {
      kept += Array(repeating: entry, count: number - (drop[entry] ?? 0))
    }
    return kept
  }

  /// Every entry as often as the file lists it, with the key `old` renamed `new` in the files
  /// `files` (as the baseline names them), and how many were renamed: `glossa rename` keeps the
  /// baseline's findings about the key instead of leaving them to come back as new.
  public func renamingKey(_ old: String, to new: String, inFiles files: Set<String>) -> (entries: [BaselineEntry], renamed: Int) {
    var entries: [BaselineEntry] = []
    var renamed = 0
    for (entry, count) in counts {
      var kept = entry
      if entry.key == old && files.contains(entry.file) {
        kept.key = new
        renamed += count
      }
      entries += Array(repeating: kept, count: count)
    }
    return (entries, renamed)
  }

  /// The identities of `findings`, for a baseline file at `path`.
  public static func entries(of findings: [Finding], baselineFile path: String) -> [BaselineEntry] {
    var paths = BaselinePaths(baselineFile: path)
    return findings.map { BaselineEntry($0, relativeFile: paths.relative($0.file)) }
  }

  /// The file's bytes: sorted lines, one finding each.
  public static func render(_ entries: [BaselineEntry]) -> [UInt8] {
    let lines = entries.map(\.jsonLine).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var text = "{\"version\":1,\"findings\":[\n"
    text += lines.joined(separator: ",\n")
    text += lines.isEmpty ? "]}\n" : "\n]}\n"
    return Array(text.utf8)
  }

  /// Writes the file atomically (a reader sees the old file or the new one, never a part).
  public static func write(_ entries: [BaselineEntry], to path: String) throws(CatalogReadError) {
    do {
      try FileBytes.writeAtomically(render(entries), to: path)
    } catch {
      throw CatalogReadError(path: path, line: 1, column: 1, message: error.message, hasPosition: false)
    }
  }

  /// The file read on another thread (to `start()`), while lint runs.
  public static func loading(path: String) -> BackgroundTask<LintBaseline, CatalogReadError> {
    BackgroundTask {
      do throws(CatalogReadError) {
        return .success(try load(path: path))
      } catch {
        return .failure(error)
      }
    }
  }

  public static func load(path: String) throws(CatalogReadError) -> LintBaseline {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: 256 << 20)
    } catch {
      throw CatalogReadError(path: path, line: 1, column: 1, message: error.message, hasPosition: false)
    }
    do {
      return LintBaseline(entries: try parse(bytes), path: path)
    } catch {
      var located = error
      located.path = path
      throw located
    }
  }

  /// Read with the catalog's scanner straight into entries (no JSON tree): a baseline of
  /// thousands of findings is read on every CI run. Errors name the line and column.
  package static func parse(_ bytes: [UInt8]) throws(CatalogReadError) -> [BaselineEntry] {
    try JSONDocument.decode(bytes) { (scanner) throws(ScanError) in
      scanner.skipWhitespace()
      let start = scanner.position
      var entries: [BaselineEntry]?
      try scanner.readMembers(of: "a lint baseline") { (scanner, key, _) throws(ScanError) in
        guard key == "findings" else {
          _ = try scanner.readValue()
          return
        }
        var list: [BaselineEntry] = []
        try scanner.readArray { (scanner) throws(ScanError) in list.append(try scanner.readBaselineEntry()) }
        entries = list
      }
      scanner.skipWhitespace()
      if !scanner.isAtEnd { throw scanner.fail("unexpected \(scanner.describeNext()) after the baseline") }
      guard let entries else {
        throw scanner.fail(
          "a lint baseline is an object with a \"findings\" list (write one with glossa lint --write-baseline)", at: start)
      }
      return entries
    }
  }
}

extension JSONScanner {
  /// `{"file":…,"key":…,"language":…,"path":…,"check":…,"text":…}`, every member a string.
  package mutating func readBaselineEntry() throws(ScanError) -> BaselineEntry {
    skipWhitespace()
    let start = position
    var entry = BaselineEntry(check: .missing, file: "", key: "", language: "", path: "", textHash: 0)
    var check: CheckID?
    var hasFile = false
    try readMembers(of: "a finding") { (scanner, key, offset) throws(ScanError) in
      switch key {
      case "file":
        entry.file = try scanner.readTypedString(key)
        hasFile = true
      case "key": entry.key = try scanner.readTypedString(key)
      case "language": entry.language = try scanner.readTypedString(key, repeating: true)
      case "path": entry.path = try scanner.readTypedString(key, repeating: true)
      case "check":
        let valueStart = scanner.position
        guard let id = CheckID(rawValue: try scanner.readTypedString(key, repeating: true)) else {
          throw scanner.fail("\"check\" must be the id of a check (glossa lint --list-checks)", at: valueStart)
        }
        check = id
      case "text":
        let valueStart = scanner.position
        let text = try scanner.readTypedString(key)
        guard let hash = text.isEmpty ? 0 : UInt32(text, radix: 16) else {
          throw scanner.fail("\"text\" must be a hash of 8 hex digits or empty", at: valueStart)
        }
        entry.textHash = hash
      default: throw scanner.fail("unknown member \"\(key)\" in a finding", at: offset)
      }
    }
    guard let check else { throw fail("a finding needs \"check\", the id of a check", at: start) }
    guard hasFile else { throw fail("a finding needs \"file\"", at: start) }
    entry.check = check
    return entry
  }
}
