import Foundation
import StringCatalog

/// A large catalog opens on its first entries while the whole file is read on another thread:
/// the first screen does not wait for a 100 MB parse, and the editor takes the whole catalog
/// when it is read (`EditorState.adoptWholeCatalog`).
package enum FirstEntriesOpen {
  /// The first entries as a workspace of one, and the whole read under way; nil when the file is
  /// small, cannot be shown early, or a stopped editor's edits wait to be offered (restoring
  /// them needs the whole catalog).
  package static func start(
    path: String, displayPath: String, environment: [String: String]
  ) -> (workspace: Workspace, whole: BackgroundOpen)? {
    guard !RecoveryWaiting.anything(environment: environment), let early = BackgroundOpen.firstEntries(path: path) else { return nil }
    return (Workspace(document: early.head, displayPath: displayPath), early.whole)
  }
}
