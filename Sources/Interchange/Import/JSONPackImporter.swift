import StringCatalog

/// Reads `json` pack files (`<name>-<lang>.json`) back: the language is the part after the name.
package enum JSONPackImporter {
  package static func records(file bytes: [UInt8], language: String, path: String) throws(InterchangeError) -> [PackImport.Record] {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse(bytes)
    } catch {
      throw InterchangeError("\(path):\(error.message)")
    }
    guard case .object(let members) = tree else {
      let hint = if case .array = tree { " (an array of records is read with --entities --fields …)" } else { "" }
      throw InterchangeError("\(path): expected an object of key → value\(hint)")
    }
    var records: [PackImport.Record] = []
    for (key, value) in members {
      records.append(PackImport.Record(language: language, key: key, value: try PackValue(json: value, where: "\(path): \"\(key)\"")))
    }
    return records
  }

  /// The language of `<name>-<lang>.json`, nil for the languages file or another name.
  package static func language(ofFile fileName: String, name: String) -> String? {
    let prefix = name + "-"
    guard fileName.hasPrefix(prefix), fileName.hasSuffix(".json") else { return nil }
    let language = String(fileName.dropFirst(prefix.count).dropLast(5))
    return language.isEmpty || language == "languages" ? nil : language
  }

  /// What the json export writes today for each (language, key): the value through the fallback chain.
  package static func current(_ catalog: Catalog, settings: ExportSettings) -> (String, String) -> PackValue? {
    let content = PackContent(catalog: catalog, settings: settings)
    let index = Dictionary(content.keys.enumerated().map { (LiteralKeyText($1), $0) }, uniquingKeysWith: { a, _ in a })
    return { language, key in
      guard let position = index[LiteralKeyText(key)] else { return nil }
      return content.resolved(language, at: position)
    }
  }
}

/// A key compared by code points (Swift's `String ==` merges canonically equivalent keys).
struct LiteralKeyText: Hashable {
  let text: String
  init(_ text: String) { self.text = text }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }
  func hash(into hasher: inout Hasher) { for byte in text.utf8 { hasher.combine(byte) } }
}
