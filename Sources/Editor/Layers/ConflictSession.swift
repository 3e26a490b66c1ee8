import StringCatalog

/// The conflict view's state: every leaf changed both on disk and in the editor (or in a restored
/// recovery file), with the decision taken for it so far. Nothing is applied until every leaf is
/// decided; until then the buffer holds the editor's version of each, so nothing is lost.
struct ConflictSession {
  struct Item: Equatable {
    /// Index into `conflicts`.
    var conflict: Int
    var path: MergePath
    var decision: LeafResolution?
  }

  var conflicts: [EntryConflict]
  /// The workspace catalog whose leaves these are: a session holds one catalog's conflicts.
  var catalog: Int
  var items: [Item]
  var selection = 0
  /// Where the conflicts came from, for the title: "the file changed on disk", "a recovery file".
  var origin: String
  /// What the other side is called: "on disk" after a reload, "theirs" after a git merge.
  var theirsLabel: String
  /// False when the base is only a device of the caller (the changes since a revision).
  var showsBase = true
  /// Each decision is applied at once as its own undoable change (reviewing changes since a
  /// revision: a revert is one edit), instead of all together once the last is decided.
  var appliesEachDecision = false
  /// Renaming into a key that exists (`K`): the decided entry goes under the new key and the
  /// old key is removed, as one change.
  var keyMerge: KeyMerge?

  /// How the message line names keeping this side's value: "m keeps yours".
  var keepingMine: String {
    keyMerge.map { "\"\(CellDisplay.oneLine($0.new))\"'s" } ?? "yours"
  }

  /// How the message line names taking the other side's value: "t takes the file's".
  var takingTheirs: String {
    if let keyMerge { return "\"\(CellDisplay.oneLine(keyMerge.old))\"'s" }
    switch theirsLabel {
    case "on disk": return "the file's"
    case "theirs": return "theirs"
    default: return "the revision's"
    }
  }

  init(conflicts: [EntryConflict], catalog: Int, origin: String, theirsLabel: String = "on disk") {
    self.conflicts = conflicts
    self.catalog = catalog
    self.origin = origin
    self.theirsLabel = theirsLabel
    items = conflicts.indices.flatMap { index in
      conflicts[index].leaves.map { Item(conflict: index, path: $0, decision: nil) }
    }
  }

  /// Adds conflicts found later (a second recovery file), keeping the decisions taken so far.
  mutating func append(_ more: [EntryConflict]) {
    for conflict in more {
      conflicts.append(conflict)
      items += conflict.leaves.map { Item(conflict: conflicts.count - 1, path: $0, decision: nil) }
    }
  }

  var undecidedCount: Int { items.filter { $0.decision == nil }.count }
  var current: Item? { items.indices.contains(selection) ? items[selection] : nil }

  func conflict(of item: Item) -> EntryConflict { conflicts[item.conflict] }

  /// Moves to the next undecided item after the selection (wrapping); stays when none is left.
  mutating func selectNextUndecided() {
    guard !items.isEmpty else { return }
    for step in 1...items.count {
      let index = (selection + step) % items.count
      if items[index].decision == nil {
        selection = index
        return
      }
    }
  }

  /// The decisions for one conflicting key, as the merge takes them.
  func resolutions(ofConflict index: Int) -> [MergePath: LeafResolution] {
    var result: [MergePath: LeafResolution] = [:]
    for item in items where item.conflict == index {
      if let decision = item.decision { result[item.path] = decision }
    }
    return result
  }
}
