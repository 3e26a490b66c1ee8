/// Display width of a string in terminal columns: the columns `Screen.put`
/// uses to draw it (control characters count as their visible escapes).
package func displayWidth(_ text: String) -> Int {
  // Printable ASCII takes a column a byte: most cells of most catalogs, on every render.
  if let width = printableASCIIWidth(text) { return width }
  var total = 0
  GlyphWalker.walk(text) { piece in
    total += piece.width
    return true
  }
  return total
}

/// Display width of one scalar: 0 for combining marks, format characters
/// (ZWJ, bidi marks, variation selectors) and Hangul medial/final jamo; 2 for
/// East Asian Wide/Fullwidth and emoji presentation; 1 otherwise.
///
/// Regional indicators count 1 each, as glibc's `wcwidth` does, so a flag
/// (a pair of them) takes the two columns terminals give it. Control
/// characters also report 1 here; `Screen.put` draws them as wider escapes.
package func displayWidth(_ scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value < 0x300 {
    // Fast path: Latin text has no zero-width or wide scalars below U+0300
    // except the soft hyphen, which is a format character.
    return value == 0xAD ? 0 : 1
  }
  // The Basic Multilingual Plane (Cyrillic, Arabic, CJK…) from a table: asking Unicode's
  // properties of each scalar was a quarter of drawing a screen of such text.
  if value < 0x10000 { return Int(basicPlaneWidths[Int(value)]) }
  return computedWidth(scalar)
}

/// Every scalar's width below U+10000, built once on first use (a few milliseconds).
private let basicPlaneWidths: [UInt8] = (0..<0x10000).map { value in
  guard let scalar = Unicode.Scalar(UInt32(value)) else { return 1 }
  return UInt8(computedWidth(scalar))
}

/// `displayWidth` of a scalar from its Unicode properties.
func computedWidth(_ scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value < 0x300 { return value == 0xAD ? 0 : 1 }
  if isZeroWidth(scalar) { return 0 }
  if EastAsianWide.contains(value) { return 2 }
  if scalar.properties.isEmojiPresentation && !isRegionalIndicator(value) { return 2 }
  return 1
}

private func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x1160...0x11FF, 0xD7B0...0xD7FF:
    // Hangul medial vowels and final consonants are letters (Lo), but they
    // join the preceding initial consonant into one wide syllable.
    return true
  case 0x600...0x605, 0x6DD, 0x70F, 0x890...0x891, 0x8E2, 0x110BD, 0x110CD:
    // Prepended concatenation marks (such as the Arabic number sign) are
    // format characters with a visible glyph; terminals give them a column.
    return false
  default:
    break
  }
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .enclosingMark, .format:
    return true
  default:
    return false
  }
}

private func isRegionalIndicator(_ value: UInt32) -> Bool {
  (0x1F1E6...0x1F1FF).contains(value)
}

/// The width of text made only of printable ASCII (a column per byte); nil for anything else.
func printableASCIIWidth(_ text: String) -> Int? {
  var text = text
  return text.withUTF8 { bytes in
    for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
    return bytes.count
  }
}
