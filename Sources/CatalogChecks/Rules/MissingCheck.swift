import CatalogModel
import CatalogFiles
import CatalogEditing

/// `missing`: a language the catalog has (some entry localizes it) has nothing for this entry.
///
/// Exempt, as every count leaves them out (`Entry.isCounted`): "Don't translate" entries
/// (`shouldTranslate: false`), stale entries (reported as `stale`) and empty sources; and the source language,
/// whose key stands in for a missing value.
package final class MissingCheck: EntryCheck {
  package func check(_ entry: EntryUnderCheck, into findings: inout [Finding]) {
    guard entry.entry.isCounted(key: entry.key, sourceLanguage: entry.context.sourceLanguage) else { return }
    let context = entry.context
    for slot in context.languages.indices where !entry.present[slot] && !context.facts[slot].isSource {
      findings.append(entry.finding(.missing, language: context.languages[slot], "no translation"))
    }
  }
}
