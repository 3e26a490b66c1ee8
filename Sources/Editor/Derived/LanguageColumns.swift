import Foundation
import StringCatalog

/// The language columns of the grid: the source language first, then the targets.
///
/// The cursor's column is an index into `all`: 0 is the source, 1… the targets.
struct LanguageColumns: Equatable {
  let source: String
  let targets: [String]

  /// `requested` (from `--languages`) picks and orders the targets; nil shows every language of
  /// the catalog. The source language is never repeated as a target.
  init(catalog: Catalog, requested: [String]?) {
    self.init(sourceLanguage: catalog.sourceLanguage, languages: catalog.languages, requested: requested)
  }

  /// A workspace's columns: the union of its catalogs' languages and the app's (`appLanguages`:
  /// its Xcode project's and `.glossa.yml`'s, which a catalog lacking shows as missing, as Xcode
  /// does), sorted as one catalog's are; the source is the first catalog's (an app's catalogs share one).
  init(workspace: Workspace, requested: [String]?, appLanguages: [String] = []) {
    let source = workspace.members.first?.document.catalog.sourceLanguage ?? "en"
    // Each catalog's languages walk all its entries: every catalog on a core of its own.
    let catalogs = workspace.members.map(\.document.catalog)
    let found = ParallelResults<[String]>(count: catalogs.count)
    DispatchQueue.concurrentPerform(iterations: catalogs.count) { found.set($0, catalogs[$0].languages) }
    var seen: Set<String> = [source]
    var others: [String] = []
    for languages in found.values(filling: { catalogs[$0].languages }) + [appLanguages] {
      for language in languages where seen.insert(language).inserted {
        others.append(language)
      }
    }
    self.init(sourceLanguage: source, languages: [source] + others.sorted(by: CatalogOrder.precedes), requested: requested)
  }

  private init(sourceLanguage: String, languages: [String], requested: [String]?) {
    source = sourceLanguage
    var seen: Set<String> = [sourceLanguage]
    var targets: [String] = []
    for language in requested ?? languages where !seen.contains(language) {
      seen.insert(language)
      targets.append(language)
    }
    self.targets = targets
  }

  var all: [String] { [source] + targets }
  var count: Int { targets.count + 1 }

  /// Out-of-range columns clamp to the nearest real one, so a stale cursor never traps.
  func language(at column: Int) -> String {
    guard column > 0, !targets.isEmpty else { return source }
    return targets[min(column, targets.count) - 1]
  }

  /// Where the cursor starts: the first target, or the source when there is none.
  var initialColumn: Int { targets.isEmpty ? 0 : 1 }
}
