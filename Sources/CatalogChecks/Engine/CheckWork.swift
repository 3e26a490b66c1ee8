import CatalogModel
import CatalogFiles
import CatalogEditing

/// Counts the steps the checks take (and keeps what one thread's checks reuse from entry to entry): one per string unit, substitution, plural map and token
/// they visit, per placeholder they parse, and per element a lookup examines. No test times the
/// checks; this count is what shows that they stay linear in the size of an entry
/// (`CheckWorkTests`), so every loop over an entry's parts adds to it.
///
/// A class so that the checks of one run share it through the values they are handed; one per
/// thread, never shared between threads. Incrementing an integer costs nothing next to the
/// checks' own work, so it is always on.
package final class CheckWork {
  package private(set) var steps = 0

  @inline(__always) package func add(_ count: Int = 1) { steps &+= count }

  /// The last entry's context slot per position of its languages (-1: not checked), reused as
  /// the guess for the next: entries list their languages alike, and comparing a code with the
  /// guessed slot's costs less than hashing it.
  private var slots: [Int] = []

  /// The context slot of each of `languages` (-1 for a language that is not checked).
  package func languageSlots(of languages: [String], in context: CheckContext) -> [Int] {
    if slots.count > languages.count { slots.removeLast(slots.count - languages.count) }
    for (position, language) in languages.enumerated() {
      if position < slots.count {
        let guess = slots[position]
        if guess >= 0 && context.languages[guess] == language { continue }
        slots[position] = context.slotByLanguage[language] ?? -1
      } else {
        slots.append(context.slotByLanguage[language] ?? -1)
      }
    }
    return slots
  }
}
