/// Appends JSON to one byte buffer exactly the way Xcode (Foundation's pretty-printing,
/// sorted-keys, unescaped-slashes writer) lays it out: two-space indents, `" : "`,
/// `{\n\n<indent>}` for empty objects, and its escape set.
struct JSONOutput {
  private(set) var buffer: [UInt8] = []
  private var depth = 0
  private var atFirstMember = true
  private static let spaces = [UInt8](repeating: 0x20, count: 2 * (JSONScanner.maximumDepth + 2))

  init(capacity: Int) {
    buffer.reserveCapacity(capacity)
  }

  mutating func object(_ body: (inout JSONOutput) -> Void) {
    let outer = atFirstMember
    buffer.append(0x7B)
    depth += 1
    atFirstMember = true
    body(&self)
    depth -= 1
    buffer.append(0x0A)
    if atFirstMember { buffer.append(0x0A) }
    indent()
    buffer.append(0x7D)
    atFirstMember = outer
  }

  /// Starts a member: the separator, the indent, the quoted name and `" : "`.
  mutating func key(_ name: String) {
    if atFirstMember {
      buffer.append(0x0A)
      atFirstMember = false
    } else {
      buffer.append(0x2C)
      buffer.append(0x0A)
    }
    indent()
    string(name)
    buffer.append(0x20)
    buffer.append(0x3A)
    buffer.append(0x20)
  }

  mutating func array<Items: Collection>(_ items: Items, _ element: (inout JSONOutput, Items.Element) -> Void) {
    buffer.append(0x5B)
    depth += 1
    var first = true
    for item in items {
      if !first { buffer.append(0x2C) }
      buffer.append(0x0A)
      first = false
      indent()
      element(&self, item)
    }
    depth -= 1
    buffer.append(0x0A)
    if first { buffer.append(0x0A) }
    indent()
    buffer.append(0x5D)
  }

  private mutating func indent() {
    buffer.append(contentsOf: Self.spaces[0..<min(2 * depth, Self.spaces.count)])
  }

  mutating func raw(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  mutating func bool(_ flag: Bool) {
    raw(flag ? "true" : "false")
  }

  mutating func string(_ text: String) {
    buffer.append(0x22)
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
        if runStart < index { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
        appendEscape(for: byte)
        runStart = index + 1
      }
      if runStart < utf8.count { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }
    buffer.append(0x22)
  }

  private mutating func appendEscape(for byte: UInt8) {
    buffer.append(0x5C)
    switch byte {
    case 0x22: buffer.append(0x22)
    case 0x5C: buffer.append(0x5C)
    case 0x0A: buffer.append(0x6E)
    case 0x0D: buffer.append(0x72)
    case 0x09: buffer.append(0x74)
    case 0x08: buffer.append(0x62)
    case 0x0C: buffer.append(0x66)
    default:
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      buffer.append(contentsOf: [0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
    }
  }

  mutating func value(_ value: JSONValue) {
    switch value {
    case .string(let text): string(text)
    case .number(let text): raw(text)
    case .bool(let flag): bool(flag)
    case .null: raw("null")
    case .array(let items): array(items) { output, item in output.value(item) }
    case .object(let members):
      let sorted = ExtraMembers(members)
      object { output in
        for member in sorted.members {
          output.key(member.key)
          output.value(member.value)
        }
      }
    }
  }
}

/// Unknown members of a typed object, in catalog order, written between the known members
/// where they sort.
struct ExtraMembers {
  let members: [JSONMember]
  private var next = 0

  init(_ members: [JSONMember]) {
    if members.count < 2 || zip(members, members.dropFirst()).allSatisfy({ CatalogOrder.precedes($0.key, $1.key) }) {
      self.members = members
    } else {
      self.members = members.sorted { CatalogOrder.precedes($0.key, $1.key) }
    }
  }

  /// Writes the unknown members that sort before `known` (all remaining ones when nil).
  mutating func write(before known: String?, to output: inout JSONOutput) {
    while next < members.count {
      let member = members[next]
      if let known, !CatalogOrder.precedes(member.key, known) { return }
      output.key(member.key)
      output.value(member.value)
      next += 1
    }
  }
}
