import StringCatalog

/// Lower-cased UTF-8 search text per catalog entry, built while a pattern is being typed (or the
/// first time a search looks at the entry) and dropped when the entry changes, so a search over
/// 20,000 keys is a byte scan.
///
/// The text holds the key, the comment and every leaf of every shown language (the source value
/// is the key when the entry has no source localization, so the key covers it), as lower-cased
/// UTF-8.
struct SearchIndex {
  private var texts: [[UInt8]?]
  /// Where `prepare` continues; only a hint, since entries behind it may be invalidated later.
  private var nextToPrepare = 0
  /// The shown languages, or nil when every language of the catalog is shown (no need to check).
  private let shownLanguages: Set<String>?
  /// Bytes of search text built so far: tests use it to see that no key builds them all.
  private(set) var bytesIndexed = 0

  init(catalog: Catalog, languages: [String]) {
    texts = Array(repeating: nil, count: catalog.strings.count)
    let shown = Set(languages)
    shownLanguages = catalog.languages.allSatisfy(shown.contains) ? nil : shown
  }

  /// True when the entry at `catalogIndex` contains `needle` (already lower-cased UTF-8).
  mutating func entry(at catalogIndex: Int, of catalog: Catalog, contains needle: [UInt8]) -> Bool {
    guard catalogIndex < texts.count else { return false }
    if let text = texts[catalogIndex] { return SearchIndex.bytes(text, contain: needle) }
    let text = searchText(key: catalog.strings.keys[catalogIndex], entry: catalog.strings.values[catalogIndex])
    texts[catalogIndex] = text
    bytesIndexed += text.count
    return SearchIndex.bytes(text, contain: needle)
  }

  /// Builds missing search texts, about `byteBudget` bytes' worth, so the index fills while the
  /// user types a pattern instead of all at once when they press Enter.
  /// Returns the bytes built.
  @discardableResult
  mutating func prepare(byteBudget: Int, of catalog: Catalog) -> Int {
    var produced = 0
    while nextToPrepare < texts.count && produced < byteBudget {
      if texts[nextToPrepare] == nil {
        let text = searchText(key: catalog.strings.keys[nextToPrepare], entry: catalog.strings.values[nextToPrepare])
        produced += text.count
        bytesIndexed += text.count
        texts[nextToPrepare] = text
      }
      nextToPrepare += 1
    }
    return produced
  }

  mutating func entryInserted(at catalogIndex: Int) { texts.insert(nil, at: min(catalogIndex, texts.count)) }

  mutating func entryRemoved(at catalogIndex: Int) {
    if catalogIndex < texts.count { texts.remove(at: catalogIndex) }
  }

  mutating func entryChanged(at catalogIndex: Int) {
    if catalogIndex < texts.count { texts[catalogIndex] = nil }
  }

  /// What a typed pattern is compared as.
  static func needle(for pattern: String) -> [UInt8] { Array(pattern.lowercased().utf8) }

  private func searchText(key: String, entry: Entry) -> [UInt8] {
    let localizations = entry.localizations
    var bytes: [UInt8] = []
    bytes.reserveCapacity(key.utf8.count + (entry.comment?.utf8.count ?? 0) + 48 * (localizations?.count ?? 0))
    SearchIndex.appendLowercased(key, to: &bytes)
    // A separator no one types keeps a match from spanning two fields.
    if let comment = entry.comment {
      bytes.append(1)
      SearchIndex.appendLowercased(comment, to: &bytes)
    }
    guard let localizations else { return bytes }
    // Walking the entry's own localizations beats looking 30 languages up in each entry.
    for index in localizations.keys.indices {
      if let shownLanguages, !shownLanguages.contains(localizations.keys[index]) { continue }
      let localization = localizations.values[index]
      if !localization.isVaried, let unit = localization.stringUnit {
        // The common case, without a closure per value.
        bytes.append(1)
        SearchIndex.appendLowercased(unit.value, to: &bytes)
        continue
      }
      localization.forEachLeafValue { value in
        bytes.append(1)
        SearchIndex.appendLowercased(value, to: &bytes)
      }
    }
    return bytes
  }

