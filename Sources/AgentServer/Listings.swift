/// The cells a listing tool matched, by the arguments that chose them (catalog, language, filter,
/// query), kept until a catalog changes: an agent pages through a listing, and every page after
/// the first then costs only its own items, not a scan of every entry.
struct Listings {
  struct Cell: Sendable {
    var member: Int
    /// The entry's position in its catalog as it was when listed (valid until it changes, when the
    /// listings are dropped).
    var index: Int
    var language: String
  }

  /// A few listings at once is what paging needs; more are dropped rather than kept growing.
  static let capacity = 16

  private var cells: [[String]: [Cell]] = [:]
  /// How many listings were computed (for tests: later pages compute none).
  private(set) var computed = 0

  /// The cells of `listing`, if they were kept.
  func known(_ listing: [String]) -> [Cell]? {
    cells[listing]
  }

  /// Drops every listing (a catalog changed: positions and states may differ).
  mutating func forget() {
    cells.removeAll()
  }

  /// Keeps the cells just computed for `listing`.
  mutating func keep(_ found: [Cell], for listing: [String]) {
    if cells.count >= Self.capacity { cells.removeAll() }
    cells[listing] = found
    computed += 1
  }
}
