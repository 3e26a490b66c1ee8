import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// The JSON form of a recovery file (format 2):
///
///     { "catalog" : "/abs/path.xcstrings", "changes" : [ { "edits" : [ { "entry" : {…}, "key" : "k" } ],
///       "label" : "…" } ], "edits" : [ { "base" : {…}, "key" : "k", "mine" : {…} } ],
///       "glossaRecovery" : 2, "pid" : 123, "written" : 1795000000 }
///
/// Entries are written as the catalog writes them, so a recovery file reads like the catalog.
package enum RecoveryCoding {
  package static let format = 2

  package static func encode(_ record: RecoveryRecord) -> [UInt8] {
    JSONOutput.collect { output in encode(record, to: &output) }
  }

  private static func encode(_ record: RecoveryRecord, to output: inout JSONOutput) {
    output.object { output in
      output.key("catalog")
      output.string(record.catalogPath)
      output.key("changes")
      output.array(record.changes) { output, change in
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
      output.key("edits")
      output.array(record.edits) { output, edit in
        output.object { output in
          if let base = edit.base {
            output.key("base")
            CatalogWriter.write(base, to: &output)
          }
          output.key("key")
          output.string(edit.key)
          if let mine = edit.mine {
            output.key("mine")
            CatalogWriter.write(mine, to: &output)
          }
        }
      }
      output.key("glossaRecovery")
      output.raw(String(format))
      output.key("pid")
      output.raw(String(record.processID))
      output.key("written")
      output.raw(String(record.writtenAt))
    }
  }

  package static func decode(_ bytes: [UInt8]) throws(CatalogReadError) -> RecoveryRecord {
    try JSONDocument.decode(bytes) { (scanner) throws(ScanError) in try scanner.readRecoveryRecord() }
  }
}

extension JSONScanner {
  package mutating func readRecoveryRecord() throws(ScanError) -> RecoveryRecord {
    let start = position
    var record = RecoveryRecord(catalogPath: "", processID: 0, writtenAt: 0, edits: [], changes: [])
    var format: Int?
    try readMembers(of: "a recovery file") { (scanner, key, _) throws(ScanError) in
      switch key {
      case "catalog": record.catalogPath = try scanner.readTypedString(key)
      case "changes": record.changes = try scanner.readRecoveryChanges()
      case "edits": record.edits = try scanner.readRecoveryEdits()
      case "glossaRecovery": format = try scanner.readInteger(key)
      case "pid": record.processID = Int32(clamping: try scanner.readInteger(key))
      case "written": record.writtenAt = try scanner.readInteger(key)
      default: _ = try scanner.readValue()
      }
    }
    guard format == RecoveryCoding.format else {
      throw fail("not a recovery file of format \(RecoveryCoding.format) (\"glossaRecovery\" is missing or different)", at: start)
    }
    return record
  }

  private mutating func readRecoveryEdits() throws(ScanError) -> [RecoveryRecord.Edit] {
    var edits: [RecoveryRecord.Edit] = []
    try readArray { (scanner) throws(ScanError) in
      var edit = RecoveryRecord.Edit(key: "", base: nil, mine: nil)
      var hasKey = false
      try scanner.readMembers(of: "an edit") { (scanner, key, _) throws(ScanError) in
        switch key {
        case "base": edit.base = try scanner.readEntry()
        case "mine": edit.mine = try scanner.readEntry()
        case "key":
          edit.key = try scanner.readTypedString(key)
          hasKey = true
        default: _ = try scanner.readValue()
        }
      }
      guard hasKey else { throw scanner.fail("an edit without a key") }
      edits.append(edit)
    }
    return edits
  }

  private mutating func readRecoveryChanges() throws(ScanError) -> [CatalogChange] {
    var changes: [CatalogChange] = []
    try readArray { (scanner) throws(ScanError) in
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
    return changes
  }
}
