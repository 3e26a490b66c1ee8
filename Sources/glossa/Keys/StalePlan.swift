import StringCatalog
import TerminalScreen

/// One catalog's stale entries split into those to delete and those the code may still use.
struct StalePlan {
  var file: CatalogFileChange
  var deleted: [String]
  /// Stale, but a literal of the scanned code can be the key: kept.
  var used: [String]

  /// `sources`: the folders of code to look in (none: every stale entry is deleted).
  static func plans(for files: [CatalogFileChange], sources: [String]) -> [StalePlan] {
    var usedKeys: [Int: Set<String>] = [:]
    if !sources.isEmpty {
      let scans = sources.flatMap { SourceKeyScanner.scan(directory: $0) }
      let inventories = files.map { file in
        (
          path: file.catalog.path,
          inventory: KeyInventory(
            table: KeyInventory.tableName(of: file.catalog.path), keys: Set(file.contents.strings.keys), manualKeys: [])
        )
      }
      // The app's text files `sources:` names by path or glob (Markdown templates…): a key
      // found there is used, so never offered for deletion.
      let configs = Set(files.compactMap { GlossaConfig.find(forCatalogAt: $0.catalog.path) })
      let textFiles = configs.sorted().compactMap { try? GlossaConfig.load(path: $0) }.flatMap(SourceTextFiles.named(by:))
      usedKeys = SourceKeyChecks.usedKeys(sources: scans, files: inventories, textTokens: SourceTextFiles.tokens(in: textFiles))
    }
    return files.enumerated().map { index, file in
      let stale = file.contents.staleKeys
      let used = usedKeys[index, default: []]
      return StalePlan(file: file, deleted: stale.filter { !used.contains($0) }, used: stale.filter(used.contains))
    }
  }

  /// The catalog's header line with its counts, then one stale key a line, in catalog order.
  func listing(withSources: Bool) -> String {
    let path = ControlEscape.escaping(file.catalog.displayPath)
    let staleCount = deleted.count + used.count
    guard staleCount > 0 else { return "\(path): no stale entries\n" }
    var text = "\(path): \(Self.entries(staleCount))"
    if withSources { text += ", \(used.count) stale but used" }
    text += "\n"
    let kept = Set(used)
    for key in file.contents.staleKeys {
      text += "  \(KeyText.quoted(key))" + (kept.contains(key) ? "  stale but used (kept)" : "") + "\n"
    }
    return text
  }

  static func total(_ plans: [StalePlan], withSources: Bool) -> String {
    let stale = plans.reduce(0) { $0 + $1.deleted.count + $1.used.count }
    let used = plans.reduce(0) { $0 + $1.used.count }
    let catalogs = plans.filter { !$0.deleted.isEmpty || !$0.used.isEmpty }.count
    return "total: \(entries(stale)) in \(Plural.count(catalogs, "catalog"))" + (withSources ? ", \(used) stale but used" : "")
  }

  static func entries(_ count: Int) -> String {
    Plural.count(count, "stale entry", plural: "stale entries")
  }
}