  /// Lower-cases ASCII text (most catalog text) by copying its bytes and folding A–Z in place;
  /// anything else goes through Unicode lower-casing, exactly as the typed pattern does.
  static func appendLowercased(_ text: String, to bytes: inout [UInt8]) {
    let start = bytes.count
    // From the contiguous UTF-8 a native string has, this is a memcpy; the generic path is not.
    if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: text.utf8)
    }
    // Branch-free so the compiler can vectorize it; non-ASCII bytes are redone below anyway.
    let isASCII = bytes.withUnsafeMutableBufferPointer { buffer -> Bool in
      var seen: UInt8 = 0
      for index in start..<buffer.count {
        let byte = buffer[index]
        seen |= byte
        buffer[index] = byte | (byte &- 0x41 < 26 ? 0x20 : 0)
      }
      return seen < 0x80
    }
    if !isASCII && !foldCommonNonASCII(&bytes, from: start) {
      bytes.removeSubrange(start...)
      bytes.append(contentsOf: text.lowercased().utf8)
    }
  }

  /// Lower-cases, in place, the non-ASCII text whose lower-casing is simple and known: Latin-1
  /// letters, basic Cyrillic, and scripts without case (Hebrew, Arabic, CJK, kana, Hangul, common
  /// punctuation). Returns false at the first character outside those, and the caller falls back
  /// to Unicode lower-casing; Unicode's own mapping is the reference (SearchLowercasingTests
  /// compares every BMP character). Most catalog text takes this path.
  private static func foldCommonNonASCII(_ bytes: inout [UInt8], from start: Int) -> Bool {
    var index = start
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      guard index + 1 < count else { return false }
      let next = bytes[index + 1]
      switch lead {
      case 0xC2, 0xD6...0xDF:  // U+0080–U+00BF symbols; Hebrew, Arabic, Syriac, Thaana, NKo
        index += 2
      case 0xC3:  // U+00C0–U+00FF: À–Þ (but ×) lower-case by +0x20
        if next >= 0x80 && next <= 0x9E && next != 0x97 { bytes[index + 1] = next + 0x20 }
        index += 2
      case 0xD0:  // U+0400–U+043F: Ѐ–Џ → ѐ–џ, А–Я → а–я
        if next <= 0x8F {
          bytes[index] = 0xD1
          bytes[index + 1] = next + 0x10
        } else if next <= 0x9F {
          bytes[index + 1] = next + 0x20
        } else if next <= 0xAF {
          bytes[index] = 0xD1
          bytes[index + 1] = next - 0x20
        }
        index += 2
      case 0xD1:  // U+0440–U+047F: lower-case up to U+045F; historic pairs after it
        guard next <= 0x9F else { return false }
        index += 2
      case 0xE2:  // U+2000–U+20BF: general punctuation and currency (… “ ” ‘ ’ • €)
        guard next == 0x80 || next == 0x81 || next == 0x82 else { return false }
        index += 3
      case 0xE3...0xE9, 0xEB...0xED:  // U+3000–U+9FFF CJK and kana; U+B000–U+DFFF Hangul
        index += 3
      default:
        return false
      }
    }
    return true
  }

  /// Plain substring search on bytes: lower-cased UTF-8 matches exactly when the lower-cased
  /// strings do, and UTF-8 never matches in the middle of a character.
  static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard haystack.count >= needle.count else { return false }
    return haystack.withUnsafeBufferPointer { hay in
      needle.withUnsafeBufferPointer { pin in
        let lastStart = hay.count - pin.count
        var start = 0
        while start <= lastStart {
          if hay[start] == first {
            var offset = 1
            while offset < pin.count && hay[start + offset] == pin[offset] { offset += 1 }
            if offset == pin.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }
}
