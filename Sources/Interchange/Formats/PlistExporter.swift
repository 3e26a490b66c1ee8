import StringCatalog

/// `plist`: one XML property list, locale → table → key → value (values complete through the
/// fallback chain, shaped as in the json pack). With `entities`, record keys `Entity.ID.FIELD`
/// (`RecordKey`) become locale → Entity → [{id, FIELD…}], the database-seeding shape.
package enum PlistExporter {
  package static func export(_ catalog: Catalog, settings: ExportSettings, entities: Bool) -> ExportResult {
    let content = PackContent(catalog: catalog, settings: settings)
    var result = ExportResult()
    var locales: [(String, PlistNode)] = []
    for language in content.languages {
      var table: [(String, PlistNode)] = []
      var rows: [(entity: String, ids: [String], values: [String: [(String, PlistNode)]])] = []
      for (index, key) in content.keys.enumerated() {
        guard let value = content.resolved(language, at: index) else { continue }
        if XMLText.hasForbiddenCharacters(key) || value.leaves.contains(where: { XMLText.hasForbiddenCharacters($0.text) }) {
          if language == content.languages.first {
            result.warnings.append("\"\(key)\": holds a control character a property list cannot carry; left out")
          }
          continue
        }
        if entities, let parts = RecordKey(key), let entity = parts.entity {
          if let slot = rows.firstIndex(where: { $0.entity == entity }) {
            if rows[slot].values[parts.id] == nil { rows[slot].ids.append(parts.id) }
            rows[slot].values[parts.id, default: []].append((parts.field, node(value)))
          } else {
            rows.append((entity, [parts.id], [parts.id: [(parts.field, node(value))]]))
          }
        } else {
          table.append((key, node(value)))
        }
      }
      var members: [(String, PlistNode)] = table.isEmpty && entities ? [] : [(settings.name, .dict(table))]
      for row in rows {
        let items = row.ids.map { id in PlistNode.dict([("id", .string(id))] + (row.values[id] ?? [])) }
        members.append((row.entity, .array(items)))
      }
      locales.append((language, .dict(members)))
    }
    result.files.append(ExportFile(path: "\(settings.name).plist", bytes: PlistNode.dict(locales).document))
    return result
  }

  static func node(_ value: PackValue) -> PlistNode {
    func forms(_ list: [(String, PackValue)]) -> PlistNode { .dict(list.sorted { codePointOrder($0.0, $1.0) }.map { ($0.0, node($0.1)) }) }
    switch value {
    case .text(let text, _): return .string(text)
    case .plural(let list): return .dict([("plural", forms(list))])
    case .device(let list): return .dict([("device", forms(list))])
    case .format(let format, let substitutions):
      let named = substitutions.sorted { codePointOrder($0.name, $1.name) }.map { substitution -> (String, PlistNode) in
        var fields: [(String, PlistNode)] = []
        if let argNum = substitution.argNum { fields.append(("argNum", .integer(argNum))) }
        if let specifier = substitution.formatSpecifier { fields.append(("formatSpecifier", .string(specifier))) }
        if case .dict(let inner) = node(substitution.forms) { fields += inner }
        return (substitution.name, .dict(fields))
      }
      return .dict([("format", node(format)), ("substitutions", .dict(named))])
    }
  }
}
