import MCP
import StringCatalog

extension AgentWorkspace {
  /// `list_catalogs`: every catalog with its languages and the counts `glossa stats --format
  /// json` gives (the app's languages a catalog lacks included, every entry missing), then the
  /// catalogs that could not be read, with their `file:line:col` error.
  mutating func listCatalogs(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let page = try Page(arguments)
    let (members, nextCursor) = page.slice(Array(session.workspace.members.indices))
    var appLanguages = AppLanguages()
    var rows: [Value] = []
    for member in members {
      let catalog = self.catalog(member)
      var languages = catalog.stats()
      if let path = session.workspace[member].path {
        let origins = appLanguages.languages(forCatalogAt: path, config: config(member), sourceLanguage: catalog.sourceLanguage)
        languages = languages.including(origins.map(\.language), sourceLanguage: catalog.sourceLanguage)
      }
      rows.append(
        .object([
          "path": .string(name(member)),
          "sourceLanguage": .string(catalog.sourceLanguage),
          "entries": .int(catalog.strings.count),
          "languages": .array(languages.map { .string($0.language) }),
          "counts": .array(languages.map(Self.countsValue)),
        ]))
    }
    let broken = session.workspace.broken.indices.map { index in
      Value.object(["path": .string(session.name(ofBroken: index)), "error": .string(session.workspace.broken[index].message)])
    }
    var result: [String: Value] = ["catalogs": .array(rows), "broken": .array(broken)]
    if let nextCursor { result["nextCursor"] = .string(nextCursor) }
    if !configErrors.isEmpty {
      result["configurationErrors"] = .array(configErrors.keys.sorted().compactMap { configErrors[$0].map(Value.string) })
    }
    return .object(result)
  }

  /// One language's row, with `glossa stats --format json`'s member names and figures.
  static func countsValue(_ stats: LanguageStats) -> Value {
    .object([
      "language": .string(stats.language), "total": .int(stats.total), "translated": .int(stats.translated),
      "needsReview": .int(stats.needsReview), "machineTranslated": .int(stats.machineTranslated),
      "new": .int(stats.new), "missing": .int(stats.missing), "stale": .int(stats.stale),
      "doNotTranslate": .int(stats.doNotTranslate), "percent": .double((stats.percent * 10).rounded() / 10),
    ])
  }
}
