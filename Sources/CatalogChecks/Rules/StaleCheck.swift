import CatalogModel
import CatalogFiles
import CatalogEditing

/// `stale`: Xcode marks an entry stale when its key is no longer found in code.
package final class StaleCheck: EntryCheck {
  package func check(_ entry: EntryUnderCheck, into findings: inout [Finding]) {
    guard entry.entry.isStale else { return }
    findings.append(entry.finding(.stale, "extractionState is stale: the key is no longer found in code (delete the entry or use it again)"))
  }
}
