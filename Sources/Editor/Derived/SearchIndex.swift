import StringCatalog

/// Lower-cased UTF-8 search text per catalog entry, built the first time a search looks at the
/// entry and dropped when the entry changes, so repeated searches over 20,000 keys are a byte scan.
///
/// The text holds the key, the comment and every leaf of every shown language (the source value
/// is the key when the entry has no source localization, so the key covers it).
struct SearchIndex {
  private var texts: [[UInt8]?]
  private let languages: [String]

  init(entryCount: Int, languages: [String]) {
    texts = Array(repeating: nil, count: entryCount)
    self.languages = languages
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
    // A separator no one types keeps a match from spanning two fields.
    var text = key
    if let comment = entry.comment {
      text.append("\u{1}")
      text.append(comment)
    }
    for language in languages {
      entry.localization(language)?.forEachLeafValue { value in
        text.append("\u{1}")
        text.append(value)
      }
    }
    return Array(text.lowercased().utf8)
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
