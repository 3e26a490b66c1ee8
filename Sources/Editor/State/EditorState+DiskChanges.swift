import CatalogWorkspace
import StringCatalog

/// Catalogs someone else wrote while the editor is open (an agent, Xcode, `git pull`): the app's
/// disk watch reads them in (`DiskWatch.reloads`) and the editor takes them here, as a reload
/// after a refused save does: the cursor stays on its key, unsaved edits are merged leaf by leaf,
/// and a leaf changed on both sides opens the conflict view.
extension EditorState {
  /// True when a catalog read in from disk can be taken without disturbing the person: the grid
  /// is shown with nothing being typed, asked or decided (the inline editor, a prompt, review,
  /// the conflict view), no translation is running and the whole catalog is in. Otherwise the
  /// app looks later, and reads nothing meanwhile.
  package var takesChangesFromDisk: Bool {
    layer == nil && modes.isEmpty && translation == nil && !readingRest
  }

  /// Takes the catalogs read in from disk (one rebuild for all of them) and says on the message
  /// line what changed where: `App/Localizable.xcstrings changed on disk: 3 strings changed`.
  mutating func takeChangesFromDisk(_ changes: [DiskChange], failures: [DiskReadFailure] = []) {
    guard !changes.isEmpty || !failures.isEmpty else { return }
    var parts: [String] = []
    if !changes.isEmpty {
      replaceDocuments(changes.map { ($0.member, $0.document) })
      parts.append(EditorState.diskChangeMessage(changes, names: changes.map { displayName(of: $0.member) }))
      for change in changes {
        openConflicts(change.reload.conflicts, catalog: change.member, origin: "\(displayName(of: change.member)) changed on disk")
      }
    }
    if let failure = failures.first {
      let more = failures.count > 1 ? " (and \(Plural.count(failures.count - 1, "other catalog")))" : ""
      parts.append("\(displayName(of: failure.member)) changed on disk but cannot be read: \(failure.error.description)\(more)")
    }
    showMessage(parts.joined(separator: " · "), isError: changes.isEmpty)
  }

  /// One catalog is named; several are counted, with what changed in all of them together.
  private static func diskChangeMessage(_ changes: [DiskChange], names: [String]) -> String {
    if changes.count == 1, let change = changes.first, let name = names.first {
      return "\(name) changed on disk: \(change.reload.summary)"
    }
    let together = DiskReload(
      changedKeys: changes.flatMap(\.reload.changedKeys), mergedKeys: changes.reduce(0) { $0 + $1.reload.mergedKeys },
      conflicts: changes.flatMap(\.reload.conflicts))
    return "\(Plural.count(changes.count, "catalog")) changed on disk: \(together.summary)"
  }
}
