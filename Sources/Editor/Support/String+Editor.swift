/// Small string helpers the editor needs without pulling in Foundation.
extension String {
  /// Replaces every occurrence of a character.
  func replacingAll(_ character: Character, with replacement: String) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for each in self {
      if each == character { result += replacement } else { result.append(each) }
    }
    return result
  }

  func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
