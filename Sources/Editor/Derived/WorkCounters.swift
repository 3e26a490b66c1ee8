/// Counts of the work keys and renders do, for the tests that show a keystroke does not scale
/// with the catalog: no test times anything (the times are printed by `glossa-bench`).
///
/// A class, like `CheckCache`, because `render` is non-mutating and still draws the rows; copies
/// of a state share it. Integer increments, cheap enough to keep in release builds.
final class WorkCounters {
  /// Entries a command looked at or listed: building the rows of a filter, `]`, `!`, search,
  /// and bringing the derived data in step with an edit.
  var entriesVisited = 0
  /// Grid rows drawn.
  var rowsDrawn = 0
}
