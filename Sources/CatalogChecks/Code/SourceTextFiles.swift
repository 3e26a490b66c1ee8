import CatalogModel
import CatalogFiles
import Foundation

/// The app's text files other than code (Markdown templates, HTML, JSON…) that `--sources` or
/// `sources:` name by path or glob: a key found in one, as a quoted string or a bare token, is
/// used (`unused-key`, `prune --stale --sources`), since the app reads it from there.
package enum SourceTextFiles {
  /// `entries` split into what the code scanner reads (folders, Swift/Objective-C files) and
  /// text files (any other file, and what a glob names; `*` and `?` within a component),
  /// relative ones from `folder`.
  package static func split(_ entries: [String], relativeTo folder: String) -> (code: [String], text: [String]) {
    var code: [String] = []
    var text: [String] = []
    for entry in entries {
      if entry.contains("*") || entry.contains("?") {
        text += MemoryCatalogs.expand(entry, in: folder).filter { !isCode($0) }
        continue
      }
      let path = entry.hasPrefix("/") ? entry : (folder as NSString).appendingPathComponent(entry)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue, !isCode(path) {
        text.append(path)
      } else {
        code.append(entry)
      }
    }
    return (code, text)
  }

  /// The text files a configuration's `sources:` names (its folders are the editor's code).
  package static func named(by config: GlossaConfig) -> [String] {
    guard let path = config.path else { return [] }
    return split(config.sources, relativeTo: (path as NSString).deletingLastPathComponent).text
  }

  /// Every quoted string (`"…"`, `'…'`, on one line) and bare token (a run between blanks and
  /// `"'`()[]{}<>,;:!?=|*`, also without a final `.`) of the files. Files that cannot be read
  /// give nothing.
  package static func tokens(in files: [String]) -> Set<String> {
    var tokens: Set<String> = []
    for file in Set(files) {
      guard let bytes = try? FileBytes.read(path: file) else { continue }
      for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
        addQuoted(line, into: &tokens)
        for token in line.split(whereSeparator: { $0.isWhitespace || separators.contains($0) }) {
          tokens.insert(String(token))
          if token.count > 1, token.last == "." { tokens.insert(String(token.dropLast())) }
        }
      }
    }
    return tokens
  }

  private static let separators: Set<Character> = ["\"", "'", "`", "(", ")", "[", "]", "{", "}", "<", ">", ",", ";", ":", "!", "?", "=", "|", "*"]

  private static func addQuoted(_ line: Substring, into tokens: inout Set<String>) {
    for quote in ["\"", "'"] as [Character] {
      let parts = line.split(separator: quote, omittingEmptySubsequences: false)
      // Between the 1st and 2nd quote, the 3rd and 4th, …
      var index = 1
      while index < parts.count - 1 {
        tokens.insert(String(parts[index]))
        index += 2
      }
    }
  }

  private static func isCode(_ path: String) -> Bool {
    SourceKeyScanner.extensions.contains((path as NSString).pathExtension)
  }
}
