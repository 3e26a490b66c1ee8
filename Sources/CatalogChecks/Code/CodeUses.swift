import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// A line of code a string literal is on: the file (as the editor shows it), the line number and
/// that line's text without its indentation.
package struct CodePlace: Sendable, Hashable {
  package var path: String
  package var line: Int
  package var code: String

  package init(path: String, line: Int, code: String) {
    self.path = path
    self.line = line
    self.code = code
  }
}

/// Where an app's code uses each key, for translators: every string literal of the source files
/// (as `lint --sources` reads them, `SourceKeyScanner`) with its place, looked up by key the way
/// `unused-key` counts a use — the literal itself (`Text("settings.title")`), an interpolation
/// standing for a format specifier (`Text("\(count) stops")` for `%lld stops`), or a literal that
/// builds the key at run time (`"tab.\(name)"` for `tab.home`).
///
/// Built once, off the editor's key loop; a key's places cost a few dictionary look-ups.
package struct CodeUses: Sendable {
  /// Literals by their text around interpolations.
  private var byPieces: [[String]: [CodePlace]] = [:]
  /// Literals that can build keys at run time, by their first piece: the rest of their pieces
  /// and their place.
  private var builders: [String: [Builder]] = [:]
  /// The lengths (in UTF-8 bytes) of `builders`' first pieces, so a key tries only those prefixes.
  private var builderPrefixLengths: [Int] = []
  /// Source files read.
  package private(set) var fileCount = 0

  private struct Builder: Sendable {
    package var rest: [[UInt8]]
    package var place: CodePlace
  }

  package init() {}

  /// Reads every source file under `folders` (as `lint --sources` finds them). Paths are shown
  /// relative to `base` when under it. A folder that does not exist is an error; a file that
  /// cannot be read is skipped.
  package static func scan(folders: [String], shownRelativeTo base: String?) throws(CodeScanError) -> CodeUses {
    var seen: Set<String> = []
    var found: [String] = []
    for folder in folders {
      let standard = URL(fileURLWithPath: folder).standardizedFileURL.path
      guard FileManager.default.fileExists(atPath: standard) else { throw CodeScanError(folder: folder, message: "no such folder") }
      found += SourceKeyScanner.sourceFiles(under: standard).filter { seen.insert($0).inserted }
    }
    // Not relative to `/`: an absolute path reads better than one without its slash.
    let prefix = base.map { URL(fileURLWithPath: $0).standardizedFileURL.path }.flatMap { $0 == "/" ? nil : $0 + "/" }
    // The files in a few runs on as many cores (the key loop mostly waits for keys meanwhile).
    let files = found
    let parts = PartResults(count: max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, files.count / 64)))
    DispatchQueue.concurrentPerform(iterations: parts.count) { part in
      var uses = CodeUses()
      let run = files.count * part / parts.count..<files.count * (part + 1) / parts.count
      for file in files[run] {
        guard let bytes = try? FileBytes.read(path: file) else { continue }
        let shown = prefix.flatMap { file.hasPrefix($0) ? String(file.dropFirst($0.count)) : nil } ?? file
        uses.add(bytes: bytes, path: shown)
      }
      parts.set(part, uses)
    }
    var uses = CodeUses()
    for part in parts.all { uses.merge(part) }
    return uses
  }

  /// Adds the places another scan found (of other files).
  package mutating func merge(_ other: CodeUses) {
    fileCount += other.fileCount
    byPieces.merge(other.byPieces, uniquingKeysWith: +)
    builders.merge(other.builders, uniquingKeysWith: +)
    builderPrefixLengths = Set(builders.keys.map(\.utf8.count)).sorted()
  }

  /// Adds the literals of one file's text, shown as `path`.
  package mutating func add(bytes: [UInt8], path: String) {
    fileCount += 1
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = SourceLexer(bytes: buffer)
      lexer.keepsLiteralStarts = true
      while lexer.nextIdentifier() != nil {}
      var (index, line, lineStart) = (0, 1, 0)
      var place = CodePlace(path: path, line: 0, code: "")
      for (literal, start) in zip(lexer.literals, lexer.literalStarts) {
        while index < start {
          if buffer[index] == 0x0A {
            line += 1
            lineStart = index + 1
          }
          index += 1
        }
        if line != place.line { place = CodePlace(path: path, line: line, code: Self.code(buffer, lineStart: lineStart)) }
        byPieces[literal.pieces, default: []].append(place)
        if KeyPrefixIndex.buildsKeys(literal), let first = literal.pieces.first {
          builders[first, default: []].append(Builder(rest: literal.pieces.dropFirst().map { Array($0.utf8) }, place: place))
        }
      }
    }
  }

  /// The longest stretch of a line kept: a minified line is not code a translator reads.
  package static let longestLine = 400

  /// The line starting at `lineStart`, without its indentation and trailing spaces; control
  /// characters (tabs) become spaces.
  private static func code(_ buffer: UnsafeBufferPointer<UInt8>, lineStart: Int) -> String {
    var start = lineStart
    while start < buffer.count && (buffer[start] == 0x20 || buffer[start] == 0x09) { start += 1 }
    var end = start
    while end < buffer.count && buffer[end] != 0x0A && end - start < longestLine { end += 1 }
    // Not in the middle of a character.
    while end > start && end < buffer.count && buffer[end] & 0xC0 == 0x80 { end -= 1 }
    var bytes = Array(buffer[start..<end])
    while let last = bytes.last, last == 0x20 || last == 0x09 || last == 0x0D { bytes.removeLast() }
    for slot in bytes.indices where bytes[slot] < 0x20 || bytes[slot] == 0x7F { bytes[slot] = 0x20 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The places whose literal can be `key`, each line once, by path and line.
  package func places(forKey key: String) -> [CodePlace] {
    var found = byPieces[[key]] ?? []
    let pieces = KeyPatternIndex.pieces(ofKey: key)
    if pieces != [key] { found += byPieces[pieces] ?? [] }
    let bytes = Array(key.utf8)
    for length in builderPrefixLengths {
      guard length <= bytes.count else { break }
      guard let candidates = builders[String(decoding: bytes[..<length], as: UTF8.self)] else { continue }
      for builder in candidates where KeyPrefixIndex.holdsInOrder(builder.rest, bytes, from: length) {
        found.append(builder.place)
      }
    }
    // A line's places are alike (same path, line and code): one stands for them.
    var seen: Set<CodePlace> = []
    return found.filter { seen.insert($0).inserted }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
  }
}

/// A `sources:` folder that cannot be scanned.
package struct CodeScanError: Error, Sendable, Equatable, CustomStringConvertible {
  package var folder: String
  package var message: String

  package var description: String { "\(folder): \(message)" }
}

/// The parts of a scan run at once, each stored under the lock when done.
private final class PartResults: @unchecked Sendable {
  package let count: Int
  private let lock = NSLock()
  private var results: [CodeUses]

  package init(count: Int) {
    self.count = count
    results = Array(repeating: CodeUses(), count: count)
  }

  package func set(_ part: Int, _ uses: CodeUses) {
    lock.lock()
    results[part] = uses
    lock.unlock()
  }

  package var all: [CodeUses] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
