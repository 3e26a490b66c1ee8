import CatalogModel
import CatalogFiles
import CatalogEditing

/// Counts over a lint run, for the summary line and the JSON `summary` object.
public struct LintSummary: Sendable, Equatable {
  public var errors = 0
  public var warnings = 0
  public var files = 0
  public var unreadableFiles = 0
  /// Findings per check id.
  public var byCheck: [CheckID: Int] = [:]
  /// With a lint baseline: how many findings it covered (not counted above), nil without one.
  public var baselineKnown: Int?
  /// With a lint baseline: how many of its findings no longer occur.
  public var baselineFixed = 0

  public init(findings: [Finding], files: Int, unreadableFiles: Int) {
    self.files = files
    self.unreadableFiles = unreadableFiles
    var counts = [Int](repeating: 0, count: CheckRegistry.all.count)
    for finding in findings {
      if finding.severity == .error { errors += 1 } else { warnings += 1 }
      counts[Int(finding.check.sortIndex)] += 1
    }
    for id in CheckRegistry.ids where counts[Int(id.sortIndex)] > 0 { byCheck[id] = counts[Int(id.sortIndex)] }
  }

  /// `12 errors, 30 warnings in 3 files`.
  public var line: String {
    var text = "\(Plural.count(errors, "error")), \(Plural.count(warnings, "warning")) in \(Plural.count(files, "file"))"
    if unreadableFiles > 0 { text += " (\(unreadableFiles) unreadable)" }
    if let baselineKnown { text += "; \(baselineKnown) known from the baseline, \(baselineFixed) fixed" }
    return text
  }
}
