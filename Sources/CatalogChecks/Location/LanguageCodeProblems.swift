import CatalogModel
import CatalogFiles
import CatalogEditing

/// A language code of a catalog that is not a BCP 47 tag, where it first appears in the file.
package struct LanguageCodeProblem: Sendable, Equatable, CustomStringConvertible {
  package var code: String
  /// The first entry localized in it; nil for the catalog's `sourceLanguage`.
  package var key: String?
  package var line: Int
  package var column: Int
  /// What is wrong with the code (`LanguageTag.problem`).
  package var message: String
  package var path: String?

  /// `file:line:col: where: message`.
  package var description: String {
    let place = key.map { "the localization of \($0.debugDescription)" } ?? "sourceLanguage"
    return "\(path ?? "<input>"):\(line):\(column): \(place): \(message)"
  }
}

/// The reader accepts any code as Xcode does (refusing a whole catalog for one odd language would
/// lock its user out of every other string); `lint` reports these codes, and `export` and
/// `import --format` refuse to use one, since codes become file names.
package enum LanguageCodeProblems {
  /// The codes among `languages` (default: every language of the catalog) that are not
  /// well-formed tags, each located at its first use in `bytes`, the file as read.
  package static func find(
    in catalog: Catalog, bytes raw: [UInt8], path: String?, languages: [String]? = nil
  ) -> [LanguageCodeProblem] {
    let invalid = (languages ?? catalog.languages).filter { !LanguageTag.isValid($0) }
    guard !invalid.isEmpty else { return [] }
    let bytes = (try? TextDecoding.utf8(from: raw))?.bytes ?? raw
    return bytes.withUnsafeBufferPointer { buffer in
      find(invalid, in: catalog, bytes: buffer, index: CatalogEntryIndex(bytes: buffer), path: path)
    }
  }

  /// The same for lint, which has the decoded bytes and their entry index already.
  package static func find(
    _ invalid: [String], in catalog: Catalog, bytes: UnsafeBufferPointer<UInt8>, index: CatalogEntryIndex, path: String?
  ) -> [LanguageCodeProblem] {
    var problems: [(code: String, key: String?, offset: Int)] = []
    for code in Set(invalid).sorted() {
      if code == catalog.sourceLanguage {
        problems.append((code, nil, sourceLanguageOffset(in: bytes)))
        continue
      }
      guard let key = catalog.strings.pairs.first(where: { $0.1.localizations?[code] != nil })?.0 else { continue }
      var offset = index[key]?.keyOffset ?? 0
      if let place = index[key] {
        offset = EntryPoints(bytes: bytes, valueOffset: place.valueOffset, wanted: [code]).localization(code)?.offset ?? offset
      }
      problems.append((code, key, offset))
    }
    let places = LineTable.locations(of: problems.map(\.offset), in: bytes)
    return zip(problems, places).map { problem, place in
      LanguageCodeProblem(
        code: problem.code, key: problem.key, line: place.line, column: place.column,
        message: LanguageTag.problem(problem.code) ?? "", path: path)
    }
  }

  /// Where the top-level `sourceLanguage` value starts (0 when the file has none).
  private static func sourceLanguageOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var scanner = JSONScanner(bytes: bytes)
    var found = 0
    try? scanner.readMembers(of: "the catalog") { (scanner, member, _) throws(ScanError) in
      if member == "sourceLanguage" { found = scanner.position }
      scanner.skipValue()
    }
    return found
  }
}
