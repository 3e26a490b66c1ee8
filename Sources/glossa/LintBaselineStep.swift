import Foundation
import TerminalScreen
import StringCatalog

/// `glossa lint --baseline FILE`, `--write-baseline FILE`, `--prune-baseline`: narrows a run to
/// the findings the baseline does not cover, records the run's findings, drops fixed ones.
struct LintBaselineStep {
  var baseline: String?
  var writeTo: String?
  var prune: Bool
  /// The `--baseline` file, read on another thread from the moment the step is made.
  private let loading: BackgroundTask<LintBaseline, CatalogReadError>?

  init(baseline: String?, writeTo: String?, prune: Bool) {
    self.baseline = baseline
    self.writeTo = writeTo
    self.prune = prune
    loading = baseline.map(LintBaseline.loading)
    loading?.start()
  }

  var isActive: Bool { baseline != nil || writeTo != nil }

  /// The baseline findings that no longer occur (for the text format's `fixed:` lines), with
  /// `run` narrowed to new findings. Exits with status 2 when a file cannot be read or written.
  func apply(to run: inout LintRun) -> [BaselineEntry] {
    var comparison: LintBaseline.Comparison
    if let baseline {
      let loaded: LintBaseline
      switch (loading ?? LintBaseline.loading(path: baseline)).wait() {
      case .success(let read): loaded = read
      case .failure(let error): fail(error)
      }
      comparison = loaded.compare(run.findings)
      if prune {
        save(loaded.pruned(by: comparison), to: baseline)
        printError("glossa: \(baseline): dropped \(Plural.count(comparison.fixed.count, "fixed finding"))")
      }
    } else {
      comparison = LintBaseline.Comparison(newFindings: [], known: run.findings.count, fixed: [])
    }
    if let writeTo {
      save(LintBaseline.entries(of: run.findings, baselineFile: writeTo), to: writeTo)
      printError("glossa: \(writeTo): recorded \(Plural.count(run.findings.count, "finding"))")
    }
    var summary = LintSummary(
      findings: comparison.newFindings, files: run.summary.files, unreadableFiles: run.summary.unreadableFiles)
    summary.baselineKnown = comparison.known
    summary.baselineFixed = comparison.fixed.count
    run.findings = comparison.newFindings
    run.summary = summary
    return comparison.fixed
  }

  /// `FILE: fixed: [missing] Save · fr`, one line each (text format).
  static func fixedLines(_ fixed: [BaselineEntry], baseline: String) -> String {
    fixed.map { "\(baseline): fixed: \($0.summary)\n" }.joined()
  }

  private func save(_ entries: [BaselineEntry], to path: String) {
    do {
      try LintBaseline.write(entries, to: path)
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: CatalogReadError) -> Never {
    printError(error.description)
    ProcessTeardown.exit(2)
  }
}
