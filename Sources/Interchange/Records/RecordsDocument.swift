import StringCatalog

/// A records file as read: an array of records (`[{"id": 1001, "name": …}, …]`), or an object
/// Entity → array of records. Each record keeps its members in file order with their JSON types;
/// a problem with one is reported at its `file:line:col`.
package struct RecordsDocument: Sendable {
  package struct Record: Sendable {
    package var members: [(String, JSONTree)]
    /// The `id` member as written: a string's text, or a number's digits.
    package var id: String
    /// Where it is among the file's records (part, item), for `place(of:)`.
    fileprivate var slot: (part: Int, item: Int)

    package subscript(member: String) -> JSONTree? {
      members.first { $0.0.utf8.elementsEqual(member.utf8) }?.1
    }
  }

  package enum Part: Sendable {
    case records(entity: String?, [Record])
    /// A member of the root object that is no array: kept where it is.
    case other(String, JSONTree)
  }

  /// True when the root is an object of entities.
  package var hasEntities: Bool
  package var parts: [Part]
  private let bytes: [UInt8]
  private let path: String

  /// Reads `bytes`; `path` names the file in messages. A record that is no object, has no
  /// string or number `id`, has the id of an earlier record of its array (`1` and `"1"` are one
  /// id), or has a member twice, is an error at its position: each would let one record's
  /// values be read or written as another's.
  package init(_ bytes: [UInt8], path: String) throws(InterchangeError) {
    self.bytes = bytes
    self.path = path
    let tree: JSONTree
    let repeated: [JSONValue.RepeatedMember]
    do {
      (tree, repeated) = try JSONTree.parseNotingRepeats(bytes)
    } catch {
      throw InterchangeError("\(path):\(error.message)")
    }
    parts = []
    hasEntities = false
    switch tree {
    case .array(let items):
      parts = [.records(entity: nil, try records(items, part: 0))]
    case .object(let members):
      hasEntities = true
      for (index, (name, value)) in members.enumerated() {
        guard case .array(let items) = value else {
          parts.append(.other(name, value))
          continue
        }
        parts.append(.records(entity: name, try records(items, part: index)))
      }
      guard parts.contains(where: { if case .records = $0 { return true } else { return false } }) || members.isEmpty else {
        throw InterchangeError(
          "\(place(part: nil, item: nil)): an object without an array of records (a json pack of key → value is read without --entities)")
      }
    default:
      throw InterchangeError("\(place(part: nil, item: nil)): expected an array of records, or an object of Entity → array of records")
    }
    if !repeated.isEmpty { try refuseRepeatedMembers(repeated) }
  }

  /// A record with a member twice: the reader keeps the last, so `"id":1,"id":2` would quietly
  /// be record 2. Repeats elsewhere (an entity's array, a value's forms) keep the last, as in
  /// every JSON file Glossa reads.
  private func refuseRepeatedMembers(_ repeated: [JSONValue.RepeatedMember]) throws(InterchangeError) {
    // The first member each object repeats, by where the object starts.
    var repeatedAt: [JSONItemLocator.Position: String] = [:]
    for member in repeated {
      let object = JSONItemLocator.Position(line: member.objectLine, column: member.objectColumn)
      if repeatedAt[object] == nil { repeatedAt[object] = member.name }
    }
    let located = JSONItemLocator(bytes)
    for case .records(_, let records) in parts {
      let positions = records.first.map { itemPositions(part: $0.slot.part, in: located) } ?? []
      for (index, position) in positions.prefix(records.count).enumerated() {
        guard let name = repeatedAt[position] else { continue }
        throw InterchangeError(
          "\(path):\(position.line):\(position.column): record \(index + 1) has the member \(name.debugDescription) more than once")
      }
    }
  }

  /// `file:line:col` of the record.
  package func place(of record: Record) -> String {
    place(part: record.slot.part, item: record.slot.item)
  }

  /// Positions are found only for a message, by a second pass over the bytes: a file of many
  /// thousands of records is read without it.
  private func place(part: Int?, item: Int?) -> String {
    let located = JSONItemLocator(bytes)
    let items = itemPositions(part: part, in: located)
    let position = item.flatMap { $0 < items.count ? items[$0] : nil } ?? located.root
    return "\(path):\(position.line):\(position.column)"
  }

  /// Where the items of a part's array are.
  private func itemPositions(part: Int?, in located: JSONItemLocator) -> [JSONItemLocator.Position] {
    var items = located.rootItems
    if hasEntities {
      // The JSON reader keeps the last of duplicate members, in the last one's place.
      var members: [JSONItemLocator.Member] = []
      for member in located.members {
        members.removeAll { $0.name.utf8.elementsEqual(member.name.utf8) }
        members.append(member)
      }
      items = part.flatMap { $0 < members.count ? members[$0].items : nil } ?? []
    }
    return items
  }

  private func records(_ items: [JSONTree], part: Int) throws(InterchangeError) -> [Record] {
    var records: [Record] = []
    // Each id's first record, for the message about a second. By bytes: Swift's == would make
    // "é" and "e" + U+0301, two keys to the catalog, one id.
    var firstWithID: [[UInt8]: Int] = [:]
    for (index, item) in items.enumerated() {
      guard case .object(let members) = item else {
        throw InterchangeError("\(place(part: part, item: index)): record \(index + 1) is not an object")
      }
      let id: String
      switch item["id"] {
      case .string(let text)?: id = text
      case .number(let text)?: id = text
      case nil: throw InterchangeError("\(place(part: part, item: index)): record \(index + 1) has no \"id\"")
      default: throw InterchangeError("\(place(part: part, item: index)): record \(index + 1): \"id\" is neither a string nor a number")
      }
      if let first = firstWithID[Array(id.utf8)] {
        throw InterchangeError(
          "\(place(part: part, item: index)): record \(index + 1) has the id \(id.debugDescription) of record \(first + 1)")
      }
      firstWithID[Array(id.utf8)] = index
      records.append(Record(members: members, id: id, slot: (part, index)))
    }
    return records
  }
}
