import StringCatalog

/// A short token of what an agent read of one cell: the entry's source text and this language's
/// leaves. A write names the revision it was based on, and is refused when either part has
/// changed since, so an agent never overwrites a person's newer work or translates an old source.
///
/// `SSSSSSSS-TTTTTTTT`: the source part and the target part, each the first 32 bits of FNV-1a
/// over the leaves (path, state, value), so a refusal can say which side changed.
struct Revision: Equatable, CustomStringConvertible {
  var source: UInt32
  var target: UInt32

  init(entry: Entry, key: String, language: String, sourceLanguage: String) {
    var sourceHash = Hash()
    if let localization = entry.localization(sourceLanguage) {
      for leaf in localization.leaves { sourceHash.add(leaf) }
    } else {
      sourceHash.add(key)
    }
    var targetHash = Hash()
    if let localization = entry.localization(language) {
      for leaf in localization.leaves { targetHash.add(leaf) }
    } else {
      targetHash.add("\u{0}missing")
    }
    source = sourceHash.short
    target = targetHash.short
  }

  init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 8 }), let source = UInt32(parts[0], radix: 16),
      let target = UInt32(parts[1], radix: 16)
    else { return nil }
    self.source = source
    self.target = target
  }

  var description: String { Self.hex(source) + "-" + Self.hex(target) }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  private struct Hash {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
      for byte in text.utf8 {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
      }
      value ^= 0xff
      value = value &* 0x100_0000_01b3
    }

    mutating func add(_ leaf: Leaf) {
      add(leaf.path)
      add(leaf.state.rawValue)
      add(leaf.value)
    }

    var short: UInt32 { UInt32(truncatingIfNeeded: value >> 32) ^ UInt32(truncatingIfNeeded: value) }
  }
}
