import CatalogModel
import Foundation

/// Adds a language to, or removes one from, `languages:` in a `.glossa.yml` by editing its text,
/// so the file keeps its other settings, its layout and its comments (a YAML library would
/// re-dump the file without them). Handles the flow form (`languages: [de, fr]`), the block
/// form (`languages:` then `  - de` lines) and a single value (`languages: de`).
public enum ConfigLanguagesEdit {
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// The text with `language` added at the end of the list (a new `languages:` line when there
  /// is none); nil when it is listed already.
  public static func adding(_ language: String, to text: String, path: String) throws(Failure) -> String? {
    var lines = text.components(separatedBy: "\n")
    guard let keyLine = lines.firstIndex(where: isLanguagesKey) else {
      var result = text
      if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
      return try checked(result + "languages: [\(language)]\n", path: path, has: language)
    }
    let (value, comment) = valueAndComment(of: lines[keyLine])
    let items = try listed(text, path: path)
    if items.contains(language) { return nil }
    if value.isEmpty {
      let itemLines = blockItemLines(lines, after: keyLine)
      let indent = itemLines.last.map { String(lines[$0].prefix { $0 == " " }) } ?? "  "
      lines.insert(indent + "- " + language, at: (itemLines.last ?? keyLine) + 1)
    } else if value.hasPrefix("[") && value.hasSuffix("]") {
      let inside = value.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      let list = inside.isEmpty ? language : inside + ", " + language
      lines[keyLine] = "languages: [" + list + "]" + comment
    } else {
      lines[keyLine] = "languages: [" + value + ", " + language + "]" + comment
    }
    return try checked(lines.joined(separator: "\n"), path: path, has: language)
  }

  /// The text without `language` in `languages:`; nil when it is not listed.
  public static func removing(_ language: String, from text: String, path: String) throws(Failure) -> String? {
    var lines = text.components(separatedBy: "\n")
    guard let keyLine = lines.firstIndex(where: isLanguagesKey), try listed(text, path: path).contains(language) else { return nil }
    let (value, comment) = valueAndComment(of: lines[keyLine])
    if value.isEmpty {
      for line in blockItemLines(lines, after: keyLine).reversed() where itemName(lines[line]) == language {
        lines.remove(at: line)
      }
    } else {
      let inside = value.hasPrefix("[") && value.hasSuffix("]") ? String(value.dropFirst().dropLast()) : value
      let kept = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { unquoted($0) != language }
      lines[keyLine] = "languages: [" + kept.joined(separator: ", ") + "]" + comment
    }
    return try checked(lines.joined(separator: "\n"), path: path, lacks: language)
  }

  private static func listed(_ text: String, path: String) throws(Failure) -> [String] {
    do {
      return try GlossaConfig.parse(text, path: path).languages
    } catch {
      throw Failure(description: error.description)
    }
  }

  /// The edit must say what was meant; anything else (a form this does not know) is refused
  /// rather than written.
  private static func checked(_ text: String, path: String, has added: String? = nil, lacks removed: String? = nil)
    throws(Failure) -> String
  {
    let languages = try listed(text, path: path)
    if let added, !languages.contains(added) { throw cannotEdit(path) }
    if let removed, languages.contains(removed) { throw cannotEdit(path) }
    return text
  }

  private static func cannotEdit(_ path: String) -> Failure {
    Failure(description: "glossa: \(path): cannot edit its languages: list in this form; edit it by hand")
  }

  private static func isLanguagesKey(_ line: String) -> Bool {
    line.hasPrefix("languages:")
  }

  /// `[de, fr]` and ` # comment` of `languages: [de, fr] # comment`.
  private static func valueAndComment(of line: String) -> (String, String) {
    let rest = line.dropFirst("languages:".count)
    let comment = rest.range(of: " #").map { String(rest[$0.lowerBound...]) } ?? ""
    let value = rest.dropLast(comment.count).trimmingCharacters(in: .whitespaces)
    return (value, comment)
  }

  /// The `  - xx` lines of a block list (comments and blank lines between them skipped).
  private static func blockItemLines(_ lines: [String], after keyLine: Int) -> [Int] {
    var items: [Int] = []
    var index = keyLine + 1
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- ") && lines[index].first == " " || trimmed.hasPrefix("- ") && lines[index].hasPrefix("-") {
        items.append(index)
      } else if !(trimmed.isEmpty || trimmed.hasPrefix("#")) {
        break
      }
      index += 1
    }
    return items
  }

  private static func itemName(_ line: String) -> String {
    var item = line.trimmingCharacters(in: .whitespaces).dropFirst(2)
    if let hash = item.range(of: " #") { item = item[..<hash.lowerBound] }
    return unquoted(item.trimmingCharacters(in: .whitespaces))
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return text }
    return String(text.dropFirst().dropLast())
  }
}
