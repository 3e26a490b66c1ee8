/// Text being edited, as grapheme clusters with a cursor between them, so the cursor never
/// lands inside an accented letter, a CJK character or an emoji.
struct TextBuffer: Equatable {
  private(set) var characters: [Character]
  /// 0…characters.count.
  private(set) var cursor: Int

  /// Starts with `text` and the cursor at its end.
  init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  var text: String { String(characters) }
  var isEmpty: Bool { characters.isEmpty }

  mutating func insert(_ inserted: String) {
    // Rebuild around the insertion: a typed combining mark must join the character before it.
    let before = String(characters[..<cursor]) + inserted
    let after = String(characters[cursor...])
    characters = Array(before + after)
    cursor = min(Array(before).count, characters.count)
  }

  mutating func moveLeft() { cursor = max(0, cursor - 1) }
  mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

  mutating func moveToLineStart() { cursor = lineStart(of: cursor) }
  mutating func moveToLineEnd() { cursor = lineEnd(of: cursor) }

  /// Moves to the same column (in characters) of the previous line, clamped to its length.
  mutating func moveUp() {
    let start = lineStart(of: cursor)
    guard start > 0 else { return }
    let column = cursor - start
    let previousStart = lineStart(of: start - 1)
    cursor = min(previousStart + column, start - 1)
  }

  mutating func moveDown() {
    let end = lineEnd(of: cursor)
    guard end < characters.count else { return }
    let column = cursor - lineStart(of: cursor)
    let nextStart = end + 1
    cursor = min(nextStart + column, lineEnd(of: nextStart))
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Ctrl-W as in a shell: blanks before the cursor, then the word before them.
  mutating func deleteWordBackward() {
    let start = wordStartBeforeCursor
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Ctrl-←: to the start of the word before the cursor (blanks in between skipped).
  mutating func moveWordLeft() { cursor = wordStartBeforeCursor }

  /// Ctrl-→: past the blanks after the cursor, then to the end of the word that follows.
  mutating func moveWordRight() {
    var end = cursor
    while end < characters.count && characters[end].isWhitespace { end += 1 }
    while end < characters.count && !characters[end].isWhitespace { end += 1 }
    cursor = end
  }

  private var wordStartBeforeCursor: Int {
    var start = cursor
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  mutating func clear() {
    characters.removeAll()
    cursor = 0
  }

  private func lineStart(of position: Int) -> Int {
    var index = position
    while index > 0 && characters[index - 1] != "\n" { index -= 1 }
    return index
  }

  private func lineEnd(of position: Int) -> Int {
    var index = position
    while index < characters.count && characters[index] != "\n" { index += 1 }
    return index
  }
}
