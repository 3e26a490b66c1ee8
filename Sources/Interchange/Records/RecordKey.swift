/// A key that names one field of one record: `ID.FIELD`, or `Entity.ID.FIELD` (FIELD is the part
/// after the last dot, ID the part before it, Entity the rest — which may hold dots). The one
/// definition the json records and the plist seed share, both ways. A field named `id` is no
/// record field: it would collide with the record's own `id` member.
package struct RecordKey: Sendable, Hashable {
  package var entity: String?
  package var id: String
  package var field: String

  package init?(_ key: String) {
    guard let fieldDot = key.lastIndex(of: ".") else { return nil }
    let field = String(key[key.index(after: fieldDot)...])
    let front = key[..<fieldDot]
    if let idDot = front.lastIndex(of: ".") {
      let entity = String(front[..<idDot])
      guard !entity.isEmpty else { return nil }
      self.init(entity: entity, id: String(front[front.index(after: idDot)...]), field: field)
    } else {
      self.init(entity: nil, id: String(front), field: field)
    }
    guard !id.isEmpty, !field.isEmpty, field != "id" else { return nil }
  }

  package init(entity: String?, id: String, field: String) {
    self.entity = entity
    self.id = id
    self.field = field
  }

  /// The catalog key.
  package var key: String {
    entity.map { "\($0).\(id).\(field)" } ?? "\(id).\(field)"
  }

  /// Why a record read from a file cannot become a key that splits back into it, nil when it can.
  package var problem: String? {
    if id.isEmpty { return "an empty id" }
    if id.contains(".") { return "the id \(id.debugDescription) holds a '.', so its key would not split back" }
    if field.isEmpty || field.contains(".") { return "the field \(field.debugDescription) is empty or holds a '.'" }
    if field == "id" { return "a field named \"id\" is the record's id" }
    if let entity, entity.isEmpty { return "an empty entity name" }
    return nil
  }
}
