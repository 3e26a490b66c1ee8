import CatalogModel
import CatalogFiles
import CatalogEditing
import CHunspell
import Foundation

/// Hunspell spelling, one dictionary per language, loaded the first time a language asks.
///
/// libhunspell is loaded at run time (`CHunspell`): without it `isAvailable` is false and every
/// language reads as having no dictionary. Hunspell handles are not thread-safe, so every call
/// goes through one lock (lint checks entries on several threads).
public final class SpellChecker: @unchecked Sendable {
  /// The checker over the system's dictionary folders, shared by every caller.
  public static let system = SpellChecker()

  /// Debian's hunspell-* packages, older myspell ones, Homebrew (Apple silicon, Intel), the user's.
  public static let defaultSearchPaths: [String] = [
    "/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts", "/opt/homebrew/share/hunspell",
    "/usr/local/share/hunspell", NSHomeDirectory() + "/Library/Spelling",
  ]

  public let searchPaths: [String]
  private let lock = NSLock()
  private var dictionaries: [String: Dictionary?] = [:]

  private final class Dictionary {
    package let handle: OpaquePointer
    package let isUTF8: Bool
    package init(handle: OpaquePointer) {
      self.handle = handle
      isUTF8 = String(cString: chunspell_encoding(handle)).uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
    }
    deinit { chunspell_close(handle) }
  }

  public init(searchPaths: [String] = SpellChecker.defaultSearchPaths) {
    self.searchPaths = searchPaths
  }

  /// Whether libhunspell could be loaded.
  public var isAvailable: Bool { chunspell_available() != 0 }

  /// Whether the language has dictionary files (they are loaded only when a word is spelled:
  /// a large one takes a noticeable moment).
  public func hasDictionary(for language: String) -> Bool {
    isAvailable && files(for: language) != nil
  }

  /// The misspelled words of `text` as character ranges, in order; nil when the language has no
  /// dictionary. Placeholders (`%@`, `%1$lld`, `%#@name@`) and `protected` ranges are never flagged.
  public func misspelledWords(in text: String, language: String, protected: [Range<Int>] = []) -> [Range<Int>]? {
    let words = SpellingWords.words(in: text, protected: protected)
    return lock.withLock { () -> [Range<Int>]? in
      guard let dictionary = dictionary(for: language) else { return nil }
      return words.filter { !spell($0.text, in: dictionary) }.map(\.range)
    }
  }

  /// The dictionary's file name, for messages (nil when there is none).
  public func dictionaryPath(for language: String) -> String? {
    files(for: language)?.dic
  }

  private func spell(_ word: String, in dictionary: Dictionary) -> Bool {
    let plain = word.replacingOccurrences(of: "\u{2019}", with: "'")
    if dictionary.isUTF8 { return chunspell_spell(dictionary.handle, plain) != 0 }
    // An 8-bit dictionary (ISO 8859-1): a word it cannot even spell out is not flagged.
    guard plain.unicodeScalars.allSatisfy({ $0.value < 0x100 }) else { return true }
    var bytes = plain.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) }
    bytes.append(0)
    return chunspell_spell(dictionary.handle, bytes) != 0
  }

  /// Call with the lock held.
  private func dictionary(for language: String) -> Dictionary? {
    if let known = dictionaries[language] { return known }
    var opened: Dictionary?
    if isAvailable, let files = files(for: language), let handle = chunspell_open(files.aff, files.dic) {
      opened = Dictionary(handle: handle)
    }
    dictionaries[language] = opened
    return opened
  }

  /// `de-AT` looks for de_AT, then de, then de_DE, then any de_*; `en` finds en_US.
  private func files(for language: String) -> (aff: String, dic: String)? {
    let code = language.replacingOccurrences(of: "-", with: "_")
    let base = String(code.prefix { $0 != "_" })
    var names = [code, base, "\(base)_\(base.uppercased())"]
    if base == "en" { names += ["en_US", "en_GB"] }
    let manager = FileManager.default
    for folder in searchPaths {
      for name in names {
        let dic = "\(folder)/\(name).dic"
        let aff = "\(folder)/\(name).aff"
        if manager.fileExists(atPath: dic) && manager.fileExists(atPath: aff) { return (aff, dic) }
      }
      let regional = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.hasPrefix(base + "_") && $0.hasSuffix(".dic")
      }.sorted()
      for file in regional {
        let stem = String(file.dropLast(4))
        if manager.fileExists(atPath: "\(folder)/\(stem).aff") { return ("\(folder)/\(stem).aff", "\(folder)/\(file)") }
      }
    }
    return nil
  }
}

/// The words a spell checker looks at: runs of letters (with apostrophes and hyphens inside),
/// leaving out words with digits, placeholders and protected ranges.
package enum SpellingWords {
  package struct Word: Equatable {
    package var text: String
    package var range: Range<Int>
  }

  package static func words(in text: String, protected: [Range<Int>]) -> [Word] {
    let characters = Array(text)
    var masked = [Bool](repeating: false, count: characters.count)
    for range in protected + placeholderRanges(in: characters) {
      for offset in range where offset < masked.count { masked[offset] = true }
    }
    var words: [Word] = []
    var offset = 0
    while offset < characters.count {
      guard isWordCharacter(characters[offset]) else {
        offset += 1
        continue
      }
      var end = offset + 1
      while end < characters.count {
        if isWordCharacter(characters[end]) {
          end += 1
        } else if isJoiner(characters[end]), end + 1 < characters.count, characters[end + 1].isLetter {
          end += 2
        } else {
          break
        }
      }
      let word = characters[offset..<end]
      let hasDigit = word.contains { $0.isNumber }
      let isMasked = masked[offset..<end].contains(true)
      if !hasDigit && !isMasked { words.append(Word(text: String(word), range: offset..<end)) }
      offset = end
    }
    return words
  }

  private static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }
  private static func isJoiner(_ character: Character) -> Bool { character == "'" || character == "\u{2019}" || character == "-" }

  /// Format placeholders as character ranges (the parser gives UTF-8 offsets).
  private static func placeholderRanges(in characters: [Character]) -> [Range<Int>] {
    let text = String(characters)
    guard text.contains("%") else { return [] }
    var characterAtByte: [Int] = []
    for (index, character) in characters.enumerated() {
      characterAtByte += [Int](repeating: index, count: character.utf8.count)
    }
    characterAtByte.append(characters.count)
    return FormatParser.placeholders(in: text).compactMap { placeholder in
      guard placeholder.start < characterAtByte.count, placeholder.end <= characterAtByte.count else { return nil }
      let last = characterAtByte[max(placeholder.start, placeholder.end - 1)]
      return characterAtByte[placeholder.start]..<(last + 1)
    }
  }
}
