/// Truncates `text` to at most `width` columns, ending with "…" when cut.
///
/// Cuts between grapheme clusters, so an accent never loses its letter.
package func truncate(_ text: String, toWidth width: Int) -> String {
  guard width > 0 else { return "" }
  if let ascii = printableASCIIWidth(text) {
    return ascii <= width ? text : String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…"
  }
  if displayWidth(text) <= width { return text }
  let ellipsis: Character = "…"
  let budget = width - 1
  var result = ""
  var used = 0
  for character in text {
    let characterWidth = displayWidth(String(character))
    if used + characterWidth > budget { break }
    result.append(character)
    used += characterWidth
  }
  result.append(ellipsis)
  return result
}

/// Truncates `text` to at most `width` columns from the left, starting with "…" when cut: for
/// paths, whose end (the file and its folder) says most.
public func truncateLeading(_ text: String, toWidth width: Int) -> String {
  guard width > 0 else { return "" }
  if displayWidth(text) <= width { return text }
  var kept: [Character] = []
  var used = 0
  for character in text.reversed() {
    let characterWidth = displayWidth(String(character))
    if used + characterWidth > width - 1 { break }
    kept.append(character)
    used += characterWidth
  }
  return "…" + String(kept.reversed())
}
