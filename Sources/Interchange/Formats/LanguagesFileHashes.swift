import StringCatalog

/// `export --hashes`: each language of `<name>-languages.json` gets `"sha256"`, the digest of its
/// `<name>-<code>.json` (lowercase hex). The runtime loader then asks only for the languages
/// whose hash changed, and a CDN can serve the language files with long lifetimes.
package enum LanguagesFileHashes {
  package static func add(to result: inout ExportResult, name: String, digest: ([UInt8]) -> String) throws(InterchangeError) {
    let manifestPath = "\(name)-languages.json"
    guard let manifestIndex = result.files.firstIndex(where: { $0.path == manifestPath }) else {
      throw InterchangeError("\(manifestPath): not written, so there is nothing to add hashes to")
    }
    let tree = try JSONTree.parse(result.files[manifestIndex].bytes)
    guard case .object(var members) = tree, let languagesIndex = members.firstIndex(where: { $0.0 == "languages" }),
      case .array(let languages) = members[languagesIndex].1
    else { throw InterchangeError("\(manifestPath): no languages array") }
    var hashed: [JSONTree] = []
    for language in languages {
      guard case .object(var entry) = language, let code = language["code"]?.stringValue,
        let file = result.files.first(where: { $0.path == "\(name)-\(code).json" })
      else { throw InterchangeError("\(manifestPath): a language without its file") }
      entry.append(("sha256", .string(digest(file.bytes))))
      hashed.append(.object(entry))
    }
    members[languagesIndex].1 = .array(hashed)
    result.files[manifestIndex].bytes = JSONTree.object(members).bytes
  }
}
