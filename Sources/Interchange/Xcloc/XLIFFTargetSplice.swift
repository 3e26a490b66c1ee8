import LegacyFormats
import StringCatalog

/// Changes chosen `<target>`s of an XLIFF document in place: their text and their `state` (and
/// `state-qualifier="leveraged-mt"`), every other byte of the file as it was — other `<file>`s,
/// notes, attributes, whitespace. A unit without a `<target>` gets one right after its
/// `</source>`, on its own line with the source's indentation. What an editor over a bundle
/// saves (the "Edit the bundle itself"); the bundle's other readers see an ordinary file.
package enum XLIFFTargetSplice {
  package struct Edit: Sendable, Equatable {
    /// The `<file original>` and the unit's id within it.
    package var original: String
    package var unitID: String
    package var text: String
    package var state: TranslationState
    package init(original: String, unitID: String, text: String, state: TranslationState) {
      self.original = original
      self.unitID = unitID
      self.text = text
      self.state = state
    }
  }

  /// `bytes` with the edits made; an edit naming no unit, or a document that is not UTF-8 XLIFF,
  /// is an error (`path:line:col: message` where there is a place).
  package static func apply(_ edits: [Edit], to bytes: [UInt8], path: String) throws(InterchangeError) -> [UInt8] {
    guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else {
      throw InterchangeError("\(path): only UTF-8 XLIFF is edited in place (this file is UTF-16)")
    }
    let root = try XLIFFImporter.xliffRoot(bytes, path: path)
    var units: [String: [String: XMLElementNode]] = [:]
    for file in root.children(named: "file") {
      let original = file.attributes["original"] ?? ""
      for body in file.children(named: "body") {
        for unit in XLIFFImporter.units(in: body) {
          if let id = unit.attributes["id"] { units[original, default: [:]][id] = unit }
        }
      }
    }
    let offsets = ByteOffsets(bytes)
    var splices: [(range: Range<Int>, bytes: [UInt8])] = []
    for edit in edits {
      guard let unit = units[edit.original]?[edit.unitID] else {
        throw InterchangeError("\(path): no unit \(edit.unitID.debugDescription) in <file original=\(edit.original.debugDescription)>")
      }
      let content = Array(XMLText.escape(edit.text).utf8)
      if let target = unit.children(named: "target").last {
        let start = offsets.offset(of: target.position)
        splices.append(try replacingTarget(in: bytes, at: start, content: content, state: edit.state, path: path, place: target.position))
      } else if let source = unit.children(named: "source").first {
        let start = offsets.offset(of: source.position)
        let end = try elementEnd(in: bytes, from: start, name: "source", path: path, place: source.position)
        let indent = bytes[offsets.lineStart(before: start)..<start].prefix { $0 == 0x20 || $0 == 0x09 }
        let tag = Array("<target state=\"\(XLIFFState.name(edit.state))\"\(XLIFFState.qualifier(edit.state))>".utf8)
        splices.append((end..<end, [0x0A] + indent + tag + content + Array("</target>".utf8)))
      } else {
        throw InterchangeError("\(path):\(unit.position): a <trans-unit> without a <source>")
      }
    }
    var result = bytes
    for splice in splices.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(splice.range, with: splice.bytes)
    }
    return result
  }

  /// The whole `<target …>…</target>` (or `<target …/>`) at `start`, its start tag keeping every
  /// attribute but `state` and `state-qualifier`, which say `state`.
  private static func replacingTarget(
    in bytes: [UInt8], at start: Int, content: [UInt8], state: TranslationState, path: String, place: SourcePosition
  ) throws(InterchangeError) -> (range: Range<Int>, bytes: [UInt8]) {
    let tagEnd = try startTagEnd(in: bytes, from: start, path: path, place: place)
    let selfClosing = bytes[tagEnd - 2] == UInt8(ascii: "/")
    var tag = Array(bytes[start..<(selfClosing ? tagEnd - 2 : tagEnd - 1)])
    tag = setting("state", to: XLIFFState.name(state), in: tag)
    tag = setting("state-qualifier", to: state == .machineTranslated ? "leveraged-mt" : nil, in: tag)
    while let last = tag.last, last == 0x20 || last == 0x0A || last == 0x09 || last == 0x0D { tag.removeLast() }
    let end = selfClosing ? tagEnd : try elementEnd(in: bytes, from: start, name: "target", path: path, place: place)
    return (start..<end, tag + [UInt8(ascii: ">")] + content + Array("</target>".utf8))
  }

  /// The start tag's bytes with attribute `name` given `value` (appended when missing), or removed for nil.
  static func setting(_ name: String, to value: String?, in tag: [UInt8]) -> [UInt8] {
    let text = String(decoding: tag, as: UTF8.self)
    var scalars = Array(text.unicodeScalars)
    // Attributes: whitespace, name, optional spaces, '=', optional spaces, quoted value.
    var index = scalars.firstIndex(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) ?? scalars.count
    while index < scalars.count {
      let spaceStart = index
      while index < scalars.count, " \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
      let nameStart = index
      while index < scalars.count, !"= \t\r\n".unicodeScalars.contains(scalars[index]) { index += 1 }
      let found = String(String.UnicodeScalarView(scalars[nameStart..<index]))
      while index < scalars.count, scalars[index] != "\"" && scalars[index] != "'" { index += 1 }
      guard index < scalars.count else { break }
      let quote = scalars[index]
      let valueStart = index + 1
      index = valueStart
      while index < scalars.count, scalars[index] != quote { index += 1 }
      let valueEnd = index
      index = min(index + 1, scalars.count)
      guard found == name else { continue }
      if let value {
        scalars.replaceSubrange(valueStart..<valueEnd, with: XMLText.escape(value, attribute: true).unicodeScalars)
      } else {
        scalars.removeSubrange(spaceStart..<index)
      }
      return Array(String(String.UnicodeScalarView(scalars)).utf8)
    }
    guard let value else { return tag }
    return tag + Array(" \(name)=\"\(XMLText.escape(value, attribute: true))\"".utf8)
  }

  /// Just past the `>` of the start tag at `start` (quoted attribute values may hold `>`).
  private static func startTagEnd(in bytes: [UInt8], from start: Int, path: String, place: SourcePosition) throws(InterchangeError) -> Int {
    var index = start
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return index
      }
    }
    throw InterchangeError("\(path):\(place): the start tag does not end")
  }

  /// Just past the `</name>` closing the element at `start`, skipping CDATA sections and comments
  /// (where `</name>` is text) and counting nested elements of the same name.
  private static func elementEnd(
    in bytes: [UInt8], from start: Int, name: String, path: String, place: SourcePosition
  ) throws(InterchangeError) -> Int {
    let open = Array("<\(name)".utf8)
    let close = Array("</\(name)".utf8)
    var index = try startTagEnd(in: bytes, from: start, path: path, place: place)
    if bytes[index - 2] == UInt8(ascii: "/") { return index }
    var depth = 1
    func hasPrefix(_ prefix: [UInt8], at position: Int) -> Bool {
      position + prefix.count <= bytes.count && bytes[position..<position + prefix.count].elementsEqual(prefix)
    }
    func skip(past terminator: String) -> Int? {
      let end = Array(terminator.utf8)
      var position = index
      while position + end.count <= bytes.count {
        if hasPrefix(end, at: position) { return position + end.count }
        position += 1
      }
      return nil
    }
    while index < bytes.count {
      if hasPrefix(Array("<![CDATA[".utf8), at: index) {
        guard let past = skip(past: "]]>") else { break }
        index = past
      } else if hasPrefix(Array("<!--".utf8), at: index) {
        guard let past = skip(past: "-->") else { break }
        index = past
      } else if hasPrefix(close, at: index), index + close.count < bytes.count,
        [UInt8(ascii: ">"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + close.count])
      {
        let end = try startTagEnd(in: bytes, from: index, path: path, place: place)
        depth -= 1
        if depth == 0 { return end }
        index = end
      } else if hasPrefix(open, at: index), index + open.count < bytes.count,
        [UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + open.count])
      {
        let end = try startTagEnd(in: bytes, from: index, path: path, place: place)
        if bytes[end - 2] != UInt8(ascii: "/") { depth += 1 }
        index = end
      } else {
        index += 1
      }
    }
    throw InterchangeError("\(path):\(place): <\(name)> is not closed")
  }
}

/// Byte offsets of the reader's positions (lines as it counts them: LF, CR, CR LF; columns in
/// Unicode scalars) in UTF-8 bytes, after a UTF-8 byte order mark if there is one.
struct ByteOffsets {
  private let bytes: [UInt8]
  private var lineStarts: [Int] = []

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    lineStarts.append(index)
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0D {
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        lineStarts.append(index)
      } else if byte == 0x0A {
        lineStarts.append(index)
      }
    }
  }

  func offset(of position: SourcePosition) -> Int {
    var index = lineStarts[min(max(position.line - 1, 0), lineStarts.count - 1)]
    var column = 1
    while column < position.column, index < bytes.count {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      column += 1
    }
    return index
  }

  /// The start of the line holding `offset`.
  func lineStart(before offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return lineStarts[low]
  }
}
