import StringCatalog

/// A catalog whose keys are not in Xcode's order (written by another tool, or an older Xcode)
/// gets them sorted by any save, so a one-string edit changes many lines of the file. The editor
/// says so when it opens such a catalog and asks once before its first save: a reviewer should
/// not find 98 changed lines in a diff without having been told.
extension EditorState {
  /// The catalogs among `members` not in Xcode's order, with how many keys a save moves.
  func catalogsOutOfOrder(_ members: [Int]) -> [(member: Int, keys: Int)] {
    members.compactMap { member in
      guard workspace.members.indices.contains(member) else { return nil }
      let keys = workspace[member].misplacedKeys
      return keys > 0 ? (member, keys) : nil
    }
  }

  /// "Document.xcstrings is not in Xcode's order: a save reorders 12 keys"; for several
  /// catalogs, "3 catalogs are not in …" with the keys of them all.
  func outOfOrderText(_ found: [(member: Int, keys: Int)]) -> String {
    let keys = Plural.count(found.reduce(0) { $0 + $1.keys }, "key")
    let what = found.count == 1 ? "\(displayName(of: found[0].member)) is" : "\(Plural.count(found.count, "catalog")) are"
    return "\(what) not in Xcode's order: a save reorders \(keys)"
  }

  /// At open: says so on the first screen's message line, leaving the key hints.
  mutating func noteCatalogsOutOfOrder() {
    let found = catalogsOutOfOrder(Array(workspace.members.indices))
    guard !found.isEmpty else { return }
    message = StatusMessage(text: outOfOrderText(found), keepsHints: true)
  }

  /// Before a save: asks once about the catalogs the save writes that are out of order; true
  /// when it asked, and the save waits for the answer.
  mutating func askBeforeReordering(quitting: Bool) -> Bool {
    let found = catalogsOutOfOrder(workspace.modifiedMembers.filter { !reorderAcknowledged.contains($0) })
    guard !found.isEmpty else { return false }
    layer = .choice(
      ChoicePrompt(
        question: outOfOrderText(found) + " — s save · Esc back",
        choices: [("s", .saveReordering(members: found.map(\.member), quitting: quitting))], onCancel: .dismiss))
    return true
  }
}
