import Foundation
import TerminalScreen
import StringCatalog

/// `glossa lint`'s inputs beyond existing paths: a missing path is reported the way every command
/// reports a missing file (`glossa: PATH: No such file or directory`, on standard error, without
/// a made-up line and column) and counts as unreadable; `-` is a catalog read from standard input.
enum LintRunWithInputs {
  static func run(paths: [String], sources: [String], options: LintOptions) -> LintRun {
    var missing = 0
    var existing: [String] = []
    for path in paths where path != StandardInput.argument {
      if let message = MissingPath.message(path) {
        printError(message)
        missing += 1
      } else {
        existing.append(path)
      }
    }
    var run = LintRun(paths: existing, sources: sources, options: options)
    for problem in run.folderProblems { printError(problem.description) }
    for problem in run.projectProblems { printError(problem) }
    var findings = run.findings
    var files = run.summary.files + missing
    var unreadable = run.summary.unreadableFiles + missing
    if paths.contains(StandardInput.argument) {
      let result: FileLintResult
      do {
        // Standard input's configuration: --config, else the current folder's or a parent's.
        var loaded: [String: GlossaConfig] = [:]
        let stdinOptions = try options.applyingConfig(for: StandardInput.displayPath, loaded: &loaded)
        result = CatalogLinter.lint(bytes: try StandardInput.readAll(), path: StandardInput.displayPath, options: stdinOptions)
      } catch {
        printError(String(describing: error))
        result = FileLintResult(path: StandardInput.displayPath, findings: [], isUnreadable: true)
      }
      if let catalog = result.catalog { run.lastCatalog = catalog }
      findings = result.findings + findings
      files += 1
      if result.isUnreadable { unreadable += 1 }
    }
    if missing > 0 || paths.contains(StandardInput.argument) {
      run.findings = findings
      run.summary = LintSummary(findings: findings, files: files, unreadableFiles: unreadable)
    }
    return run
  }
}
