import CatalogModel
import CatalogFiles
import CatalogEditing

/// `undefined-key` and `unused-key`: compares the keys code uses (`SourceKeyScanner`) with the
/// keys the linted files define.
///
/// Each source file has its own catalogs, table by table (`CatalogScopes`: those of its target
/// folder, its package's and the app's). A call naming a table is matched with its catalogs of
/// that name (`Settings.xcstrings` for `table: "Settings"`, any linted file of that name when
/// none of its own has it) and skipped when none was linted; a call without one with its
/// `Localizable`, or with all its catalogs when there is no `Localizable`. A literal without
/// letters (`" ⸱ "`) is never an undefined key.
///
/// `unused-key` counts a key as used when any string literal in a source file of its catalog
/// can be it — passed to a call or not (a ternary, an array, a variable, a helper), an
/// interpolation standing for any format specifier, or for any text when the literal starts
/// with letters (`"tab.\(name)"` builds `tab.home` at run time) — since a key reported unused
/// that is used breaks the app when deleted. It looks only at keys Xcode does not track itself:
/// manual catalog entries and legacy `.strings` keys (Xcode marks extracted keys stale on its
/// own), and not in tables the system reads (InfoPlist, Settings.bundle `Root`, Intents,
/// AppShortcuts).
package enum SourceKeyChecks {
  package static let systemTables: Set<String> = ["InfoPlist", "Root", "Intents", "AppShortcuts"]

  /// `textTokens`: what the app's other text files hold (`SourceTextFiles.tokens`); a key among
  /// them is used.
  package static func findings(
    sources: [SourceFileScan], files: [(path: String, inventory: KeyInventory)], options: CheckOptions,
    textTokens: Set<String> = []
  ) -> [Finding] {
    var matching = KeyMatching(files: files)
    // System tables are never a source file's catalogs: an extension's InfoPlist.strings is not
    // where its code's keys are.
    let owning = files.indices.filter { !systemTables.contains(files[$0].inventory.table) }
    var scopes = CatalogScopes(files: owning.map { (files[$0].path, files[$0].inventory.table) })
    var findings: [Finding] = []
    if options.isEnabled(.undefinedKey) {
      let previewOnly = SourceFileScan.previewOnlyTypes(sources)
      for source in sources {
        for use in source.uses where use.isDefinite && use.literal.hasLetters && previewOnly.isDisjoint(with: use.enclosingTypes) {
          let table = use.table ?? "Localizable"
          var candidates = scopes.files(forSource: source.path, table: table).map { owning[$0] }
          // No Localizable: every catalog of the file's; a named table none of its own has: any of that name.
          if candidates.isEmpty && use.table == nil {
            candidates = scopes.files(forSource: source.path, table: nil).map { owning[$0] }
          } else if candidates.isEmpty {
            candidates = files.indices.filter { files[$0].inventory.table == table }
          }
          guard !candidates.isEmpty, !candidates.contains(where: { matching.defines($0, use.literal) }) else { continue }
          findings.append(undefined(use, candidates: candidates, files: files))
        }
      }
    }
    if options.isEnabled(.unusedKey) {
      let namedTables = Set(sources.flatMap { $0.uses.compactMap(\.table) })
      let reported = files.indices.filter { isReported(files[$0], namedTables: namedTables) }
      let used = usedKeys(of: reported, sources: sources, files: files, owning: owning, scopes: &scopes, matching: &matching)
      for index in reported {
        let file = files[index]
        for manual in file.inventory.manualKeys where !used[index, default: []].contains(manual.key) && !textTokens.contains(manual.key) {
          findings.append(
            Finding(
              check: .unusedKey, severity: CheckRegistry.severity(.unusedKey), file: file.path, key: manual.key,
              language: nil, message: "no string literal in the scanned source files can be this key", line: manual.line,
              column: manual.column))
        }
      }
    }
    return findings
  }

  /// The keys of every catalog in `files` (not a system table) that the scanned code can use,
  /// by index into `files`: what `unused-key` counts as used, for any key (`prune --stale`
  /// keeps these).
  package static func usedKeys(
    sources: [SourceFileScan], files: [(path: String, inventory: KeyInventory)], textTokens: Set<String> = []
  ) -> [Int: Set<String>] {
    var matching = KeyMatching(files: files)
    let owning = files.indices.filter { !systemTables.contains(files[$0].inventory.table) }
    var scopes = CatalogScopes(files: owning.map { (files[$0].path, files[$0].inventory.table) })
    var used = usedKeys(of: owning, sources: sources, files: files, owning: owning, scopes: &scopes, matching: &matching)
    if !textTokens.isEmpty {
      for index in owning { used[index, default: []].formUnion(files[index].inventory.keys.filter(textTokens.contains)) }
    }
    return used
  }

  /// The keys of the files of `reported` that a literal of one of their source files can be.
  private static func usedKeys(
    of reported: [Int], sources: [SourceFileScan], files: [(path: String, inventory: KeyInventory)], owning: [Int],
    scopes: inout CatalogScopes, matching: inout KeyMatching
  ) -> [Int: Set<String>] {
    // Each source file's catalogs among those reported, table by table.
    let tables = Set(reported.map { files[$0].inventory.table })
    let wanted = Set(reported)
    let owners = sources.map { source in
      tables.sorted().flatMap { table in
        scopes.files(forSource: source.path, table: table).map { owning[$0] }.filter(wanted.contains)
      }
    }
    return matching.usedKeys(in: reported, sources: sources, owners: owners)
  }

  private static func undefined(_ use: SourceKeyUse, candidates: [Int], files: [(path: String, inventory: KeyInventory)])
    -> Finding
  {
    // File names, with their folder when two are alike (an app's and a widget's Localizable).
    let parts = candidates.map { files[$0].path.split(separator: "/") }
    let alike = Set(parts.compactMap(\.last)).count < parts.count
    let names = parts.map { $0.suffix(alike ? 2 : 1).joined(separator: "/") }
    let listed = names.count > 3 ? names.prefix(3).joined(separator: ", ") + "…" : names.joined(separator: ", ")
    return Finding(
      check: .undefinedKey, severity: CheckRegistry.severity(.undefinedKey), file: use.file, key: use.key,
      language: nil, message: "used in code but not defined in \(listed)", line: use.line, column: use.column)
  }

  /// Whether `unused-key` looks at a file's keys: not a system table; a legacy table other than
  /// Localizable only when code names it, and only its development-language copy (en.lproj,
  /// Base.lproj, or outside .lproj), so that one unused key is not reported once per language.
  private static func isReported(_ file: (path: String, inventory: KeyInventory), namedTables: Set<String>) -> Bool {
    if systemTables.contains(file.inventory.table) || file.inventory.manualKeys.isEmpty { return false }
    if file.path.hasSuffix(".xcstrings") { return true }
    if file.inventory.table != "Localizable" && !namedTables.contains(file.inventory.table) { return false }
    let language = LegacyLinter.languageFolder(of: file.path)
    return language == nil || language == "en" || language == "Base"
  }
}

