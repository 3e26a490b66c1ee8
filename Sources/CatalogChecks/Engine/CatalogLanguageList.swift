import CatalogModel
import CatalogFiles
import CatalogEditing

/// `Catalog.languages` for the checks, in fewer steps on a large catalog: most entries have
/// the same languages as the entry before them, which add nothing, and comparing two short
/// lists of strings costs less than looking each string up in a set.
package enum CatalogLanguageList {
  package static func languages(of catalog: Catalog) -> [String] {
    var seen: Set<String> = [catalog.sourceLanguage]
    var others: [String] = []
    var previous: [String] = []
    for entry in catalog.strings.values {
      guard let localizations = entry.localizations else { continue }
      let keys = localizations.keys
      if keys == previous { continue }
      for language in keys where !seen.contains(language) {
        seen.insert(language)
        others.append(language)
      }
      previous = keys
    }
    others.sort(by: CatalogOrder.precedes)
    return [catalog.sourceLanguage] + others
  }
}
