import CatalogModel
import CatalogFiles
import CatalogEditing
import LegacyFormats

/// Lints `.strings` and `.stringsdict` files: syntax errors (the file is unreadable, exit
/// status 2), repeated keys, and for `.stringsdict` the same plural, substitution and format
/// checks as a catalog (each entry read as a localization whose `%#@name@` variables are
/// substitutions), in the language of the enclosing `xx.lproj` folder.
public enum LegacyLinter {
  public static func lint(path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path)
    } catch {
      return .unreadable(path, error.message)
    }
    return lint(bytes: bytes, path: path, options: options)
  }

  public static func lint(bytes: [UInt8], path: String, options: LintOptions = LintOptions()) -> FileLintResult {
    let language = languageFolder(of: path)
    var result: FileLintResult
    do throws(LegacyParseError) {
      if path.hasSuffix(".stringsdict") {
        result = lintStringsDict(try StringsDictFile.parse(bytes), path: path, language: language, options: options)
      } else {
        result = lintStrings(try StringsFile.parse(bytes), path: path, language: language, options: options)
      }
    } catch {
      return .unreadable(path, line: error.position.line, column: error.position.column, error.message)
    }
    for slot in result.findings.indices { result.findings[slot].file = path }
    return result
  }

  /// `de` for `…/de.lproj/Localizable.strings`; nil outside an `.lproj` folder.
  package static func languageFolder(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 2 else { return nil }
    let folder = parts[parts.count - 2]
    guard folder.hasSuffix(".lproj") else { return nil }
    return String(folder.dropLast(6)).replacingUnderscores()
  }

  private static func lintStrings(_ file: StringsFile, path: String, language: String?, options: LintOptions) -> FileLintResult {
    var findings: [Finding] = []
    if options.checks.isEnabled(.duplicateKey) {
      var values: [String: String] = [:]
      for entry in file.entries where values[entry.key] == nil { values[entry.key] = entry.value }
      var last: [String: String] = [:]
      for entry in file.entries { last[entry.key] = entry.value }
      for duplicate in file.duplicates {
        let same = values[duplicate.key] == last[duplicate.key] ? "the same value" : "another value"
        findings.append(
          Finding(
            check: .duplicateKey, severity: CheckRegistry.severity(.duplicateKey), key: duplicate.key, language: language,
            message: "“\(duplicate.key)” appears again (first on line \(duplicate.first.line), \(same)); the last one wins",
            line: duplicate.second.line, column: duplicate.second.column))
      }
    }
    let keys = Set(file.entries.map(\.key))
    let positions = file.entries.map { (key: $0.key, line: $0.keyPosition.line, column: $0.keyPosition.column) }
    return FileLintResult(
      path: path, findings: findings, isUnreadable: false,
      inventory: KeyInventory(table: KeyInventory.tableName(of: path), keys: keys, manualKeys: positions))
  }

  private static func lintStringsDict(_ file: StringsDictFile, path: String, language: String?, options: LintOptions) -> FileLintResult {
    let code = language ?? "und"
    var pairs: [(String, Entry)] = []
    var places: [String: StringsDictFile.Entry] = [:]
    for entry in file.entries {
      var localization = checkedLocalization(format: entry.format, variables: entry.variables)
      if !entry.devices.isEmpty {
        let forms = entry.devices.map { ($0.name, checkedLocalization(format: $0.format, variables: $0.variables)) }
        localization = Localization(variations: Variations(device: KeyedList(forms)))
      }
      pairs.append((entry.key, Entry(localizations: KeyedList([(code, localization)]))))
      places[entry.key] = entry
    }
    let catalog = Catalog(sourceLanguage: code, strings: KeyedList(pairs))
    var checkOptions = options.checks
    checkOptions.languages = [code]
    let findings = CatalogChecker(catalog: catalog, options: checkOptions).run(catalog).map { finding in
      var located = finding
      let entry = finding.key.flatMap { places[$0] }
      var position = entry?.position
      if finding.path.hasPrefix("substitutions."), let entry {
        let name = finding.path.dropFirst("substitutions.".count).prefix { $0 != "." }
        position = entry.variables.first { $0.name == name }?.position ?? position
      }
      located.line = position?.line ?? 1
      located.column = position?.column ?? 1
      // Outside an .lproj folder the language is unknown: say so rather than "und".
      if language == nil { located.language = nil }
      return located
    }
    let positions = file.entries.map { (key: $0.key, line: $0.position.line, column: $0.position.column) }
    return FileLintResult(
      path: path, findings: findings, isUnreadable: false,
      inventory: KeyInventory(table: KeyInventory.tableName(of: path), keys: Set(places.keys), manualKeys: positions))
  }

  /// A format and its plural variables as the checks see them: the format as the string, each
  /// variable a substitution (so findings point at the variable).
  private static func checkedLocalization(format: String, variables: [StringsDictFile.Variable]) -> Localization {
    var substitutions = KeyedList<Substitution>()
    for variable in variables {
      var forms = KeyedList<Localization>()
      for (category, text) in variable.forms { forms[category] = Localization(value: text, state: .translated) }
      substitutions[variable.name] = Substitution(
        formatSpecifier: variable.formatValueType.map { $0.hasPrefix("%") ? String($0.dropFirst()) : $0 },
        variations: Variations(plural: forms))
    }
    return Localization(
      stringUnit: StringUnit(state: .translated, value: format), substitutions: substitutions.isEmpty ? nil : substitutions)
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
