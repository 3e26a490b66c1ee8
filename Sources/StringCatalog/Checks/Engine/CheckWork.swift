/// Counts the steps the checks take: one per string unit, substitution, plural map and token
/// they visit, per placeholder they parse, and per element a lookup examines. No test times the
/// checks; this count is what shows that they stay linear in the size of an entry
/// (`CheckWorkTests`), so every loop over an entry's parts adds to it.
///
/// A class so that the checks of one run share it through the values they are handed; one per
/// thread, never shared between threads. Incrementing an integer costs nothing next to the
/// checks' own work, so it is always on.
final class CheckWork {
  private(set) var steps = 0

  @inline(__always) func add(_ count: Int = 1) { steps &+= count }
}
