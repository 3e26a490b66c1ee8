import CatalogModel
import LegacyFormats

/// `glossa import`: builds or extends a catalog from `*.lproj/<table>.strings` and
/// `<table>.stringsdict` files, keeping every string, plural and comment, and never replacing a
/// different existing value unless asked to.
public struct LegacyImporter {
  public struct Report: Sendable {
    public var files = 0
    public var languages: [String] = []
    /// Keys that were added to the catalog.
    public var newKeys = 0
    /// Values written (new or, with overwrite, replaced).
    public var importedValues = 0
    /// Values identical to what the catalog already had.
    public var unchangedValues = 0
    /// (key, language) pairs whose existing value differs and was left alone.
    public var conflicts: [(key: String, language: String)] = []
    /// (key, language) pairs whose different existing value was replaced (overwrite).
    public var overwritten: [(key: String, language: String)] = []
    /// Files that could not be read or parsed, located (`file:line:col: message`) where possible;
    /// nothing of them was imported.
    public var invalidFiles: [CatalogReadError] = []
    /// Problems with single keys: duplicates.
    public var notes: [String] = []
    /// When no file of the table was found: the tables the `.lproj` folders do hold, so the
    /// user can be pointed at `--table`.
    public var otherTables: [String] = []
  }

  public var table: String
  public var overwrite: Bool

  public init(table: String = "Localizable", overwrite: Bool = false) {
    self.table = table
    self.overwrite = overwrite
  }

  /// Imports every `.lproj` under `folders` into `catalog`.
  public func importFolders(_ folders: [String], into catalog: inout Catalog) -> Report {
    var report = Report()
    var languages = Set<String>()
    let lprojFolders = LprojScanner.folders(under: folders)
    for folder in lprojFolders {
      let language = folder.language == "Base" ? catalog.sourceLanguage : folder.language
      // The code names files on the next export: a folder that gives no language tag is refused.
      if let problem = LanguageTag.problem(language) {
        report.invalidFiles.append(
          CatalogReadError(path: folder.path, line: 1, column: 1, message: problem, hasPosition: false))
        continue
      }
      var imported = false
      let stringsPath = folder.path + "/\(table).strings"
      if let bytes = read(stringsPath, report: &report) {
        do {
          let file = try StringsFile.parse(bytes)
          for duplicate in file.duplicates {
            report.notes.append("\(stringsPath):\(duplicate.second): duplicate key \"\(duplicate.key)\" (first at line \(duplicate.first.line)); the last one wins")
          }
          for entry in file.entries {
            merge(
              Localization(value: entry.value, state: .translated), comment: entry.comment, key: entry.key,
              language: language, into: &catalog, report: &report)
          }
          imported = true
        } catch {
          report.invalidFiles.append(Self.located(error, path: stringsPath))
        }
      }
      let dictPath = folder.path + "/\(table).stringsdict"
      if let bytes = read(dictPath, report: &report) {
        do {
          let file = try StringsDictFile.parse(bytes)
          for entry in file.entries {
            merge(
              StringsDictConversion.localization(for: entry), comment: nil, key: entry.key, language: language,
              into: &catalog, report: &report)
          }
          imported = true
        } catch {
          report.invalidFiles.append(Self.located(error, path: dictPath))
        }
      }
      if imported { languages.insert(language) }
    }
    report.languages = languages.sorted(by: CatalogOrder.precedes)
    if report.files == 0 { report.otherTables = LprojScanner.tables(in: lprojFolders) }
    return report
  }

  /// The file's bytes, counted as found; nil when there is no such file, or when it cannot be
  /// read (then it is an invalid file).
  private func read(_ path: String, report: inout Report) -> [UInt8]? {
    do {
      let bytes = try FileBytes.read(path: path)
      report.files += 1
      return bytes
    } catch {
      if error.isMissing { return nil }
      report.files += 1
      report.invalidFiles.append(error.readError(path: path))
      return nil
    }
  }

  private static func located(_ error: LegacyParseError, path: String) -> CatalogReadError {
    CatalogReadError(path: path, line: error.position.line, column: error.position.column, message: error.message)
  }

  private func merge(
    _ localization: Localization, comment: String?, key: String, language: String, into catalog: inout Catalog,
    report: inout Report
  ) {
    var entry = catalog.strings[key] ?? Entry(extractionState: "migrated")
    if catalog.strings[key] == nil { report.newKeys += 1 }
    // genstrings writes this placeholder for every key without a comment; it says nothing.
    if entry.comment == nil, let comment, comment != "No comment provided by engineer." {
      entry.comment = comment
    }
    if let existing = entry.localization(language) {
      if existing == localization {
        report.unchangedValues += 1
      } else if overwrite {
        entry.setLocalization(localization, for: language)
        report.overwritten.append((key, language))
        report.importedValues += 1
      } else {
        report.conflicts.append((key, language))
      }
    } else {
      entry.setLocalization(localization, for: language)
      report.importedValues += 1
    }
    catalog.strings[key] = entry
  }
}
