/// Full-screen modes over the grid, innermost last: the variation editor and review mode (which
/// may open the variation editor on top of itself). The one-shot `Layer` (inline editor,
/// prompt, question, help) still sits above whichever is showing and gets keys first.
enum EditorMode {
  case variations(VariationEditor)
  case review(ReviewSession)
  /// Leaves changed on disk and in the editor, waiting for a decision each.
  case conflicts(ConflictSession)

  /// The workspace catalog the mode works on.
  var catalogIndex: Int {
    switch self {
    case .variations(let editor): return editor.catalog
    case .review(let session): return session.currentCatalog
    case .conflicts(let session): return session.catalog
    }
  }
}
