/// Keeping the check cache right for this state's catalog when a change touches some keys.
extension EditorState {
  /// Forgets the findings of `keys`. A copy of this state may share the cache (it is a class);
  /// that copy still has the old entries, so this state first takes a cache of its own.
  mutating func forgetChecks(of keys: [String]) {
    guard !keys.isEmpty else { return }
    if !isKnownUniquelyReferenced(&checks) { checks = checks.copy() }
    checks.forget(keys)
  }
}
