/// Language codes as catalogs, export files and options name them: well-formed BCP 47 tags
/// (RFC 5646 syntax, letters case-insensitive) such as `en`, `zh-Hans`, `pt-BR`, `es-419`,
/// `sr-Latn`, `zh-Hant-HK`, `ber`, `yue-Hant`, `de-CH-1996`, `x-private`.
///
/// The one place a code is judged. A code becomes part of file names (`de.po`, `de.lproj/`), so a
/// well-formed tag is what makes that safe: it holds only ASCII letters, digits and hyphens, so it
/// is never empty, `..`, an absolute path, nor holds `/`, NUL or a line break.
public enum LanguageTag {
  /// Longer tags are refused: real ones stay far below, and a file name has at most 255 bytes.
  public static let maximumLength = 64

  public static func isValid(_ code: String) -> Bool { problem(code) == nil }

  /// nil for a well-formed tag, else what is wrong with it, in words (the code quoted with its
  /// control characters escaped).
  public static func problem(_ code: String) -> String? {
    let shown = code.debugDescription
    let example = "a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"
    if code.isEmpty { return "the language code is empty: expected \(example)" }
    if let bad = code.unicodeScalars.first(where: { !isTagCharacter($0) }) {
      return "the language code \(shown) holds \(String(bad).debugDescription), which no language code has: expected \(example)"
    }
    if code.utf8.count > maximumLength {
      return "the language code \(shown) is longer than \(maximumLength) characters: expected \(example)"
    }
    guard isWellFormed(code.lowercased()) else { return "\(shown) is not a language code: expected \(example)" }
    return nil
  }

  private static func isTagCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D: return true
    default: return false
    }
  }

  /// RFC 5646 §2.1 (the registry's irregular grandfathered tags included); `tag` is lowercased ASCII.
  private static func isWellFormed(_ tag: String) -> Bool {
    if irregular.contains(tag) { return true }
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map { Array($0.utf8) }
    guard parts.allSatisfy({ (1...8).contains($0.count) }) else { return false }
    var index = 0
    func take(_ matches: ([UInt8]) -> Bool) -> Bool {
      guard index < parts.count, matches(parts[index]) else { return false }
      index += 1
      return true
    }
    if parts[0] == [UInt8(ascii: "x")] { return isPrivateUse(parts[1...]) }
    // language: 2–3 letters with up to three 3-letter extlangs, or 4–8 letters.
    guard take({ $0.allSatisfy(isLetter) && $0.count != 1 }) else { return false }
    if parts[0].count <= 3 {
      for _ in 0..<3 where take({ $0.count == 3 && $0.allSatisfy(isLetter) }) {}
    }
    _ = take { $0.count == 4 && $0.allSatisfy(isLetter) }  // script
    _ = take { ($0.count == 2 && $0.allSatisfy(isLetter)) || ($0.count == 3 && $0.allSatisfy(isDigit)) }  // region
    while take({ $0.count >= 5 || ($0.count == 4 && isDigit($0[0])) }) {}  // variants
    // extensions: a singleton other than x, then subtags of 2–8 characters.
    while index < parts.count, parts[index].count == 1, parts[index][0] != UInt8(ascii: "x") {
      index += 1
      guard take({ $0.count >= 2 }) else { return false }
      while take({ $0.count >= 2 }) {}
    }
    if index < parts.count, parts[index] == [UInt8(ascii: "x")] { return isPrivateUse(parts[(index + 1)...]) }
    return index == parts.count
  }

  private static func isPrivateUse(_ rest: ArraySlice<[UInt8]>) -> Bool { !rest.isEmpty }

  private static func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static let irregular: Set<String> = [
    "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
    "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
  ]
}
