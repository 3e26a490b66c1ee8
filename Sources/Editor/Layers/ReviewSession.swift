import StringCatalog

/// Review mode: a queue of needs-review cells built once when it opens, the position in it, and
/// what became of each item. Changes go through the document's history like any other edit; the
/// log only remembers which undo steps belong to which items, so `u` can step back to them.
///
/// Each item has at most one outcome, its last: an item skipped and then accepted (after `b`, or
/// by `A`) counts as accepted only, so the counts always add up to the items handled, and to the
/// queue's size once every item has been.
struct ReviewSession {
  enum Outcome: Equatable {
    case accepted, edited, rejected, skipped
  }

  /// An item a step decided (an index into `items`) and the outcome it had before.
  struct Decision: Equatable {
    var item: Int
    var previous: Outcome?
  }

  /// One undoable decision: an item (or, for `A`, many) given an outcome by one catalog change.
  struct Step: Equatable {
    var decided: [Decision]
    var outcome: Outcome
    /// Where the queue was when the step was taken: undo goes back there.
    var position: Int
    /// `A`: redo leaves the queue finished rather than one past `position`.
    var isBulk: Bool
    /// The document's undo depth right after the step's change.
    var undoDepth: Int
  }

  let items: [ReviewItem]
  /// Per item, the workspace catalog it belongs to.
  let catalogs: [Int]
  /// The languages the queue was built from: one, or every shown language.
  let scope: String
  /// Index into `items`; `items.count` is the "finished" screen.
  var position = 0
  /// Per item, what became of it (nil: nothing yet).
  private(set) var outcomes: [Outcome?]
  private var counts: [Outcome: Int] = [:]
  var log: [Step] = []
  /// Steps undone with `u`, newest last, each with the change that undo took back: Ctrl-R
  /// replays one only when the document redoes that very change at that very depth.
  var undone: [(step: Step, change: CatalogChange)] = []
  /// Set while `e` has the variation editor open on the current item: the undo depth then, to
  /// tell on return whether anything was edited.
  var variationEditStart: Int?

  init(items: [ReviewItem], catalogs: [Int], scope: String) {
    self.items = items
    self.catalogs = catalogs
    self.scope = scope
    outcomes = Array(repeating: nil, count: items.count)
  }

  var current: ReviewItem? { position < items.count ? items[position] : nil }
  var isFinished: Bool { position >= items.count }
  /// The catalog of the current item (of the last one once the queue is finished).
  var currentCatalog: Int { catalogs.isEmpty ? 0 : catalogs[min(position, catalogs.count - 1)] }

  var accepted: Int { counts[.accepted] ?? 0 }
  var edited: Int { counts[.edited] ?? 0 }
  var rejected: Int { counts[.rejected] ?? 0 }
  var skipped: Int { counts[.skipped] ?? 0 }

  /// "1 accepted · 1 edited" (rejected and skipped once there are any): one count per item
  /// handled, each in its last outcome.
  var summary: String {
    var parts = ["\(accepted) accepted", "\(edited) edited"]
    if rejected > 0 { parts.append("\(rejected) rejected") }
    if skipped > 0 { parts.append("\(skipped) skipped") }
    return parts.joined(separator: " · ")
  }

  /// "12 / 87 · 3 accepted · 1 edited".
  var progress: String { "\(min(position + 1, items.count)) / \(items.count) · \(summary)" }

  /// Records a step: `decided` (the current item unless given) get `outcome`.
  mutating func record(_ outcome: Outcome, items decided: [Int]? = nil, isBulk: Bool = false, undoDepth: Int) {
    let indices = decided ?? (current == nil ? [] : [position])
    let decisions = indices.map { Decision(item: $0, previous: outcomes[$0]) }
    let step = Step(decided: decisions, outcome: outcome, position: position, isBulk: isBulk, undoDepth: undoDepth)
    log.append(step)
    for index in indices { setOutcome(outcome, of: index) }
    // A new step forks history, as the document's own redo stack does.
    undone.removeAll()
  }

  /// Gives the current item an outcome that changed nothing in the catalog (an accept of an item
  /// no longer needing review), so it is counted like the others; no undo step.
  mutating func note(_ outcome: Outcome) {
    guard current != nil else { return }
    setOutcome(outcome, of: position)
  }

  /// `s`: the current item counts as skipped unless it was decided already (an accepted item
  /// passed again stays accepted).
  mutating func skip() {
    guard current != nil, outcomes[position] == nil || outcomes[position] == .skipped else { return }
    setOutcome(.skipped, of: position)
  }

  /// Forgets the step an undo just reverted (keeping it for redo) and goes back to its item.
  mutating func revert(_ step: Step, change: CatalogChange) {
    for decision in step.decided { setOutcome(decision.previous, of: decision.item) }
    position = step.position
    undone.append((step, change))
  }

  /// Replays a step a redo just re-applied: its outcome again, and the queue where the step
  /// left it (past its item; past the end after a bulk accept).
  mutating func replay(_ step: Step) {
    log.append(step)
    for decision in step.decided { setOutcome(step.outcome, of: decision.item) }
    position = step.isBulk ? items.count : min(items.count, step.position + 1)
  }

  private mutating func setOutcome(_ outcome: Outcome?, of index: Int) {
    if let old = outcomes[index] { counts[old, default: 0] -= 1 }
    outcomes[index] = outcome
    if let outcome { counts[outcome, default: 0] += 1 }
  }
}
