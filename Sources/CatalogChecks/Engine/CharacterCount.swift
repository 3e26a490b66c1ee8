import CatalogModel
import CatalogFiles
import CatalogEditing

/// `String.count` (grapheme clusters) for `length`, without Unicode's segmentation rules where
/// they cannot join anything: a text whose every scalar is one that never joins its neighbour
/// has as many characters as scalars. Lint counts tens of thousands of non-ASCII strings (a
/// translation checked against twice its source's length), and segmenting them cost more than
/// the rest of the check.
package enum CharacterCount {
  package static func of(_ text: String) -> Int {
    if case let count?? = text.utf8.withContiguousStorageIfAvailable(scalarsIfNoneJoin) { return count }
    return text.count
  }

  /// The number of scalars when every one of them is a `standsAlone` scalar, else nil.
  package static func scalarsIfNoneJoin(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var scalars = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      let value: UInt32
      switch lead {
      case 0..<0x80:
        // CR joins a following LF.
        if lead == 0x0D { return nil }
        scalars += 1
        index += 1
        continue
      case 0xC0..<0xE0:
        guard index + 1 < count else { return nil }
        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        index += 2
      case 0xE0..<0xF0:
        guard index + 2 < count else { return nil }
        value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        index += 3
      default:
        // Four-byte scalars (emoji, regional indicators, supplementary ideographs) and anything else.
        return nil
      }
      guard standsAlone(value) else { return nil }
      scalars += 1
    }
    return scalars
  }

  /// Scalars of these blocks are never Extend, SpacingMark, Prepend, ZWJ, a regional indicator
  /// or a Hangul jamo (Unicode's grapheme cluster break property): a break falls on both sides
  /// of each. Combining marks (U+0300–036F, Cyrillic U+0483–0489, Arabic harakat, the kana
  /// voicing marks, Thai and Indic vowel signs) and everything not listed go the long way.
  package static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x80...0x2FF,  // C1 controls, Latin-1, Latin Extended-A and -B, IPA, spacing modifiers
      0x370...0x3FF,  // Greek
      0x400...0x482, 0x48A...0x52F,  // Cyrillic
      0x5D0...0x5EA,  // Hebrew letters
      0x60C, 0x61B, 0x61F, 0x620...0x64A,  // Arabic punctuation and letters
      0x2010...0x2027, 0x2030...0x205E,  // general punctuation (dashes, quotes, …)
      0x3000...0x3029,  // CJK symbols and punctuation
      0x3041...0x3096, 0x309B...0x309F,  // Hiragana
      0x30A0...0x30FF,  // Katakana
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xAC00...0xD7A3,  // Hangul syllables (no jamo around them to join)
      0xFF01...0xFF60:  // full-width forms
      return true
    default:
      return false
    }
  }
}
