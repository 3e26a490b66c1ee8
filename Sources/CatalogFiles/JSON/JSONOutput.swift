import CatalogModel

/// Writes JSON exactly the way Xcode (Foundation's pretty-printing, sorted-keys,
/// unescaped-slashes writer) lays it out: two-space indents, `" : "`, `{\n\n<indent>}` for empty
/// objects, and its escape set.
///
/// Bytes go through one fixed buffer that is handed to a sink whenever it fills, so writing a
/// catalog never holds its whole output (nor copies it as it grows): the sink writes each block
/// to a file, compares it with one, or collects it.
package struct JSONOutput {
  /// Receives each full block, and the rest at the end; may set `stopped` to end early.
  package typealias Sink = (UnsafeRawBufferPointer, inout Bool) -> Void

  package static let blockSize = 1 << 16
  private let start: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  private let sink: Sink
  /// Set by the sink when it needs no more bytes (a comparison found a difference); writers may
  /// check it to skip the rest of their work.
  package private(set) var stopped = false
  private var depth = 0
  private var atFirstMember = true
  /// While set, bytes are dropped but the layout state (depth, separators) still advances: for
  /// writing one part of a document (see `CatalogWriter.Part`).
  package var muted = false

  private init(start: UnsafeMutablePointer<UInt8>, capacity: Int, sink: @escaping Sink) {
    self.start = start
    self.capacity = capacity
    self.sink = sink
  }

  /// Runs `body` with an output whose blocks go to `sink`, then hands over the last block.
  package static func stream(blockSize: Int = blockSize, to sink: Sink, _ body: (inout JSONOutput) -> Void) {
    let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
    defer { block.deallocate() }
    withoutActuallyEscaping(sink) { sink in
      var output = JSONOutput(start: block, capacity: blockSize, sink: sink)
      body(&output)
      output.drain()
    }
  }

  /// The bytes `body` writes, in one array (for small documents and callers that need them all).
  package static func collect(capacity: Int = 4096, _ body: (inout JSONOutput) -> Void) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    stream(blockSize: min(max(capacity, 256), blockSize), to: { block, _ in bytes.append(contentsOf: block) }, body)
    return bytes
  }

  private mutating func drain() {
    guard count > 0 else { return }
    if !stopped { sink(UnsafeRawBufferPointer(start: start, count: count), &stopped) }
    count = 0
  }

  @inline(__always)
  private mutating func append(_ byte: UInt8) {
    if muted { return }
    if count == capacity { drain() }
    start[count] = byte
    count += 1
  }

  private mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard !muted, let base = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity {
      drain()
      if bytes.count > capacity {
        if !stopped { sink(bytes, &stopped) }
        return
      }
    }
    (start + count).update(from: base.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    count += bytes.count
  }

  private mutating func appendSpaces(_ spaces: Int) {
    if muted { return }
    var remaining = spaces
    while remaining > 0 {
      if count == capacity { drain() }
      let run = min(remaining, capacity - count)
      (start + count).update(repeating: 0x20, count: run)
      count += run
      remaining -= run
    }
  }

  /// Room a line start may take beyond its own bytes: spaces are stored eight at a time.
  private static let lineSlack = 8

  /// A line break, optionally after a comma, and the indent: the bytes between any two members
  /// or items. Written with one capacity check and word stores, since it is most of the file.
  @inline(__always)
  private mutating func startLine(afterComma comma: Bool) {
    if muted { return }
    let spaces = 2 * depth
    guard count + spaces + 2 + Self.lineSlack <= capacity else {
      // At the end of the block (blocks are handed over exactly full): byte by byte.
      if comma { append(0x2C) }
      append(0x0A)
      appendSpaces(spaces)
      return
    }
    var line = start + count
    if comma {
      line.pointee = 0x2C
      line += 1
    }
    line.pointee = 0x0A
    line += 1
    let raw = UnsafeMutableRawPointer(line)
    var written = 0
    while written < spaces {
      raw.storeBytes(of: ByteRuns.eightSpaces, toByteOffset: written, as: UInt64.self)
      written += 8
    }
    count = line - start + spaces
  }

  package mutating func object(_ body: (inout JSONOutput) -> Void) {
    let outer = atFirstMember
    append(0x7B)
    depth += 1
    atFirstMember = true
    body(&self)
    depth -= 1
    if atFirstMember { append(0x0A) }
    startLine(afterComma: false)
    append(0x7D)
    atFirstMember = outer
  }

  /// Starts a member: the separator, the indent, the quoted name and `" : "`.
  package mutating func key(_ name: String) {
    startMember()
    string(name)
    append(Self.nameSeparator)
  }

  /// A member whose name needs no escaping (the catalog's own member names), written as is.
  package mutating func key(literal name: StaticString) {
    startMember()
    let length = name.utf8CodeUnitCount
    guard !muted, count + length + 5 <= capacity else {
      append(0x22)
      append(UnsafeRawBufferPointer(start: name.utf8Start, count: length))
      append(0x22)
      append(Self.nameSeparator)
      return
    }
    let key = start + count
    key[0] = 0x22
    (key + 1).update(from: name.utf8Start, count: length)
    key[length + 1] = 0x22
    key[length + 2] = 0x20
    key[length + 3] = 0x3A
    key[length + 4] = 0x20
    count += length + 5
  }

  private static let nameSeparatorBytes: StaticString = " : "
  private static var nameSeparator: UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: nameSeparatorBytes.utf8Start, count: nameSeparatorBytes.utf8CodeUnitCount)
  }

  /// The next member is not the object's first (its earlier members were left out).
  package mutating func continueMembers() {
    atFirstMember = false
  }

  private mutating func startMember() {
    startLine(afterComma: !atFirstMember)
    atFirstMember = false
  }

  package mutating func array<Items: Collection>(_ items: Items, _ element: (inout JSONOutput, Items.Element) -> Void) {
    append(0x5B)
    depth += 1
    var first = true
    for item in items {
      startLine(afterComma: !first)
      first = false
      element(&self, item)
    }
    depth -= 1
    if first { append(0x0A) }
    startLine(afterComma: false)
    append(0x5D)
  }

  package mutating func raw(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  package mutating func bool(_ flag: Bool) {
    raw(flag ? "true" : "false")
  }

  package mutating func string(_ text: String) {
    append(0x22)
    // Native and small strings lend their bytes without a copy; only a bridged one is copied.
    if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
      var native = text
      native.withUTF8 { appendEscaped($0) }
    }
    append(0x22)
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    let raw = UnsafeRawBufferPointer(utf8)
    var runStart = 0
    while true {
      let index = ByteRuns.skipUnescaped(utf8, from: runStart)
      if runStart < index { append(UnsafeRawBufferPointer(rebasing: raw[runStart..<index])) }
      guard index < utf8.count else { break }
      appendEscape(for: utf8[index])
      runStart = index + 1
    }
  }

  private mutating func appendEscape(for byte: UInt8) {
    append(0x5C)
    switch byte {
    case 0x22: append(0x22)
    case 0x5C: append(0x5C)
    case 0x0A: append(0x6E)
    case 0x0D: append(0x72)
    case 0x09: append(0x74)
    case 0x08: append(0x62)
    case 0x0C: append(0x66)
    default:
      let hex: StaticString = "0123456789abcdef"
      append(0x75)
      append(0x30)
      append(0x30)
      append(hex.utf8Start[Int(byte >> 4)])
      append(hex.utf8Start[Int(byte & 0x0F)])
    }
  }

  package mutating func value(_ value: JSONValue) {
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
package struct ExtraMembers {
  package let members: [JSONMember]
  private var next = 0

  package init(_ members: [JSONMember]) {
    if members.count < 2 || zip(members, members.dropFirst()).allSatisfy({ CatalogOrder.precedes($0.key, $1.key) }) {
      self.members = members
    } else {
      self.members = members.sorted { CatalogOrder.precedes($0.key, $1.key) }
    }
  }

  /// Writes the unknown members that sort before `known` (all remaining ones when nil).
  package mutating func write(before known: String?, to output: inout JSONOutput) {
    while next < members.count {
      let member = members[next]
      if let known, !CatalogOrder.precedes(member.key, known) { return }
      output.key(member.key)
      output.value(member.value)
      next += 1
    }
  }
}
