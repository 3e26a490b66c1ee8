import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// One record of the recovery journal. Payloads are small JSON objects; entries are written as
/// the catalog writes them, so a journal reads like the catalogs it is about.
///
///     { "t" : "start", "pid" : 123, "time" : 1795000000 }
///     { "t" : "catalog", "id" : 0, "path" : "/abs/App/Localizable.xcstrings" }
///     { "after" : {…}, "before" : {…}, "id" : 0, "key" : "Done", "t" : "edit" }
///     { "after" : {…}, "id" : 0, "key" : "Done", "t" : "again" }   (a key already in the journal)
///     { "id" : 0, "key" : "Done", "language" : "de", "t" : "draft", "text" : "Ferti" }
///     { "t" : "draft" }                       (the draft was committed or dropped)
package enum JournalRecord: Equatable {
  case start(processID: Int32, time: Int)
  /// Catalog `id` of this journal is the file at `path` (absolute).
  case catalog(id: Int, path: String)
  /// A key of catalog `id` changed from `before` to `after` (nil: the key did not exist).
  case edit(id: Int, key: String, before: Entry?, after: Entry?)
  /// A key of catalog `id` the journal already holds changed again, to `after`: its entry
  /// before is the one recorded first, so it is not written again (a record stays small).
  case again(id: Int, key: String, after: Entry?)
  /// Text typed into an open cell editor, not yet committed; nil: none any more.
  case draft(JournalDraft?)

  package func encode() -> [UInt8] {
    JSONOutput.collect(capacity: 512) { output in
      output.object { output in
        switch self {
        case .start(let processID, let time):
          output.key("pid")
          output.raw(String(processID))
          output.key("t")
          output.string("start")
          output.key("time")
          output.raw(String(time))
        case .catalog(let id, let path):
          output.key("id")
          output.raw(String(id))
          output.key("path")
          output.string(path)
          output.key("t")
          output.string("catalog")
        case .edit(let id, let key, let before, let after):
          JournalRecord.writeChange(id: id, key: key, before: .some(before), after: after, to: &output)
        case .again(let id, let key, let after):
          JournalRecord.writeChange(id: id, key: key, before: nil, after: after, to: &output)
        case .draft(let draft):
          if let draft {
            output.key("id")
            output.raw(String(draft.catalog))
            output.key("key")
            output.string(draft.key)
            output.key("language")
            output.string(draft.language)
          }
          output.key("t")
          output.string("draft")
          if let draft {
            output.key("text")
            output.string(draft.text)
          }
        }
      }
    }
  }

  /// The members of an `edit` record (`before` given, possibly nil: no such key) or of an
  /// `again` record (`before` not given), in sorted order.
  private static func writeChange(id: Int, key: String, before: Entry??, after: Entry?, to output: inout JSONOutput) {
    if let after {
      output.key("after")
      CatalogWriter.write(after, to: &output)
    }
    if case .some(.some(let before)) = before {
      output.key("before")
      CatalogWriter.write(before, to: &output)
    }
    output.key("id")
    output.raw(String(id))
    output.key("key")
    output.string(key)
    output.key("t")
    output.string(before == nil ? "again" : "edit")
  }

  /// A whole journal holding `records` (the unsaved edits per catalog) and `draft`: what a
  /// rewrite puts in place of the appended history. Catalog ids are given in `records` order.
  package static func snapshot(
    processID: Int32, time: Int, records: [RecoveryRecord], draft: (catalogPath: String, draft: JournalDraft)?
  ) -> [UInt8] {
    var bytes = JournalFraming.frame(JournalRecord.start(processID: processID, time: time).encode())
    var ids: [String: Int] = [:]
    func id(for path: String) -> Int {
      if let id = ids[path] { return id }
      let id = ids.count
      ids[path] = id
      bytes += JournalFraming.frame(JournalRecord.catalog(id: id, path: path).encode())
      return id
    }
    for record in records where !record.edits.isEmpty {
      let catalog = id(for: record.catalogPath)
      for edit in record.edits {
        bytes += JournalFraming.frame(JournalRecord.edit(id: catalog, key: edit.key, before: edit.base, after: edit.mine).encode())
      }
    }
    if let draft {
      var typed = draft.draft
      typed.catalog = id(for: draft.catalogPath)
      bytes += JournalFraming.frame(JournalRecord.draft(typed).encode())
    }
    return bytes
  }

  package static func decode(_ payload: ArraySlice<UInt8>) throws(CatalogReadError) -> JournalRecord {
    try JSONDocument.decode(Array(payload)) { (scanner) throws(ScanError) in try scanner.readJournalRecord() }
  }
}

/// Text typed into an open cell editor and not yet committed, for the catalog with journal id
/// `catalog` (in a `JournalContents`, the workspace's own numbering until read back).
public struct JournalDraft: Sendable, Equatable {
  public var catalog: Int
  public var key: String
  public var language: String
  public var text: String

  public init(catalog: Int, key: String, language: String, text: String) {
    self.catalog = catalog
    self.key = key
    self.language = language
    self.text = text
  }
}

extension JSONScanner {
  package mutating func readJournalRecord() throws(ScanError) -> JournalRecord {
    let start = position
    var kind = ""
    var id: Int?
    var processID: Int32 = 0
    var time = 0
    var path = ""
    var key: String?
    var language = ""
    var text: String?
    var before: Entry?
    var after: Entry?
    try readMembers(of: "a journal record") { (scanner, member, _) throws(ScanError) in
      switch member {
      case "t": kind = try scanner.readTypedString(member)
      case "id": id = try scanner.readInteger(member)
      case "pid": processID = Int32(clamping: try scanner.readInteger(member))
      case "time": time = try scanner.readInteger(member)
      case "path": path = try scanner.readTypedString(member)
      case "key": key = try scanner.readTypedString(member)
      case "language": language = try scanner.readTypedString(member)
      case "text": text = try scanner.readTypedString(member)
      case "before": before = try scanner.readEntry()
      case "after": after = try scanner.readEntry()
      default: _ = try scanner.readValue()
      }
    }
    switch kind {
    case "start": return .start(processID: processID, time: time)
    case "catalog":
      guard let id else { break }
      return .catalog(id: id, path: path)
    case "edit":
      guard let id, let key else { break }
      return .edit(id: id, key: key, before: before, after: after)
    case "again":
      guard let id, let key else { break }
      return .again(id: id, key: key, after: after)
    case "draft":
      guard let id, let key, let text else { return .draft(nil) }
      return .draft(JournalDraft(catalog: id, key: key, language: language, text: text))
    default: break
    }
    throw fail("not a journal record of a kind this Glossa knows (\"\(kind)\")", at: start)
  }
}
