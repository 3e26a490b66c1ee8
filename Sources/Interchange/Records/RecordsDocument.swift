/// A records file as read: an array of records (`[{"id": 1001, "name": …}, …]`), or an object
/// Entity → array of records. Each record keeps its members in file order with their JSON types
/// and knows where it starts, so a problem is reported at `file:line:col`.
public struct RecordsDocument: Sendable {
  public struct Record: Sendable {
    public var members: [(String, JSONTree)]
    /// The `id` member as written: a string's text, or a number's digits.
    public var id: String
    public var position: String

    public subscript(member: String) -> JSONTree? {
      members.first { $0.0.utf8.elementsEqual(member.utf8) }?.1
    }
  }

  public enum Part: Sendable {
    case records(entity: String?, [Record])
    /// A member of the root object that is no array: kept where it is.
    case other(String, JSONTree)
  }

  /// True when the root is an object of entities.
  public var hasEntities: Bool
  public var parts: [Part]

  /// Reads `bytes`; `path` names the file in messages. A record that is no object, or has no
  /// string or number `id`, is an error at its position.
  public init(_ bytes: [UInt8], path: String) throws(InterchangeError) {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse(bytes)
    } catch {
      throw InterchangeError("\(path):\(error.message)")
    }
    let located = JSONItemLocator(bytes)
    func place(_ position: JSONItemLocator.Position?) -> String {
      let position = position ?? located.root
      return "\(path):\(position.line):\(position.column)"
    }
    switch tree {
    case .array(let items):
      hasEntities = false
      parts = [.records(entity: nil, try Self.records(items, places: located.rootItems.map(place), fallback: place(nil)))]
    case .object(let members):
      hasEntities = true
      // The JSON reader keeps the last of duplicate members, in the last one's place.
      var places: [(name: String, items: [JSONItemLocator.Position]?)] = []
      for member in located.members {
        places.removeAll { $0.name.utf8.elementsEqual(member.name.utf8) }
        places.append((member.name, member.items))
      }
      parts = []
      for (index, (name, value)) in members.enumerated() {
        guard case .array(let items) = value else {
          parts.append(.other(name, value))
          continue
        }
        let itemPlaces = (index < places.count ? places[index].items ?? [] : []).map(place)
        parts.append(.records(entity: name, try Self.records(items, places: itemPlaces, fallback: place(nil))))
      }
      guard parts.contains(where: { if case .records = $0 { return true } else { return false } }) || members.isEmpty else {
        throw InterchangeError(
          "\(place(nil)): an object without an array of records (a json pack of key → value is read without --entities)")
      }
    default:
      throw InterchangeError("\(place(nil)): expected an array of records, or an object of Entity → array of records")
    }
  }

  private static func records(_ items: [JSONTree], places: [String], fallback: String) throws(InterchangeError) -> [Record] {
    var records: [Record] = []
    for (index, item) in items.enumerated() {
      let place = index < places.count ? places[index] : fallback
      guard case .object(let members) = item else {
        throw InterchangeError("\(place): record \(index + 1) is not an object")
      }
      let id: String
      switch item["id"] {
      case .string(let text)?: id = text
      case .number(let text)?: id = text
      case nil: throw InterchangeError("\(place): record \(index + 1) has no \"id\"")
      default: throw InterchangeError("\(place): record \(index + 1): \"id\" is neither a string nor a number")
      }
      records.append(Record(members: members, id: id, position: place))
    }
    return records
  }
}
