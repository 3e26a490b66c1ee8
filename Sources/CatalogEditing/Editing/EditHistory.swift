import CatalogModel
import CatalogFiles

/// The undo/redo stack: unbounded, kept across saves, and exact about whether the catalog
/// differs from what was last saved.
public struct EditHistory: Sendable {
  private struct Applied: Sendable {
    package var id: Int
    package var change: CatalogChange
    /// The inverse edits, in the order they must be applied to undo.
    package var inverse: [CatalogEdit]
  }

  private var undoStack: [Applied] = []
  private var redoStack: [Applied] = []
  private var nextID = 1
  /// Identifies the catalog state last saved: the id of the change on top of the stack then.
  private var savedStateID = 0

  public init() {}

  private var currentStateID: Int { undoStack.last?.id ?? 0 }

  public var isModified: Bool { currentStateID != savedStateID }
  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }
  /// How many undone changes `redo` can bring back.
  public var redoCount: Int { redoStack.count }
  public var undoLabel: String? { undoStack.last?.change.label }
  public var redoLabel: String? { redoStack.last?.change.label }
  /// Every change since the history began that is still applied, oldest first.
  public var appliedChanges: [CatalogChange] { undoStack.map(\.change) }

  /// The applied changes made after the last save, oldest first: what the file lacks. nil when
  /// the saved state is not below the current one (the user undid past the save).
  public var changesSinceSave: [CatalogChange]? {
    if savedStateID == 0 { return appliedChanges }
    guard let saved = undoStack.firstIndex(where: { $0.id == savedStateID }) else { return nil }
    return undoStack[(saved + 1)...].map(\.change)
  }

  /// Applies a change and records it; an empty change records nothing (nil).
  @discardableResult
  public mutating func perform(_ change: CatalogChange, on catalog: inout Catalog) -> HistoryStep? {
    guard !change.edits.isEmpty else { return nil }
    let step = HistoryStep(change, before: catalog)
    let inverse = change.edits.map { catalog.apply($0) }.reversed()
    undoStack.append(Applied(id: nextID, change: change, inverse: Array(inverse)))
    nextID += 1
    // A new change forks history: the undone future can no longer be reached. If the saved
    // state was in that future, no state on the stack matches it any more.
    if redoStack.contains(where: { $0.id == savedStateID }) { savedStateID = -1 }
    redoStack.removeAll()
    return step
  }

  /// Undoes the last change; returns what it touched, or nil when there is nothing to undo.
  @discardableResult
  public mutating func undo(on catalog: inout Catalog) -> HistoryStep? {
    guard let applied = undoStack.popLast() else { return nil }
    let step = HistoryStep(applied.change, before: catalog)
    for edit in applied.inverse { catalog.apply(edit) }
    redoStack.append(applied)
    return step
  }

  @discardableResult
  public mutating func redo(on catalog: inout Catalog) -> HistoryStep? {
    guard var applied = redoStack.popLast() else { return nil }
    let step = HistoryStep(applied.change, before: catalog)
    applied.inverse = applied.change.edits.map { catalog.apply($0) }.reversed()
    undoStack.append(applied)
    return step
  }

  /// Forgets the undone changes (another catalog of the workspace took a new change, which forks
  /// the workspace's one history). A saved state among them can no longer be reached.
  public mutating func discardRedo() {
    if redoStack.contains(where: { $0.id == savedStateID }) { savedStateID = -1 }
    redoStack.removeAll()
  }

  /// Call after the catalog was written to disk.
  public mutating func markSaved() {
    savedStateID = currentStateID
  }
}
