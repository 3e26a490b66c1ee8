/// Where things are in a catalog file: the line and column of each entry's key, each
/// localization, and each string unit's value, for findings that point into the file.
///
/// Built by a second, position-recording pass over the bytes, only by the tools that report
/// locations (lint), so reading for editing pays nothing for it.
public struct CatalogSourceMap: Sendable {
  private var offsets: [String: Int] = [:]
  private let locator: SourceLocator

  /// Walks the bytes; a malformed file yields the positions found before the error.
  public init(bytes input: [UInt8]) {
    let bytes = (try? TextDecoding.utf8(from: input).bytes) ?? input
    locator = SourceLocator(bytes: bytes)
    var found: [String: Int] = [:]
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      try? scanner.mapCatalog(into: &found)
    }
    offsets = found
  }

  /// The position of a leaf's value (`path` as in `Leaf.path`), of a localization (`path` nil),
  /// or of the entry's key (`language` nil).
  public func location(key: String, language: String? = nil, path: String? = nil) -> (line: Int, column: Int)? {
    guard let offset = offsets[Self.address(key: key, language: language, path: path)] else { return nil }
    return locator.location(of: offset)
  }

  /// The best position available: the leaf, else its localization, else the entry.
  public func nearestLocation(key: String, language: String?, path: String?) -> (line: Int, column: Int)? {
    location(key: key, language: language, path: path)
      ?? location(key: key, language: language)
      ?? location(key: key)
  }

  static func address(key: String, language: String?, path: String?) -> String {
    var address = key
    if let language {
      address += "\u{1F}" + language
      if let path { address += "\u{1F}" + path }
    }
    return address
  }
}

extension JSONScanner {
  mutating func mapCatalog(into offsets: inout [String: Int]) throws(ScanError) {
    try readMembers(of: "the catalog") { (scanner, member, _) throws(ScanError) in
      guard member == "strings" else {
        _ = try scanner.readValue()
        return
      }
      try scanner.readMembers(of: "\"strings\"") { (scanner, key, keyOffset) throws(ScanError) in
        offsets[CatalogSourceMap.address(key: key, language: nil, path: nil)] = keyOffset
        try scanner.mapEntry(key: key, into: &offsets)
      }
    }
  }

  private mutating func mapEntry(key: String, into offsets: inout [String: Int]) throws(ScanError) {
    try readMembers(of: "an entry") { (scanner, member, _) throws(ScanError) in
      guard member == "localizations" else {
        _ = try scanner.readValue()
        return
      }
      try scanner.readMembers(of: "\"localizations\"") { (scanner, language, offset) throws(ScanError) in
        offsets[CatalogSourceMap.address(key: key, language: language, path: nil)] = offset
        try scanner.mapLocalization(key: key, language: language, path: "", into: &offsets)
      }
    }
  }

  private mutating func mapLocalization(key: String, language: String, path: String, into offsets: inout [String: Int]) throws(ScanError) {
    func record(_ leafPath: String, _ offset: Int) {
      offsets[CatalogSourceMap.address(key: key, language: language, path: leafPath)] = offset
    }
    func joined(_ part: String) -> String { path.isEmpty ? part : path + "." + part }
    try readMembers(of: "a localization") { (scanner, member, _) throws(ScanError) in
      switch member {
      case "stringUnit", "stringSet":
        let leafPath = member == "stringSet" ? joined("stringSet") : path
        try scanner.readMembers(of: member) { (scanner, field, _) throws(ScanError) in
          scanner.skipWhitespace()
          if field == "value" || field == "values" { record(leafPath, scanner.position) }
          _ = try scanner.readValue()
        }
      case "variations":
        try scanner.mapVariations(key: key, language: language, path: path, into: &offsets)
      case "substitutions":
        try scanner.readMembers(of: "substitutions") { (scanner, name, _) throws(ScanError) in
          try scanner.readMembers(of: "a substitution") { (scanner, field, _) throws(ScanError) in
            if field == "variations" {
              try scanner.mapVariations(key: key, language: language, path: joined("substitutions.\(name)"), into: &offsets)
            } else {
              _ = try scanner.readValue()
            }
          }
        }
      default:
        _ = try scanner.readValue()
      }
    }
  }

  private mutating func mapVariations(key: String, language: String, path: String, into offsets: inout [String: Int]) throws(ScanError) {
    try readMembers(of: "variations") { (scanner, kind, _) throws(ScanError) in
      guard kind == "plural" || kind == "device" else {
        _ = try scanner.readValue()
        return
      }
      try scanner.readMembers(of: kind) { (scanner, form, _) throws(ScanError) in
        let formPath = (path.isEmpty ? "" : path + ".") + "\(kind).\(form)"
        try scanner.mapLocalization(key: key, language: language, path: formPath, into: &offsets)
      }
    }
  }
}
