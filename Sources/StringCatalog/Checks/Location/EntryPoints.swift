/// The byte offsets of the places inside one entry that findings point at: each localization's
/// key, and inside the localizations that have findings, each variation map, form, substitution
/// and string value (by `Leaf.path`: "", `plural`, `plural.one`, `substitutions.count`…).
struct EntryPoints {
  struct LocalizationPoints {
    var language: String
    var offset: Int
    var paths: [(path: String, offset: Int)] = []

    /// The point for `path`, else for the closest enclosing path (`plural.many` → `plural`).
    func offset(for path: String) -> Int? {
      var candidate = Substring(path)
      while true {
        if let found = paths.last(where: { $0.path == candidate }) { return found.offset }
        guard let dot = candidate.lastIndex(of: ".") else { break }
        candidate = candidate[..<dot]
      }
      return nil
    }
  }

  var localizations: [LocalizationPoints] = []

  /// Walks the entry value at `offset`, descending only into the languages in `wanted`.
  init(bytes: UnsafeBufferPointer<UInt8>, valueOffset offset: Int, wanted: [String]) {
    var scanner = JSONScanner(bytes: bytes)
    scanner.position = offset
    var result: [LocalizationPoints] = []
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
        result.append(points)
      }
    }
    localizations = result
  }

  func localization(_ language: String) -> LocalizationPoints? {
    localizations.last { $0.language == language }
  }
}

extension JSONScanner {
  fileprivate mutating func walkLocalization(prefix: String, into paths: inout [(path: String, offset: Int)]) throws(ScanError) {
    func joined(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    try readMembers(of: "a localization") { (scanner, member, _) throws(ScanError) in
      switch member {
      case "stringUnit", "stringSet":
        let path = member == "stringSet" ? joined("stringSet") : prefix
        try scanner.readMembers(of: member) { (scanner, field, _) throws(ScanError) in
          scanner.skipWhitespace()
          if field == "value" || field == "values" { paths.append((path, scanner.position)) }
          scanner.skipValue()
        }
      case "variations":
        try scanner.walkVariations(prefix: prefix, into: &paths)
      case "substitutions":
        try scanner.readMembers(of: "substitutions") { (scanner, name, nameOffset) throws(ScanError) in
          let path = joined("substitutions.\(name)")
          paths.append((path, nameOffset))
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

  fileprivate mutating func walkVariations(prefix: String, into paths: inout [(path: String, offset: Int)]) throws(ScanError) {
    try readMembers(of: "variations") { (scanner, kind, kindOffset) throws(ScanError) in
      guard kind == "plural" || kind == "device" else {
        scanner.skipValue()
        return
      }
      let mapPath = prefix.isEmpty ? kind : prefix + "." + kind
      paths.append((mapPath, kindOffset))
      try scanner.readMembers(of: kind) { (scanner, form, formOffset) throws(ScanError) in
        let formPath = mapPath + "." + form
        paths.append((formPath, formOffset))
        try scanner.walkLocalization(prefix: formPath, into: &paths)
      }
    }
  }
}
