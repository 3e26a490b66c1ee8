import Foundation

/// Unsaved edits kept on disk when Glossa is killed (SIGHUP, SIGTERM, closed terminal) or when a
/// reload could not re-apply them, so the next open of the same catalog can restore them — with
/// their undo history, since the file holds the changes themselves, not just the result.
public enum RecoveryFile {
  /// `$XDG_STATE_HOME/glossa`, else `~/.local/state/glossa`.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let state = environment["XDG_STATE_HOME"], !state.isEmpty { return state + "/glossa" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/state/glossa"
  }

  /// One recovery file per catalog path.
  public static func path(for catalogPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let absolute = URL(fileURLWithPath: catalogPath).standardizedFileURL.path
    let hash = String(FileFingerprint.hash(Array(absolute.utf8)), radix: 16)
    let name = URL(fileURLWithPath: absolute).deletingPathExtension().lastPathComponent
    return folder(environment: environment) + "/\(name)-\(hash).recovery.json"
  }

  public static func encode(changes: [CatalogChange], catalogPath: String) -> [UInt8] {
    var output = JSONOutput(capacity: 4096)
    output.object { output in
      output.key("catalog")
      output.string(URL(fileURLWithPath: catalogPath).standardizedFileURL.path)
      output.key("changes")
      output.array(changes) { output, change in
        output.object { output in
          output.key("edits")
          output.array(change.edits) { output, edit in
            output.object { output in
              if case .put(_, let entry) = edit {
                output.key("entry")
                CatalogWriter.write(entry, to: &output)
              }
              output.key("key")
              output.string(edit.key)
            }
          }
          output.key("label")
          output.string(change.label)
        }
      }
      output.key("glossaRecovery")
      output.raw("1")
    }
    return output.buffer
  }

  public static func decode(_ bytes: [UInt8]) throws(CatalogReadError) -> [CatalogChange] {
    let outcome: Result<[CatalogChange], ScanError> = bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(bytes: buffer)
      do throws(ScanError) {
        return .success(try scanner.readRecoveryChanges())
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let changes): return changes
    case .failure(let error):
      let (line, column) = SourceLocator(bytes: bytes).location(of: error.offset)
      throw CatalogReadError(line: line, column: column, message: error.message)
    }
  }

  /// Writes the changes for `catalogPath` (creating the folder); returns the recovery file's path.
  @discardableResult
  public static func write(changes: [CatalogChange], catalogPath: String) throws(FileBytes.Failure) -> String {
    let target = path(for: catalogPath)
    let folder = (target as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw FileBytes.Failure(message: "cannot create \(folder): \(error.localizedDescription)")
    }
    try FileBytes.writeAtomically(encode(changes: changes, catalogPath: catalogPath), to: target)
    return target
  }

  /// The changes saved for `catalogPath`, if a recovery file exists and is readable.
  public static func load(for catalogPath: String) -> [CatalogChange]? {
    guard let bytes = try? FileBytes.read(path: path(for: catalogPath)) else { return nil }
    return try? decode(bytes)
  }

  public static func remove(for catalogPath: String) {
    unlink(path(for: catalogPath))
  }
}

extension JSONScanner {
  mutating func readRecoveryChanges() throws(ScanError) -> [CatalogChange] {
    var changes: [CatalogChange] = []
    try readMembers(of: "a recovery file") { (scanner, key, _) throws(ScanError) in
      guard key == "changes" else {
        _ = try scanner.readValue()
        return
      }
      try scanner.readArray { (scanner) throws(ScanError) in
        var label = ""
        var edits: [CatalogEdit] = []
        try scanner.readMembers(of: "a change") { (scanner, key, _) throws(ScanError) in
          switch key {
          case "label": label = try scanner.readTypedString(key)
          case "edits":
            try scanner.readArray { (scanner) throws(ScanError) in
              var entry: Entry?
              var entryKey: String?
              try scanner.readMembers(of: "an edit") { (scanner, key, _) throws(ScanError) in
                switch key {
                case "entry": entry = try scanner.readEntry()
                case "key": entryKey = try scanner.readTypedString(key)
                default: _ = try scanner.readValue()
                }
              }
              guard let entryKey else { throw scanner.fail("an edit without a key") }
              edits.append(entry.map { .put(key: entryKey, entry: $0) } ?? .remove(key: entryKey))
            }
          default: _ = try scanner.readValue()
          }
        }
        changes.append(CatalogChange(label: label, edits: edits))
      }
    }
    return changes
  }

  mutating func readArray(_ element: (inout JSONScanner) throws(ScanError) -> Void) throws(ScanError) {
    guard consume(0x5B) else { throw fail("expected an array, found \(describeNext())") }
    try enterNesting(opener: position - 1)
    if !consume(0x5D) {
      while true {
        try element(&self)
        if consume(0x2C) { continue }
        if consume(0x5D) { break }
        throw fail("expected ',' or ']' in an array, found \(describeNext())")
      }
    }
    leaveNesting()
  }
}
