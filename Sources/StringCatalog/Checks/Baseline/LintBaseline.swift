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
    for finding in findings {
      let entry = BaselineEntry(finding, relativeFile: paths.relative(finding.file))
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

  static func parse(_ bytes: [UInt8]) throws(CatalogReadError) -> [BaselineEntry] {
    let root = try JSONValue.parse(bytes)
    func fail(_ message: String, element: Int? = nil) -> CatalogReadError {
      let line = element.map { BaselineElementLines.line(ofElement: $0, in: bytes) } ?? 1
      return CatalogReadError(line: line, column: 1, message: message)
    }
    guard case .object(let members) = root, let list = members.first(where: { $0.key == "findings" })?.value else {
      throw fail("a lint baseline is an object with a \"findings\" list (write one with glossa lint --write-baseline)")
    }
    guard case .array(let items) = list else { throw fail("\"findings\" must be a list") }
    var entries: [BaselineEntry] = []
    entries.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      guard case .object(let fields) = item else { throw fail("a finding must be an object", element: index) }
      var values: [String: String] = [:]
      for field in fields {
        guard BaselineEntry.memberNames.contains(field.key) else {
          throw fail("unknown member \"\(field.key)\" in a finding", element: index)
        }
        guard case .string(let text) = field.value else {
          throw fail("\"\(field.key)\" must be a string", element: index)
        }
        values[field.key] = text
      }
      guard let check = values["check"].flatMap(CheckID.init(rawValue:)) else {
        throw fail("a finding needs \"check\", the id of a check", element: index)
      }
      let text = values["text"] ?? ""
      guard let textHash = text.isEmpty ? 0 : UInt32(text, radix: 16) else {
        throw fail("\"text\" must be a hash of 8 hex digits or empty", element: index)
      }
      guard let file = values["file"] else { throw fail("a finding needs \"file\"", element: index) }
      entries.append(
        BaselineEntry(
          check: check, file: file, key: values["key"] ?? "", language: values["language"] ?? "", path: values["path"] ?? "",
          textHash: textHash))
    }
    return entries
  }
}

/// Where the elements of the baseline's list start, for errors about one of them.
enum BaselineElementLines {
  /// The 1-based line on which element `element` of the list inside the top object starts.
  static func line(ofElement element: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    var seen = -1
    for byte in bytes {
      if byte == 0x0A { line += 1 }
      if inString {
        if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
        continue
      }
      switch byte {
      case 0x22: inString = true
      case 0x7B, 0x5B:
        if depth == 2 {
          seen += 1
          if seen == element { return line }
        }
        depth += 1
      case 0x7D, 0x5D: depth -= 1
      default: break
      }
    }
    return line
  }
}
