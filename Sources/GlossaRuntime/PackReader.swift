import Foundation

/// Reads and checks the files of one pack directory.
struct PackReader {
  let directory: URL
  let files: PackFiles
  /// Turns `X.json.zst` into the bytes of `X.json`, when the app has zstd.
  let decompress: (@Sendable (Data) throws -> Data)?

  func manifest() throws(StringPackError) -> PackManifest {
    try manifest(from: try read(files.manifest))
  }

  /// The languages file's bytes, checked as if read from `directory`.
  func manifest(from data: Data) throws(StringPackError) -> PackManifest {
    let manifest = try decode(PackManifest.self, from: data, file: files.manifest)
    guard manifest.format == PackManifest.formatIdentifier else {
      throw StringPackError(
        file: path(files.manifest),
        message: "format is \"\(manifest.format)\", expected \"\(PackManifest.formatIdentifier)\"")
    }
    let expected: PackManifest.Layout = files.name == nil ? .keysOnce : .json
    guard manifest.layout == expected else {
      throw StringPackError(
        file: path(files.manifest),
        message: "layout is \"\(manifest.layout.rawValue)\" but the files are named for \(expected.rawValue)")
    }
    // Codes become file names and download paths: "../x" must never get that far.
    let codes = [manifest.sourceLanguage] + manifest.languages.flatMap { [$0.code] + $0.fallback }
    if let bad = codes.first(where: { !LanguageTag.isSafe($0) }) {
      throw StringPackError(file: path(files.manifest), message: "\(bad.debugDescription) is not a language tag")
    }
    guard !manifest.languages.isEmpty else {
      throw StringPackError(file: path(files.manifest), message: "the pack lists no languages")
    }
    return manifest
  }

  /// Values per language, in `languages` order, without fallback applied.
  func tables(for languages: [String], layout: PackManifest.Layout) throws(StringPackError) -> [[String: PackValue]] {
    switch layout {
    case .json:
      return try languages.map { code throws(StringPackError) in
        try decode([String: PackValue].self, from: files.values(for: code))
      }
    case .keysOnce:
      let keys = try decode([String].self, from: files.keys)
      var seen = Set<String>()
      for key in keys where !seen.insert(key).inserted {
        throw StringPackError(file: path(files.keys), message: "key \"\(key)\" appears twice")
      }
      return try languages.map { code throws(StringPackError) in
        let file = files.values(for: code)
        let values = try decode([PackValue?].self, from: file)
        guard values.count == keys.count else {
          throw StringPackError(file: path(file), message: "\(values.count) values for \(keys.count) keys")
        }
        var table: [String: PackValue] = [:]
        for (key, value) in zip(keys, values) {
          table[key] = value
        }
        return table
      }
    }
  }

  private func path(_ file: String) -> String { directory.appendingPathComponent(file).path }

  private func read(_ file: String) throws(StringPackError) -> Data {
    let url = directory.appendingPathComponent(file)
    if let data = try? Data(contentsOf: url) { return data }
    let compressed = url.appendingPathExtension("zst")
    if let decompress, let data = try? Data(contentsOf: compressed) {
      do {
        return try decompress(data)
      } catch {
        throw StringPackError(file: compressed.path, message: "cannot decompress: \(error)")
      }
    }
    throw StringPackError(file: url.path, message: "missing or unreadable")
  }

  private func decode<T: Decodable>(_ type: T.Type, from file: String) throws(StringPackError) -> T {
    try decode(type, from: try read(file), file: file)
  }

  private func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(StringPackError) -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw StringPackError(file: path(file), message: Self.describe(error))
    } catch {
      throw StringPackError(file: path(file), message: "\(error)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    let (context, what): (DecodingError.Context, String) =
      switch error {
      case .typeMismatch(let type, let context): (context, "expected \(type)")
      case .valueNotFound(let type, let context): (context, "missing \(type)")
      case .keyNotFound(let key, let context): (context, "missing \"\(key.stringValue)\"")
      case .dataCorrupted(let context): (context, context.debugDescription)
      @unknown default: (DecodingError.Context(codingPath: [], debugDescription: ""), "\(error)")
      }
    let place = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return place.isEmpty ? what : "at \(place): \(what)"
  }
}
