import StringCatalog

/// `json`: `<name>-<lang>.json`, a complete key → value object per language (fallbacks filled in),
/// and `<name>-languages.json`.
package enum JSONPackExporter {
  package static func export(_ catalog: Catalog, settings: ExportSettings) -> ExportResult {
    let content = PackContent(catalog: catalog, settings: settings)
    var result = ExportResult()
    for language in content.languages {
      result.files.append(ExportFile(path: "\(settings.name)-\(language).json", bytes: tree(content, language).bytes))
    }
    let languages = LanguagesFile.tree(content: content, layout: "json", name: settings.name)
    result.files.append(ExportFile(path: "\(settings.name)-languages.json", bytes: languages.bytes))
    return result
  }

  /// One language's file: keys are already in code-point order.
  static func tree(_ content: PackContent, _ language: String) -> JSONTree {
    .object(content.keys.indices.compactMap { index in content.resolved(language, at: index).map { (content.keys[index], $0.jsonTree) } })
  }
}
