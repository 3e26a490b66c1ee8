import ArgumentParser
import Foundation
import StringCatalog
import TerminalScreen

struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Show translation progress per language.",
    discussion: """
      Counts the entries that should be translated (shouldTranslate not false). A varied entry is \
      translated only when every plural/device/substitution form is; any needs_review form makes it \
      needs-review, else any new form makes it new. The source language counts an entry with no \
      localization as translated (its key is its value), as Xcode does, and a source value written \
      as new (Interface Builder does) as translated. stale counts entries stale in the code, dnt \
      those marked "Don't translate" (an entry can be both); neither is in total. A folder gives \
      every .xcstrings file under it (recursively; hidden, build and git-ignored folders skipped). \
      Over several catalogs a total per language follows the tables (json: "total"), each figure \
      the sum of the files'. A language of the app (its Xcode project's knownRegions, languages: in \
      .glossa.yml, or another catalog read with it, as the editor's columns) that a catalog lacks \
      is a row with every entry missing. `-` reads a catalog from standard input. Exit status 2 when a file \
      cannot be read (the others are still counted).
      """
  )

  @Option(name: .long, help: "Output format: text (a table per file, the default) or json.")
  var format: StatsFormat?

  @Flag(name: .long, help: "The same as --format json.")
  var json = false

  @OptionGroup var inputs: CatalogPaths<CatalogFilesHelp>

  func validate() throws {
    if json && format == .text { throw ValidationError("use either --json or --format text, not both") }
  }

  func run() throws {
    let arguments = inputs.resolve()
    var reports: [StatsReport] = []
    var failed = arguments.failed
    let paths = (arguments.readsStandardInput ? [StandardInput.argument] : []) + arguments.catalogs.map(\.path)
    let shown = (arguments.readsStandardInput ? [StandardInput.displayPath] : []) + arguments.catalogs.map(\.displayPath)
    var appLanguages = AppLanguageLookup()
    for (path, displayPath) in zip(paths, shown) {
      do {
        let result: StatsReadResult
        if path == StandardInput.argument {
          let whole = try CatalogReader.read(bytes: StandardInput.readAll(), path: displayPath)
          result = StatsReadResult(catalog: whole.catalog, warnings: whole.warnings)
          ProcessTeardown.keepUntilExit(whole.catalog)
        } else {
          result = try CatalogReader.readStats(path: path)
        }
        for warning in result.warnings { printError(warning.description) }
        var report = StatsReport(path: displayPath, stats: result)
        if path != StandardInput.argument, let source = report.sourceLanguage {
          // The app's languages the catalog lacks: every entry missing, as Xcode shows them.
          let origins = appLanguages.origins(forCatalogAt: path, sourceLanguage: source)
          report.languages = report.languages.including(origins.map(\.language), sourceLanguage: source)
        }
        reports.append(report)
      } catch {
        printError(error.description)
        failed = true
      }
    }
    if arguments.isSeveral { reports = StatsReport.sharingLanguages(reports) }
    let total = arguments.isSeveral ? StatsReport.total(reports) : nil
    if json || format == .json {
      print(StatsReport.json(reports, total: total))
    } else if !reports.isEmpty {
      // Piped output stays the plain table scripts read; a person at a terminal gets the bars.
      let bar =
        isatty(STDOUT_FILENO) == 1
        ? CoverageBar(colour: (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty) : nil
      print((reports + (total.map { [$0] } ?? [])).map { $0.table(bar: bar) }.joined(separator: "\n\n"))
    }
    ProcessTeardown.exit(failed ? 2 : 0)
  }
}

enum StatsFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// One file's figures (or the total over several), and how they print.
struct StatsReport {
  var path: String
  /// nil for a total over catalogs whose source languages differ.
  var sourceLanguage: String?
  var entries: Int
  var languages: [LanguageStats]
  /// The total's title instead of the file's.
  var title: String?

  init(path: String, stats: StatsReadResult) {
    self.path = path
    sourceLanguage = stats.sourceLanguage
    entries = stats.entryCount
    languages = stats.languages
  }

  init(title: String, sourceLanguage: String?, entries: Int, languages: [LanguageStats]) {
    path = ""
    self.title = title
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.languages = languages
  }

  /// Catalogs read together are one app, as the editor shows them: a language any of them has
  /// is a row in each, with every entry missing where the catalog lacks it (the editor's column
  /// of missing cells). The one rule, said in docs/ci-and-lint.md.
  static func sharingLanguages(_ reports: [StatsReport]) -> [StatsReport] {
    var all: [String] = []
    var seen: Set<String> = []
    for report in reports {
      for row in report.languages where seen.insert(row.language).inserted { all.append(row.language) }
    }
    return reports.map { report in
      guard let source = report.sourceLanguage else { return report }
      var shared = report
      shared.languages = report.languages.including(all, sourceLanguage: source)
      return shared
    }
  }

  /// The table; with `bar`, each language's row ends in its coverage bar and a legend follows.
  /// The catalog's path and language codes come from files: their control characters are shown
  /// as stand-ins, so none acts on the terminal and a line break in a name splits no line.
  func table(bar: CoverageBar? = nil) -> String {
    let header = ["language", "total", "translated", "review", "machine", "new", "missing", "stale", "dnt", "percent"]
    let rows = languages.map { stats in
      [
        ControlEscape.escaping(stats.language) + (stats.language == sourceLanguage ? " (source)" : ""), String(stats.total),
        String(stats.translated), String(stats.needsReview), String(stats.machineTranslated), String(stats.new),
        String(stats.missing),
        String(stats.stale), String(stats.doNotTranslate), String(format1(stats.percent)) + "%",
      ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return column == 0 ? text + padding : padding + text
      }.joined(separator: "  ")
    }
    let title = ControlEscape.escaping(self.title ?? "\(path): \(Plural.count(entries, "entry")), source language \(sourceLanguage ?? "")")
    guard let bar else { return ([title, line(header)] + rows.map(line)).joined(separator: "\n") }
    let barRows = zip(rows, languages).map { row, stats in line(row) + "  " + bar.draw(stats) }
    return ([title, line(header)] + barRows + [bar.legend]).joined(separator: "\n")
  }

  /// `{"files":[...]}`, and with a total (several catalogs) `"total":{"languages":[...]}` after it.
  static func json(_ reports: [StatsReport], total: StatsReport? = nil) -> String {
    let files = reports.map { report in
      "{\"path\":\(JSONTree.quoted(report.path)),\"sourceLanguage\":\(JSONTree.quoted(report.sourceLanguage ?? "")),"
        + "\"entries\":\(report.entries),\"languages\":\(report.languagesJSON)}"
    }
    let totalMember = total.map { ",\"total\":{\"languages\":\($0.languagesJSON)}" } ?? ""
    return "{\"files\":[\(files.joined(separator: ","))]\(totalMember)}"
  }

  private var languagesJSON: String {
    let rows = languages.map { stats in
      "{\"language\":\(JSONTree.quoted(stats.language)),\"total\":\(stats.total),\"translated\":\(stats.translated),"
        + "\"needsReview\":\(stats.needsReview),\"machineTranslated\":\(stats.machineTranslated),"
        + "\"new\":\(stats.new),\"missing\":\(stats.missing),"
        + "\"stale\":\(stats.stale),\"doNotTranslate\":\(stats.doNotTranslate),\"percent\":\(format1(stats.percent))}"
    }
    return "[" + rows.joined(separator: ",") + "]"
  }
}

/// `87.5`, `100`: one decimal, none when it is zero.
func format1(_ value: Double) -> String {
  let tenths = Int((value * 10).rounded())
  return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
}
