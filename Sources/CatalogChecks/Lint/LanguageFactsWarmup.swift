import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// Computes a catalog's language facts (ICU's plural rules and their examples: a few
/// milliseconds a language, 30 languages in a large catalog) on whichever of two threads is
/// free, into `LanguageFacts.shared`: the thread that lists the catalog's languages starts on
/// them, the thread making the entry index joins in when it is done.
package final class LanguageFactsWarmup: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var pending: [String] = []
  private var sourceLanguage = ""

  package func offer(_ languages: [String], sourceLanguage: String) {
    lock.withLock {
      pending = languages.reversed()
      self.sourceLanguage = sourceLanguage
    }
  }

  /// Computes facts until none is left to start.
  package func help() {
    while let (code, source) = next() { _ = LanguageFacts.shared(code: code, sourceLanguage: source) }
  }

  private func next() -> (String, String)? {
    lock.withLock { pending.popLast().map { ($0, sourceLanguage) } }
  }
}
