import StringCatalog

/// `keys-once`: `keys.json` holds every key once, `<lang>.json` an array of the language's own
/// values aligned with it (`null` where it has none: the runtime applies the fallbacks), and
/// `languages.json`. With zstd, each `.json` also gets a `.json.zst`.
package enum KeysOnceExporter {
  package static func export(_ catalog: Catalog, settings: ExportSettings, compress: Bool) -> ExportResult {
    let content = PackContent(catalog: catalog, settings: settings)
    var result = ExportResult()
    var files = [ExportFile(path: "keys.json", bytes: JSONTree.array(content.keys.map { .string($0) }).compactBytes)]
    for language in content.languages {
      let values = (content.own[language] ?? []).map { $0?.jsonTree ?? .null }
      files.append(ExportFile(path: "\(language).json", bytes: JSONTree.array(values).compactBytes))
    }
    files.append(
      ExportFile(path: "languages.json", bytes: LanguagesFile.tree(content: content, layout: "keys-once", name: settings.name).bytes))
    result.files = files
    if compress {
      for file in files {
        guard let packed = Zstd.compress(file.bytes) else {
          result.warnings.append("\(file.path): zstd could not compress it; no .zst written")
          continue
        }
        result.files.append(ExportFile(path: file.path + ".zst", bytes: packed))
      }
    }
    let sizes = KeysOnceSizes(content: content, files: files, compressed: result.files.filter { $0.path.hasSuffix(".zst") })
    result.notes.append(sizes.summary)
    return result
  }
}

/// The same content measured three ways: as `.strings` files, as keys-once JSON, compressed.
package struct KeysOnceSizes: Sendable {
  package var strings: Int
  package var keysOnce: Int
  package var compressed: Int?

  package init(content: PackContent, files: [ExportFile], compressed packedFiles: [ExportFile]) {
    strings = content.languages.reduce(0) { total, language in
      total + StringsSize.bytes(keys: content.keys, values: content.own[language] ?? [])
    }
    keysOnce = files.filter { $0.path != "languages.json" }.reduce(0) { $0 + $1.bytes.count }
    let packed = packedFiles.filter { $0.path != "languages.json.zst" }
    compressed = packed.isEmpty ? nil : packed.reduce(0) { $0 + $1.bytes.count }
  }

  package var summary: String {
    func saving(_ size: Int) -> String {
      strings == 0 ? "0%" : String(Int((Double(strings - size) / Double(strings) * 100).rounded())) + "%"
    }
    var text = "sizes: .strings \(strings) bytes, keys-once \(keysOnce) bytes (saving \(saving(keysOnce)))"
    if let compressed { text += ", zstd \(compressed) bytes (saving \(saving(compressed)))" }
    return text
  }
}

/// What the same values take as `.strings` files (UTF-8, `"key" = "value";` lines; plural and
/// device forms counted as the `.stringsdict` the strings export writes).
package enum StringsSize {
  package static func bytes(keys: [String], values: [PackValue?]) -> Int {
    var total = 0
    for (key, value) in zip(keys, values) {
      guard let value else { continue }
      switch value {
      case .text(let text, _): total += StringsExporter.line(key: key, value: text).utf8.count
      default: total += StringsExporter.dictEntry(key: key, value: value).utf8.count
      }
    }
    return total
  }
}
