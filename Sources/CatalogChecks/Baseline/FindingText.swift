import CatalogModel
import CatalogFiles
import CatalogEditing

/// The text a catalog finding is about, hashed for the lint baseline: the string at the
/// finding's language and variation path; when that language has none there (a missing
/// translation or form), the source language's string at that path, else the source's own
/// string, else the key. An edit to that text makes the finding new again; edits elsewhere do not.
package enum FindingText {
  package static func hashTexts(_ findings: inout [Finding], in catalog: Catalog) {
    var lastKey: String?
    var lastEntry: Entry?
    for slot in findings.indices {
      guard let key = findings[slot].key else { continue }
      if key != lastKey {
        lastKey = key
        lastEntry = catalog.strings[key]
      }
      guard let entry = lastEntry else { continue }
      let finding = findings[slot]
      findings[slot].textHash = hash(text(of: finding, entry: entry, sourceLanguage: catalog.sourceLanguage) ?? key)
    }
  }

  package static func text(of finding: Finding, entry: Entry, sourceLanguage: String) -> String? {
    let localizations = entry.localizations
    if let language = finding.language, let own = localizations?[language]?.unit(atPathText: finding.path) {
      return own
    }
    guard let source = localizations?[sourceLanguage] else { return nil }
    return source.unit(atPathText: finding.path) ?? source.stringUnit?.value
  }

  /// FNV-1a over the UTF-8 bytes: the same on every machine and every run (Swift's `Hasher` is
  /// seeded per process).
  package static func hash(_ text: String) -> UInt32 {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
    return value
  }
}

extension Localization {
  /// The string at a finding's path (`plural.one`, `substitutions.n.plural.few`, "" for its own).
  package func unit(atPathText path: String) -> String? {
    if path.isEmpty { return stringUnit?.value }
    var found: String?
    forEachUnit { place, value, _ in
      if found == nil && place.description == path { found = value }
    }
    return found
  }
}
