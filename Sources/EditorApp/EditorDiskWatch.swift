import CatalogWorkspace
import Editor
import Foundation
import StringCatalog

/// The editor's eye on its catalogs' files: between keys and on the key loop's idle timeout it
/// looks at most every half second (one `stat` per catalog; a file is read only when its `stat`
/// moved), and hands what someone else wrote to the editor once it can take it.
package struct EditorDiskWatch {
  private var watch = DiskWatch()
  private var cadence = LookCadence(interval: 0.5)

  /// How long the key loop waits for a key before looking again (milliseconds).
  package static let idleWait: Int32 = 500

  /// The file of each of `documents` now holds what the editor has (just saved or read), so the
  /// editor does not take its own write for someone else's.
  package mutating func remember(_ documents: some Sequence<CatalogDocument>) {
    for document in documents {
      watch.remember(document)
    }
  }

  /// Looks at the files when a look is due and the editor can take a change: what someone else
  /// wrote, read in and merged with unsaved edits (nil when nothing changed or no look was due).
  package mutating func look(at state: EditorState) -> (changes: [DiskChange], failures: [DiskReadFailure])? {
    guard state.takesChangesFromDisk, cadence.isDue(at: ProcessInfo.processInfo.systemUptime) else { return nil }
    let (changes, failures) = watch.reloads(of: state.workspace)
    return changes.isEmpty && failures.isEmpty ? nil : (changes, failures)
  }
}
