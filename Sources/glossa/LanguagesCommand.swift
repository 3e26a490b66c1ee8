import ArgumentParser
import Foundation
import StringCatalog
import TerminalScreen

/// `glossa languages`: the app's languages, where each comes from, and adding or removing one.
struct LanguagesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "languages",
    abstract: "List an app's languages with their counts; add one to .glossa.yml or remove one's translations.",
    discussion: """
      An app's languages are those of its catalogs, the knownRegions of its Xcode project (the \
      nearest *.xcodeproj at or above a catalog's folder, not above the git root; Base left out) \
      and languages: in .glossa.yml. A catalog lacking one of the last two counts every entry \
      missing there, in stats, lint and the editor, as Xcode shows it.
      """,
    subcommands: [LanguagesListCommand.self, LanguagesAddCommand.self, LanguagesRemoveCommand.self],
    defaultSubcommand: LanguagesListCommand.self
  )
}

struct LanguagesListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Each language with its counts over the catalogs and where it comes from (the default).")

  @Option(name: .long, help: "Output format: text (a table, the default) or json.")
  var format: StatsFormat = .text

  @OptionGroup var inputs: CatalogPaths<PathsHelp>

  func run() throws {
    let arguments = inputs.resolve()
    var lookup = AppLanguageLookup()
    var counted: [(sourceLanguage: String, languages: [LanguageStats])] = []
    var origins: [String: [String]] = [:]
    var failed = arguments.failed
    func note(_ language: String, _ origin: String) {
      if !(origins[language] ?? []).contains(origin) { origins[language, default: []].append(origin) }
    }
    for catalog in arguments.catalogs {
      do {
        let stats = try CatalogReader.readStats(path: catalog.path)
        for warning in stats.warnings { printError(warning.description) }
        let app = lookup.origins(forCatalogAt: catalog.path, sourceLanguage: stats.sourceLanguage)
        for row in stats.languages { note(row.language, "catalog") }
        for origin in app { note(origin.language, LanguagesOrigin.display(origin.source)) }
        counted.append((stats.sourceLanguage, stats.languages.including(app.map(\.language), sourceLanguage: stats.sourceLanguage)))
      } catch {
        printError(error.description)
        failed = true
      }
    }
    let total = StatsTotal(counted)
    let header = ["language", "translated", "review", "new", "missing", "from"]
    let rows = total.languages.map { row in
      [
        row.language + (row.language == total.sourceLanguage ? " (source)" : ""), String(row.translated),
        String(row.needsReview + row.machineTranslated), String(row.new), String(row.missing),
        (origins[row.language] ?? []).joined(separator: ", "),
      ]
    }
    if format == .json {
      // One object per language, in the table's order; "review" is split as the stats JSON has it.
      let languages = total.languages.map { row in
        let from = (origins[row.language] ?? []).map(JSONTree.quoted).joined(separator: ",")
        return "{\"language\":\(JSONTree.quoted(row.language)),\"translated\":\(row.translated),\"needsReview\":\(row.needsReview),"
          + "\"machineTranslated\":\(row.machineTranslated),\"new\":\(row.new),\"missing\":\(row.missing),\"from\":[\(from)]}"
      }
      print("{\"sourceLanguage\":\(total.sourceLanguage.map(JSONTree.quoted) ?? "null"),\"languages\":[\(languages.joined(separator: ","))]}")
    } else if !rows.isEmpty {
      print(LanguagesOrigin.table([header] + rows))
    }
    ProcessTeardown.exit(failed ? 2 : 0)
  }
}

enum LanguagesOrigin {
  /// `App.xcodeproj` for its `project.pbxproj`; paths under the current folder relative to it.
  static func display(_ source: String) -> String {
    let path = source.hasSuffix("/project.pbxproj") ? String(source.dropLast("/project.pbxproj".count)) : source
    let current = FileManager.default.currentDirectoryPath
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    if standardized.hasPrefix(current + "/") { return String(standardized.dropFirst(current.count + 1)) }
    return standardized
  }

  /// Columns padded to their widest cell, the first left-aligned, the last as it is; languages
  /// and paths come from files, so each cell's control characters are shown as stand-ins.
  static func table(_ cells: [[String]]) -> String {
    let rows = cells.map { $0.map { ControlEscape.escaping($0) } }
    guard let columns = rows.first?.count else { return "" }
    let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { cells in
      cells.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        if column == 0 { return text + padding }
        return column == columns - 1 ? text : padding + text
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
