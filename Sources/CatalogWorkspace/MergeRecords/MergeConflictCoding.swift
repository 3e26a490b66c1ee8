import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// The JSON form of a merge-conflict record:
///
///     { "catalog" : "App/Localizable.xcstrings",
///       "conflicts" : [ { "base" : {…}, "key" : "k", "leaves" : [ { "base" : …, "ours" : …,
///         "path" : [ "localizations", "de", "stringUnit" ], "theirs" : … } ], "ours" : {…}, "theirs" : {…} } ],
///       "glossaMergeConflicts" : 1, "members" : [ { "base" : …, "ours" : …, "path" : [ "version" ], "theirs" : … } ] }
///
/// A missing side (`base`, `ours`, `theirs`) means the key or leaf did not exist there. Each leaf
/// carries its three values so a person can read the record without Glossa.
package enum MergeConflictCoding {
  package static let format = 1

  package static func encode(_ record: MergeConflictRecord) -> [UInt8] {
    JSONOutput.collect { output in encode(record, to: &output) }
  }

  private static func encode(_ record: MergeConflictRecord, to output: inout JSONOutput) {
    output.object { output in
      output.key("catalog")
      output.string(record.catalogPath)
      output.key("conflicts")
      output.array(record.conflicts) { output, conflict in
        output.object { output in
          entry("base", conflict.base, to: &output)
          output.key("key")
          output.string(conflict.key)
          output.key("leaves")
          output.array(conflict.leaves) { output, path in
            leaf(
              path, conflict.value(of: .base, at: path), conflict.value(of: .mine, at: path),
              conflict.value(of: .theirs, at: path), to: &output)
          }
          entry("ours", conflict.mine, to: &output)
          entry("theirs", conflict.theirs, to: &output)
        }
      }
      output.key("glossaMergeConflicts")
      output.raw(String(format))
      output.key("members")
      output.array(record.memberConflicts) { output, member in
        leaf(member.path, member.base, member.ours, member.theirs, to: &output)
      }
    }
  }

  private static func entry(_ name: String, _ entry: Entry?, to output: inout JSONOutput) {
    guard let entry else { return }
    output.key(name)
    CatalogWriter.write(entry, to: &output)
  }

  private static func leaf(
    _ path: MergePath, _ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, to output: inout JSONOutput
  ) {
    output.object { output in
      for (name, value) in [("base", base), ("ours", ours)] {
        guard let value else { continue }
        output.key(name)
        output.value(value)
      }
      output.key("path")
      output.array(path.members) { output, member in output.string(member) }
      if let theirs {
        output.key("theirs")
        output.value(theirs)
      }
    }
  }

  package static func decode(_ bytes: [UInt8]) throws(CatalogReadError) -> MergeConflictRecord {
    try JSONDocument.decode(bytes) { (scanner) throws(ScanError) in try scanner.readMergeConflictRecord() }
  }
}

extension JSONScanner {
  package mutating func readMergeConflictRecord() throws(ScanError) -> MergeConflictRecord {
    let start = position
    var record = MergeConflictRecord(catalogPath: "", conflicts: [], memberConflicts: [])
    var format: Int?
    try readMembers(of: "a merge-conflict record") { (scanner, key, _) throws(ScanError) in
      switch key {
      case "catalog": record.catalogPath = try scanner.readTypedString(key)
      case "conflicts":
        try scanner.readArray { (scanner) throws(ScanError) in record.conflicts.append(try scanner.readEntryConflict()) }
      case "glossaMergeConflicts": format = try scanner.readInteger(key)
      case "members":
        try scanner.readArray { (scanner) throws(ScanError) in
          let leaf = try scanner.readConflictLeaf()
          record.memberConflicts.append(MemberConflict(path: leaf.path, base: leaf.base, ours: leaf.ours, theirs: leaf.theirs))
        }
      default: _ = try scanner.readValue()
      }
    }
    guard format == MergeConflictCoding.format else {
      throw fail(
        "not a merge-conflict record of format \(MergeConflictCoding.format) (\"glossaMergeConflicts\" is missing or different)",
        at: start)
    }
    return record
  }

  private mutating func readEntryConflict() throws(ScanError) -> EntryConflict {
    var conflict = EntryConflict(key: "", base: nil, mine: nil, theirs: nil, leaves: [])
    var hasKey = false
    try readMembers(of: "a conflict") { (scanner, key, _) throws(ScanError) in
      switch key {
      case "base": conflict.base = try scanner.readEntry()
      case "ours": conflict.mine = try scanner.readEntry()
      case "theirs": conflict.theirs = try scanner.readEntry()
      case "key":
        conflict.key = try scanner.readTypedString(key)
        hasKey = true
      case "leaves":
        try scanner.readArray { (scanner) throws(ScanError) in conflict.leaves.append(try scanner.readConflictLeaf().path) }
      default: _ = try scanner.readValue()
      }
    }
    guard hasKey else { throw fail("a conflict without a key") }
    return conflict
  }

  private mutating func readConflictLeaf() throws(ScanError) -> (
    path: MergePath, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?
  ) {
    var leaf: (path: MergePath, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) = (.entry, nil, nil, nil)
    try readMembers(of: "a conflicting leaf") { (scanner, key, _) throws(ScanError) in
      switch key {
      case "path": leaf.path = MergePath(try scanner.readStringArray(key))
      case "base": leaf.base = try scanner.readValue()
      case "ours": leaf.ours = try scanner.readValue()
      case "theirs": leaf.theirs = try scanner.readValue()
      default: _ = try scanner.readValue()
      }
    }
    return leaf
  }
}
