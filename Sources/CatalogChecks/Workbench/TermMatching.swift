import CatalogModel
import CatalogFiles
import CatalogEditing

/// Finding glossary and do-not-translate terms in strings.
package enum TermMatching {
  /// Where `term` occurs in `text` as whole words (not inside a longer word), by character offset.
  package static func wordRanges(of term: String, in text: String, caseSensitive: Bool) -> [Range<Int>] {
    wordMatches(Array(term), in: Array(text), firstOnly: false, same: caseSensitive ? isSame : isSameInAnyCase)
  }

  private static func isSame(_ left: Character, _ right: Character) -> Bool { left == right }

  private static func isSameInAnyCase(_ left: Character, _ right: Character) -> Bool {
    left == right || left.lowercased() == right.lowercased()
  }

  /// Whether `term` occurs in `characters` as a whole word (exact characters: callers lower both
  /// for a match in any case, which is faster than comparing character by character in any case).
  package static func containsWord(_ term: [Character], in characters: [Character]) -> Bool {
    !wordMatches(term, in: characters, firstOnly: true, same: isSame).isEmpty
  }

  private static func wordMatches(
    _ term: [Character], in characters: [Character], firstOnly: Bool, same: (Character, Character) -> Bool
  ) -> [Range<Int>] {
    guard !term.isEmpty, term.count <= characters.count else { return [] }
    var found: [Range<Int>] = []
    var start = 0
    while start + term.count <= characters.count {
      let end = start + term.count
      if isWordBoundary(characters, before: start), zip(characters[start..<end], term).allSatisfy(same),
        isWordBoundary(characters, before: end)
      {
        found.append(start..<end)
        if firstOnly { break }
        start = end
      } else {
        start += 1
      }
    }
    return found
  }

  /// Whether `text` contains `part` anywhere (a translation may inflect or compound the term).
  package static func contains(_ text: String, _ part: String, caseSensitive: Bool) -> Bool {
    caseSensitive ? text.contains(part) : text.lowercased().contains(part.lowercased())
  }

  /// No word character on both sides of `offset` (the start or end of a match).
  private static func isWordBoundary(_ characters: [Character], before offset: Int) -> Bool {
    guard offset > 0, offset < characters.count else { return true }
    return !(isWordCharacter(characters[offset - 1]) && isWordCharacter(characters[offset]))
  }

  package static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
