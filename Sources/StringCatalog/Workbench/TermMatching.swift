/// Finding glossary and do-not-translate terms in strings.
enum TermMatching {
  /// Where `term` occurs in `text` as whole words (not inside a longer word), by character offset.
  static func wordRanges(of term: String, in text: String, caseSensitive: Bool) -> [Range<Int>] {
    let haystack = Array(text)
    let needle = Array(term)
    guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
    var found: [Range<Int>] = []
    var start = 0
    while start + needle.count <= haystack.count {
      if isWordBoundary(haystack, before: start), equal(haystack[start..<start + needle.count], needle, caseSensitive),
        isWordBoundary(haystack, before: start + needle.count)
      {
        found.append(start..<start + needle.count)
        start += needle.count
      } else {
        start += 1
      }
    }
    return found
  }

  /// Whether `term` occurs in `characters` as a whole word (exact characters: callers lower both
  /// for a match in any case).
  static func containsWord(_ term: [Character], in characters: [Character]) -> Bool {
    guard let first = term.first, term.count <= characters.count else { return false }
    var start = 0
    while start + term.count <= characters.count {
      if characters[start] == first, isWordBoundary(characters, before: start),
        characters[start..<start + term.count].elementsEqual(term), isWordBoundary(characters, before: start + term.count)
      {
        return true
      }
      start += 1
    }
    return false
  }

  /// Whether `text` contains `part` anywhere (a translation may inflect or compound the term).
  static func contains(_ text: String, _ part: String, caseSensitive: Bool) -> Bool {
    caseSensitive ? text.contains(part) : text.lowercased().contains(part.lowercased())
  }

  private static func equal(_ slice: ArraySlice<Character>, _ needle: [Character], _ caseSensitive: Bool) -> Bool {
    caseSensitive ? slice.elementsEqual(needle) : slice.elementsEqual(needle) { $0.lowercased() == $1.lowercased() }
  }

  /// No word character on both sides of `offset` (the start or end of a match).
  private static func isWordBoundary(_ characters: [Character], before offset: Int) -> Bool {
    guard offset > 0, offset < characters.count else { return true }
    return !(isWordCharacter(characters[offset - 1]) && isWordCharacter(characters[offset]))
  }

  static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
}
