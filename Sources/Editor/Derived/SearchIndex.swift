import StringCatalog

/// Lower-cased UTF-8 search text per catalog entry, built the first time a search looks at the
/// entry and dropped when the entry changes, so repeated searches over 20,000 keys are a byte scan.
///
/// The text holds the key, the comment and every leaf of every shown language (the source value
/// is the key when the entry has no source localization, so the key covers it), as lower-cased
/// UTF-8.
struct SearchIndex {
  private var texts: [[UInt8]?]
  /// The shown languages, or nil when every language of the catalog is shown (no need to check).
  private let shownLanguages: Set<String>?

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
    return SearchIndex.bytes(text, contain: needle)
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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(key.utf8.count * 8)
    SearchIndex.appendLowercased(key, to: &bytes)
    // A separator no one types keeps a match from spanning two fields.
    if let comment = entry.comment {
      bytes.append(1)
      SearchIndex.appendLowercased(comment, to: &bytes)
    }
    // Walking the entry's own localizations beats looking 30 languages up in each entry.
    for (language, localization) in entry.localizations?.pairs ?? KeyedList<Localization>().pairs {
      if let shownLanguages, !shownLanguages.contains(language) { continue }
      localization.forEachLeafValue { value in
        bytes.append(1)
        SearchIndex.appendLowercased(value, to: &bytes)
      }
    }
    return bytes
  }

  /// Lower-cases ASCII text byte by byte (most catalog text); anything else goes through
  /// Unicode lower-casing, exactly as the typed pattern does.
  static func appendLowercased(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    let wasASCII = text.withUTF8 { utf8 -> Bool in
      guard !utf8.contains(where: { $0 >= 0x80 }) else { return false }
      for byte in utf8 { bytes.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
      return true
    }
    if !wasASCII { bytes.append(contentsOf: text.lowercased().utf8) }
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
