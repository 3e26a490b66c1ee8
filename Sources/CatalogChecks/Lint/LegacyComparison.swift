import CatalogModel
import CatalogFiles
import CatalogEditing
import LegacyFormats

/// Compares the languages of each `.strings` table (see `LegacyTable`) with its development
/// language: `missing` for a reference key a language lacks, `extra-key` for a key only the
/// language has, and the catalog's text checks (`format-specifiers`, `empty`, `whitespace`,
/// `newlines`, `punctuation`, `unchanged`) for each value against the reference value.
///
/// The text checks run through `CatalogChecker` on a small in-memory catalog per table, so they
/// judge exactly as for a `.xcstrings` file and keep its severities. `.stringsdict` tables are
/// not compared: their plural forms are checked per file already. A file that does not parse is
/// left out (its parse error is reported by `LegacyLinter`); an unreadable reference skips the table.
package enum LegacyComparison {
  /// The checks this comparison can report besides `missing` and `extra-key`.
  package static let textChecks: Set<CheckID> = [.formatSpecifiers, .empty, .whitespace, .newlines, .punctuation, .unchanged]

  package static func findings(files: [String], options: CheckOptions) -> [Finding] {
    let wanted = options.enabled.intersection(textChecks.union([.missing, .extraKey]))
    guard !wanted.isEmpty else { return [] }
    let languages = options.languages.map(Set.init)
    var findings: [Finding] = []
    for table in LegacyTable.tables(in: files) {
      let others = table.others.filter { languages?.contains($0.language) ?? true }
      guard !others.isEmpty, let reference = parse(table.reference.path) else { continue }
      let parsed = others.compactMap { member in parse(member.path).map { (member, $0) } }
      findings += compare(reference: (table.reference, reference), others: parsed, enabled: wanted)
    }
    return findings
  }

  private static func parse(_ path: String) -> StringsFile? {
    guard let bytes = try? FileBytes.read(path: path) else { return nil }
    return try? StringsFile.parse(bytes)
  }

  /// The last entry of each key, as the runtime reads a repeated key (`duplicate-key` reports
  /// the repetition itself), in file order of first appearance.
  private static func lastEntries(_ file: StringsFile) -> (order: [String], entries: [String: StringsFileEntry]) {
    var order: [String] = []
    var entries: [String: StringsFileEntry] = [:]
    for entry in file.entries {
      if entries[entry.key] == nil { order.append(entry.key) }
      entries[entry.key] = entry
    }
    return (order, entries)
  }

  package static func compare(
    reference: (member: LegacyTable.Member, file: StringsFile), others: [(LegacyTable.Member, StringsFile)],
    enabled: Set<CheckID>
  ) -> [Finding] {
    let source = lastEntries(reference.file)
    let referenceName = reference.member.path.split(separator: "/").suffix(2).joined(separator: "/")
    var findings: [Finding] = []
    var translations: [String: [String: StringsFileEntry]] = [:]
    var paths: [String: String] = [:]
    for (member, file) in others {
      let (order, entries) = lastEntries(file)
      translations[member.language] = entries
      paths[member.language] = member.path
      if enabled.contains(.missing) {
        for key in source.order where entries[key] == nil {
          // The key has no line in this file: point at its start, and name the reference line.
          let line = source.entries[key]?.keyPosition.line ?? 1
          findings.append(
            Finding(
              check: .missing, severity: CheckRegistry.severity(.missing), file: member.path, key: key,
              language: member.language, message: "not in this file, but in \(referenceName) (line \(line))", line: 1,
              column: 1))
        }
      }
      if enabled.contains(.extraKey) {
        for key in order where source.entries[key] == nil {
          guard let entry = entries[key] else { continue }
          findings.append(
            Finding(
              check: .extraKey, severity: CheckRegistry.severity(.extraKey), file: member.path, key: key,
              language: member.language, message: "not in \(referenceName), the development language's file",
              line: entry.keyPosition.line, column: entry.keyPosition.column))
        }
      }
    }
    let textEnabled = enabled.intersection(textChecks)
    guard !textEnabled.isEmpty else { return findings }
    findings += textFindings(
      source: source, sourceLanguage: reference.member.language, translations: translations, paths: paths, enabled: textEnabled)
    return findings
  }

  /// Runs the catalog's text checks on a catalog of the reference keys, each localized in the
  /// reference language and every language that has it, then locates each finding at the value.
  private static func textFindings(
    source: (order: [String], entries: [String: StringsFileEntry]), sourceLanguage: String,
    translations: [String: [String: StringsFileEntry]], paths: [String: String], enabled: Set<CheckID>
  ) -> [Finding] {
    let languages = translations.keys.sorted()
    var pairs: [(String, Entry)] = []
    pairs.reserveCapacity(source.order.count)
    for key in source.order {
      guard let original = source.entries[key] else { continue }
      var localizations: [(String, Localization)] = [(sourceLanguage, Localization(value: original.value, state: .translated))]
      for language in languages {
        guard let entry = translations[language]?[key] else { continue }
        localizations.append((language, Localization(value: entry.value, state: .translated)))
      }
      // Manual: a .strings key is a name, not a format string the code passes, so the
      // reference value is not compared with its key.
      pairs.append((key, Entry(extractionState: "manual", localizations: KeyedList(localizations))))
    }
    let catalog = Catalog(sourceLanguage: sourceLanguage, strings: KeyedList(pairs))
    let options = CheckOptions(enabled: enabled, languages: [sourceLanguage] + languages)
    return CatalogChecker(catalog: catalog, options: options).run(catalog).compactMap { finding in
      // Only translations are compared: the reference file's own findings are not this check's.
      guard let language = finding.language, language != sourceLanguage, let key = finding.key,
        let entry = translations[language]?[key]
      else { return nil }
      var located = finding
      located.file = paths[language]
      located.line = entry.valuePosition.line
      located.column = entry.valuePosition.column
      return located
    }
  }
}
