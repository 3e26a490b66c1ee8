import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Check catalogs and .strings/.stringsdict files for translation problems.",
    discussion: LintHelp.discussion
  )

  @Option(name: .long, help: ArgumentHelp("Check only these languages (comma-separated).", valueName: "lang,..."))
  var languages: String?

  @Option(name: .long, help: ArgumentHelp("Turn these checks off (comma-separated ids).", valueName: "id,..."))
  var disable: String?

  @Option(
    name: .long, help: ArgumentHelp("Turn on checks that are off by default, such as spelling (comma-separated ids).", valueName: "id,..."))
  var enable: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The .glossa.yml to read (glossary, do-not-translate, limits, spelling); by default each catalog's folder or nearest parent up to the repository root.",
      valueName: "FILE"), completion: .file())
  var config: String?

  @Option(name: .customLong("enable-only"), help: ArgumentHelp("Run only these checks (comma-separated ids).", valueName: "id,..."))
  var enableOnly: String?

  @Option(
    name: .customLong("min-coverage"),
    help: ArgumentHelp("Fail (a `coverage` error) when a language is below N percent translated.", valueName: "N"))
  var minCoverage: Double?

  @Option(name: .long, help: "Output format: text, json or github (workflow annotations).")
  var format: LintFormat = .text

  @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
  var strict = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also compare the keys used in the Swift/Objective-C code under DIR with the catalogs (repeatable).", valueName: "DIR"),
    completion: .directory)
  var sources: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also check source-changed: translations still translated whose source text changed since this git revision.",
      valueName: "REF"))
  var since: String?

  @Option(
    name: .long, help: ArgumentHelp("Report and fail on only the findings this baseline file does not list.", valueName: "FILE"),
    completion: .file())
  var baseline: String?

  @Option(
    name: .customLong("write-baseline"),
    help: ArgumentHelp("Record the current findings in FILE (sorted JSON, one finding a line).", valueName: "FILE"),
    completion: .file())
  var writeBaseline: String?

  @Flag(name: .customLong("prune-baseline"), help: "Drop the findings that no longer occur from the --baseline file.")
  var pruneBaseline = false

  @Flag(name: .customLong("list-checks"), help: "List every check with its severity, the output formats and the exit status.")
  var listChecks = false

  @Argument(
    help: "Files and folders (searched recursively for .xcstrings, .strings and .stringsdict; hidden, build, dependency and git-ignored folders skipped); - reads a catalog from standard input.",
    completion: .file())
  var paths: [String] = []

  @OptionGroup var excluding: ExcludeOption

  func validate() throws {
    if listChecks { return }
    if paths.isEmpty { throw ValidationError("Missing expected argument '<paths> ...'") }
    try StandardInput.requireAtMostOnce(paths)
    if disable != nil && enableOnly != nil {
      throw ValidationError("use either --disable or --enable-only, not both")
    }
    if enable != nil && enableOnly != nil {
      throw ValidationError("use either --enable or --enable-only, not both")
    }
    if let config, MissingPath.message(config) != nil {
      throw ValidationError("--config: \(config): No such file or directory")
    }
    for id in Self.list(disable) + Self.list(enableOnly) + Self.list(enable) where CheckID(rawValue: id) == nil {
      throw ValidationError("unknown check id '\(id)'; known: \(CheckRegistry.ids.map(\.rawValue).joined(separator: ", "))")
    }
    if let minCoverage, !(0...100).contains(minCoverage) {
      throw ValidationError("--min-coverage must be between 0 and 100")
    }
    if pruneBaseline && baseline == nil { throw ValidationError("--prune-baseline needs --baseline FILE") }
    if let languages, Self.list(languages).isEmpty {
      throw ValidationError("--languages needs at least one language code")
    }
  }

  func run() throws {
    if listChecks {
      print(LintHelp.checkList)
      return
    }
    // The baseline file is read while lint runs.
    let baselineStep = LintBaselineStep(baseline: baseline, writeTo: writeBaseline, prune: pruneBaseline)
    var run = LintRunWithInputs.run(paths: paths, sources: sources, options: options)
    if let since, options.checks.isEnabled(.sourceChanged) {
      run.add(
        try SinceRevision.sourceChangedFindings(
          since: since, catalogs: run.files.filter { $0.lowercased().hasSuffix(".xcstrings") },
          languages: options.checks.languages))
    }
    if let catalog = run.lastCatalog { ProcessTeardown.keepUntilExit(catalog) }
    let fixed = baselineStep.isActive ? baselineStep.apply(to: &run) : []
    LintOutput.write(run, format: format)
    if format == .text, let baseline, !fixed.isEmpty {
      FileHandle.standardOutput.write(Data(LintBaselineStep.fixedLines(fixed, baseline: baseline).utf8))
    }
    if format != .json { printError(run.summary.line) }
    ProcessTeardown.exit(run.exitStatus(strict: strict))
  }

  private var options: LintOptions {
    var enabled = Set(CheckRegistry.defaultIDs)
    if let enableOnly { enabled = Set(Self.list(enableOnly).compactMap(CheckID.init(rawValue:))) }
    enabled.formUnion(Self.list(enable).compactMap(CheckID.init(rawValue:)))
    for id in Self.list(disable) { if let check = CheckID(rawValue: id) { enabled.remove(check) } }
    // parse-error is not a check that can be turned off: unreadable input always fails the run.
    enabled.insert(.parseError)
    let checks = CheckOptions(enabled: enabled, languages: languages.map(Self.list))
    let spellingChosen = enableOnly != nil || Self.list(disable).contains(CheckID.spelling.rawValue)
    var options = LintOptions(
      checks: checks, minimumCoverage: minCoverage, config: config.map { .file($0) } ?? .nearest,
      configMayEnableSpelling: !spellingChosen, hashesText: baseline != nil || writeBaseline != nil)
    options.exclusion = excluding.exclusion
    return options
  }

  static func list(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

enum LintFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json, github
}
