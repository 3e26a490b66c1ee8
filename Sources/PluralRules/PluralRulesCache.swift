import Foundation

/// Process-wide cache of per-locale plural data.
///
/// `@unchecked Sendable`: the only mutable state, `entries`, is read and
/// written under `lock`. Entries are never evicted; a catalog holds a few
/// dozen languages at most and each entry is a few kilobytes.
final class PluralRulesCache: @unchecked Sendable {
  static let shared = PluralRulesCache()

  private let lock = NSLock()
  private var entries: [String: LanguagePluralData] = [:]

  func data(forLocaleID localeID: String) -> LanguagePluralData {
    if let cached = lock.withLock({ entries[localeID] }) {
      return cached
    }
    // Built outside the lock so a slow first lookup of one language doesn't
    // block others; if two threads race, the first stored entry wins.
    let built = LanguagePluralData(localeID: localeID)
    return lock.withLock {
      if let existing = entries[localeID] { return existing }
      entries[localeID] = built
      return built
    }
  }
}
