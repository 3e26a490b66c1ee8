import CatalogModel
import CatalogFiles
import CatalogEditing

/// The byte offsets of the places inside one entry that findings point at: each localization's
/// key, and inside the localizations that have findings, each variation map, form, substitution
/// and string value (by `Leaf.path`: "", `plural`, `plural.one`, `substitutions.count`…).
///
/// Looked up by dictionary, as every finding of the entry asks for its point: an entry with
/// 20,000 substitutions has 100,000 points and may have as many findings.
package struct EntryPoints {
  package struct LocalizationPoints {
    package var language: String
    package var offset: Int
    /// A repeated member's last occurrence wins, as in the reader.
    package var paths: [String: Int] = [:]

    /// The point for `path`, else for the closest enclosing path (`plural.many` → `plural`).
    package func offset(for path: String, work: CheckWork? = nil) -> Int? {
      var candidate = Substring(path)
      while true {
        work?.add()
        if let found = paths[String(candidate)] { return found }
        guard let dot = candidate.lastIndex(of: ".") else { break }
        candidate = candidate[..<dot]
      }
      return nil
    }
  }

  package var localizations: [String: LocalizationPoints] = [:]

  /// Walks the entry value at `offset`, descending only into the languages in `wanted`.
  package init(bytes: UnsafeBufferPointer<UInt8>, valueOffset offset: Int, wanted: Set<String>) {
    var scanner = JSONScanner(bytes: bytes)
    scanner.position = offset
    var result: [String: LocalizationPoints] = [:]
    try? scanner.readMembers(of: "an entry") { (scanner, member, _) throws(ScanError) in
      guard member == "localizations" else {
        scanner.skipValue()
        return
      }
      try scanner.readMembers(of: "localizations") { (scanner, language, languageOffset) throws(ScanError) in
        guard wanted.contains(language) else {
          scanner.skipValue()
          return
        }
        var points = LocalizationPoints(language: language, offset: languageOffset)
        try scanner.walkLocalization(prefix: "", into: &points.paths)
        result[language] = points
      }
    }
    localizations = result
  }

  package func localization(_ language: String) -> LocalizationPoints? { localizations[language] }

  /// How many points the walk recorded.
  package var pointCount: Int { localizations.values.reduce(0) { $0 + $1.paths.count } }
}

extension JSONScanner {
  fileprivate mutating func walkLocalization(prefix: String, into paths: inout [String: Int]) throws(ScanError) {
    func joined(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    try readMembers(of: "a localization") { (scanner, member, _) throws(ScanError) in
      switch member {
      case "stringUnit", "stringSet":
        let path = member == "stringSet" ? joined("stringSet") : prefix
        try scanner.readMembers(of: member) { (scanner, field, _) throws(ScanError) in
          scanner.skipWhitespace()
          if field == "value" || field == "values" { paths[path] = scanner.position }
          scanner.skipValue()
        }
      case "variations":
        try scanner.walkVariations(prefix: prefix, into: &paths)
      case "substitutions":
        try scanner.readMembers(of: "substitutions") { (scanner, name, nameOffset) throws(ScanError) in
          let path = joined("substitutions.\(name)")
          paths[path] = nameOffset
          try scanner.readMembers(of: "a substitution") { (scanner, field, _) throws(ScanError) in
            if field == "variations" {
              try scanner.walkVariations(prefix: path, into: &paths)
            } else {
              scanner.skipValue()
            }
          }
        }
      default:
        scanner.skipValue()
      }
    }
  }

  fileprivate mutating func walkVariations(prefix: String, into paths: inout [String: Int]) throws(ScanError) {
    try readMembers(of: "variations") { (scanner, kind, kindOffset) throws(ScanError) in
      guard kind == "plural" || kind == "device" else {
        scanner.skipValue()
        return
      }
      let mapPath = prefix.isEmpty ? kind : prefix + "." + kind
      paths[mapPath] = kindOffset
      try scanner.readMembers(of: kind) { (scanner, form, formOffset) throws(ScanError) in
        let formPath = mapPath + "." + form
        paths[formPath] = formOffset
        try scanner.walkLocalization(prefix: formPath, into: &paths)
      }
    }
  }
}

extension EntryPoints.LocalizationPoints {
  /// The points of one localization, walked from its value at the scanner's position; nil when
  /// the walk failed.
  package init?(language: String, offset: Int, scanner: inout JSONScanner) {
    self.init(language: language, offset: offset)
    do throws(ScanError) {
      try scanner.walkLocalization(prefix: "", into: &paths)
    } catch {
      return nil
    }
  }
}