/// Each linted file's `KeyPatternIndex`, built when first needed.
package struct KeyMatching {
  private let files: [(path: String, inventory: KeyInventory)]
  private var indexes: [Int: KeyPatternIndex] = [:]
  private var prefixIndexes: [Int: KeyPrefixIndex] = [:]

  package init(files: [(path: String, inventory: KeyInventory)]) {
    self.files = files
  }

  /// Look-ups and keys looked at so far, over every file.
  package var work: Int { indexes.values.reduce(0) { $0 + $1.work } + prefixIndexes.values.reduce(0) { $0 + $1.work } }

  package mutating func defines(_ file: Int, _ literal: SourceLiteral) -> Bool {
    if !literal.isInterpolated, let only = literal.pieces.first, files[file].inventory.keys.contains(only) { return true }
    var index = self.index(file)
    defer { indexes[file] = index }
    return !index.keys(matching: literal).isEmpty
  }

  /// The keys of each file of `reported` that a literal of one of its source files can be.
  /// Source files with the same catalogs share one set of literals, so that each literal is
  /// looked up once per catalog.
  package mutating func usedKeys(in reported: [Int], sources: [SourceFileScan], owners: [[Int]]) -> [Int: Set<String>] {
    let wanted = Set(reported)
    var literalsByOwners: [[Int]: Set<SourceLiteral>] = [:]
    for (source, own) in zip(sources, owners) {
      let kept = own.filter(wanted.contains)
      if !kept.isEmpty { literalsByOwners[kept, default: []].formUnion(source.literals) }
    }
    var used: [Int: Set<String>] = [:]
    for (own, literals) in literalsByOwners {
      for file in own { mark(file, literals, in: &used) }
    }
    // A file none of whose keys the code of its folder uses is not what that code reads (a
    // translation tool's input, a copy kept elsewhere): rather than call every key unused, count
    // the uses of all the scanned code.
    let unread = reported.filter { used[$0, default: []].isEmpty }
    if !unread.isEmpty {
      let everyLiteral = sources.reduce(into: Set<SourceLiteral>()) { $0.formUnion($1.literals) }
      for file in unread { mark(file, everyLiteral, in: &used) }
    }
    return used
  }

  /// Adds the keys of `file` that `literals` can be: through a call that makes an interpolation
  /// a format specifier, or a `String` built at run time.
  private mutating func mark(_ file: Int, _ literals: Set<SourceLiteral>, in used: inout [Int: Set<String>]) {
    var keys = used[file, default: []]
    var index = self.index(file)
    for literal in literals { keys.formUnion(index.keys(matching: literal)) }
    indexes[file] = index
    let building = literals.filter(KeyPrefixIndex.buildsKeys)
    if !building.isEmpty {
      var prefixes = prefixIndexes[file] ?? KeyPrefixIndex(keys: files[file].inventory.keys)
      for literal in building { keys.formUnion(prefixes.keys(builtBy: literal)) }
      prefixIndexes[file] = prefixes
    }
    used[file] = keys
  }

  private mutating func index(_ file: Int) -> KeyPatternIndex {
    if let built = indexes[file] { return built }
    let built = KeyPatternIndex(keys: files[file].inventory.keys)
    indexes[file] = built
    return built
  }
}
