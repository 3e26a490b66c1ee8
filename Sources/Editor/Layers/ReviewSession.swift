import StringCatalog

/// Review mode: a queue of needs-review cells built once when it opens, the position in it, and
/// what was done so far. Changes go through the document's history like any other edit; the log
/// only remembers which undo steps belong to which item, so `u` can step back to it.
struct ReviewSession {
  enum Outcome: Equatable {
    case accepted, edited, rejected
    /// `A`: every remaining item at once (`count` of them), one undo step.
    case acceptedAll(count: Int)
  }

  struct Step: Equatable {
    var position: Int
    var outcome: Outcome
    /// The document's undo depth right after the step's change.
    var undoDepth: Int
  }

  let items: [ReviewItem]
  /// The languages the queue was built from: one, or every shown language.
  let scope: String
  /// Index into `items`; `items.count` is the "finished" screen.
  var position = 0
  var accepted = 0
  var edited = 0
  var rejected = 0
  var skipped = 0
  var log: [Step] = []
  /// Steps undone with `u`, newest last, each with the change that undo took back: Ctrl-R
  /// replays one only when the document redoes that very change at that very depth.
  var undone: [(step: Step, change: CatalogChange)] = []
  /// Set while `e` has the variation editor open on the current item: the undo depth then, to
  /// tell on return whether anything was edited.
  var variationEditStart: Int?

  init(items: [ReviewItem], scope: String) {
    self.items = items
    self.scope = scope
  }

  var current: ReviewItem? { position < items.count ? items[position] : nil }
  var isFinished: Bool { position >= items.count }

  /// "12 / 87 · 3 accepted · 1 edited" (rejected and skipped once there are any).
  var progress: String {
    var parts = ["\(min(position + 1, items.count)) / \(items.count)", "\(accepted) accepted", "\(edited) edited"]
    if rejected > 0 { parts.append("\(rejected) rejected") }
    if skipped > 0 { parts.append("\(skipped) skipped") }
    return parts.joined(separator: " · ")
  }

  mutating func record(_ outcome: Outcome, undoDepth: Int) {
    log.append(Step(position: position, outcome: outcome, undoDepth: undoDepth))
    count(outcome, by: 1)
    // A new step forks history, as the document's own redo stack does.
    undone.removeAll()
  }

  /// Forgets the step an undo just reverted (keeping it for redo) and goes back to its item.
  mutating func revert(_ step: Step, change: CatalogChange) {
    count(step.outcome, by: -1)
    position = step.position
    undone.append((step, change))
  }

  /// Replays a step a redo just re-applied: its count again, and the queue where the step
  /// left it (past its item; past the end after a bulk accept).
  mutating func replay(_ step: Step) {
    log.append(step)
    count(step.outcome, by: 1)
    switch step.outcome {
    case .acceptedAll: position = items.count
    case .accepted, .edited, .rejected: position = min(items.count, step.position + 1)
    }
  }

  private mutating func count(_ outcome: Outcome, by sign: Int) {
    switch outcome {
    case .accepted: accepted += sign
    case .edited: edited += sign
    case .rejected: rejected += sign
    case .acceptedAll(let count): accepted += sign * count
    }
  }
}
