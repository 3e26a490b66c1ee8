/// `undefined-key` and `unused-key`: compares the keys code uses (`SourceKeyScanner`) with the
/// keys the linted files define.
///
/// A call naming a table is matched with the files of that name (`Settings.xcstrings` for
/// `table: "Settings"`) and skipped when none was linted; a call without one with
/// `Localizable`, or with every linted file when there is no `Localizable`. `unused-key` looks
/// only at keys Xcode does not track itself: manual catalog entries and legacy `.strings` keys
/// (Xcode marks extracted keys stale on its own), and not in tables the system reads
/// (InfoPlist, Settings.bundle `Root`, Intents, AppShortcuts).
public enum SourceKeyChecks {
  static let systemTables: Set<String> = ["InfoPlist", "Root", "Intents", "AppShortcuts"]

  public static func findings(uses: [SourceKeyUse], files: [(path: String, inventory: KeyInventory)], options: CheckOptions)
    -> [Finding]
  {
    var findings: [Finding] = []
    var byTable: [String: [(path: String, inventory: KeyInventory)]] = [:]
    for file in files { byTable[file.inventory.table, default: []].append(file) }
    if options.isEnabled(.undefinedKey) {
      for use in uses where use.isDefinite {
        let table = use.table ?? "Localizable"
        var candidates = byTable[table] ?? []
        if candidates.isEmpty && use.table == nil { candidates = files }
        guard !candidates.isEmpty, !candidates.contains(where: { $0.inventory.keys.contains(use.key) }) else { continue }
        let names = candidates.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        let listed = names.count > 3 ? names.prefix(3).joined(separator: ", ") + "…" : names.joined(separator: ", ")
        findings.append(
          Finding(
            check: .undefinedKey, severity: CheckRegistry.severity(.undefinedKey), file: use.file, key: use.key,
            language: nil, message: "used in code but not defined in \(listed)", line: use.line, column: use.column))
      }
    }
    if options.isEnabled(.unusedKey) {
      let used = Set(uses.map(\.key))
      let namedTables = Set(uses.compactMap(\.table))
      for file in files where !systemTables.contains(file.inventory.table) {
        // A legacy table other than Localizable counts only when code names it.
        // A legacy table other than Localizable counts only when code names it, and only its
        // development-language copy (en.lproj, Base.lproj, or outside .lproj), so that one unused
        // key is not reported once per language.
        if !file.path.hasSuffix(".xcstrings") {
          if file.inventory.table != "Localizable" && !namedTables.contains(file.inventory.table) { continue }
          let language = LegacyLinter.languageFolder(of: file.path)
          if let language, language != "en", language != "Base" { continue }
        }
        for manual in file.inventory.manualKeys where !used.contains(manual.key) {
          findings.append(
            Finding(
              check: .unusedKey, severity: CheckRegistry.severity(.unusedKey), file: file.path, key: manual.key,
              language: nil, message: "no scanned source file uses this key", line: manual.line, column: manual.column))
        }
      }
    }
    return findings
  }
}
