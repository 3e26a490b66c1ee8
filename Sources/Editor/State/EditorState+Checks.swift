/// Keeping the check cache right for a catalog when a change touches some keys.
extension EditorState {
  /// Forgets the findings of `keys` in catalog `member`. A copy of this state may share the
  /// cache (it is a class); that copy still has the old entries, so this state first takes a
  /// cache of its own.
  mutating func forgetChecks(of keys: [String], in member: Int) {
    guard !keys.isEmpty else { return }
    if !isKnownUniquelyReferenced(&caches[member].checks) { caches[member].checks = caches[member].checks.copy() }
    caches[member].checks.forget(keys)
  }
}
