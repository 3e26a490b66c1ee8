import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// What a journal left by a stopped editor holds: per catalog, the unsaved edits (each key's
/// entry before its first recorded change and after its last), and the draft being typed.
public struct JournalContents: Sendable {
  public var processID: Int32 = 0
  /// When the journal was last written, in seconds since 1970.
  public var writtenAt = 0
  /// One record per catalog with edits that do not cancel out, in the order first recorded.
  public var records: [RecoveryRecord] = []
  /// The unfinished text of a cell editor, and the catalog (absolute path) it belongs to.
  public var draft: (catalogPath: String, draft: JournalDraft)?
  /// Bytes that were not part of an intact record (damage, or a last write cut short): what
  /// they held is lost, and the offer says how many there were.
  public var unreadableBytes = 0

  public var isEmpty: Bool { records.isEmpty && draft == nil }

  /// Reads the intact records of the journal at `path`; nil when it cannot be read at all.
  public static func read(path: String) -> JournalContents? {
    guard let bytes = try? FileBytes.read(path: path, limit: 1 << 30) else { return nil }
    var contents = decode(bytes)
    let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    contents.writtenAt = Int(modified?.timeIntervalSince1970 ?? 0)
    for index in contents.records.indices { contents.records[index].writtenAt = contents.writtenAt }
    return contents
  }

  /// The intact records of a journal's bytes (`writtenAt` is the file's, so 0 here).
  package static func decode(_ bytes: [UInt8]) -> JournalContents {
    var contents = JournalContents()
    let reading = JournalFraming.payloads(in: bytes)
    contents.unreadableBytes = reading.unreadableBytes
    let payloads = reading.payloads
    var paths: [Int: String] = [:]
    var order: [String] = []
    var edits: [String: [String: RecoveryRecord.Edit]] = [:]
    var keyOrder: [String: [String]] = [:]
    var draft: (catalogPath: String, draft: JournalDraft)?
    for payload in payloads {
      // A record this Glossa cannot decode is skipped: the ones around it still hold.
      guard let record = try? JournalRecord.decode(payload) else { continue }
      switch record {
      case .start(let processID, _):
        contents.processID = processID
      case .catalog(let id, let path):
        paths[id] = path
      case .again(let id, let key, let after):
        // Only ever written for a key recorded before in this journal.
        guard let path = paths[id], let known = edits[path]?[key] else { continue }
        edits[path]?[key] = RecoveryRecord.Edit(key: key, base: known.base, mine: after)
      case .edit(let id, let key, let before, let after):
        guard let path = paths[id] else { continue }
        if edits[path] == nil {
          order.append(path)
          edits[path] = [:]
        }
        if let known = edits[path]?[key] {
          edits[path]?[key] = RecoveryRecord.Edit(key: key, base: known.base, mine: after)
        } else {
          edits[path]?[key] = RecoveryRecord.Edit(key: key, base: before, mine: after)
          keyOrder[path, default: []].append(key)
        }
      case .draft(let typed):
        draft = typed.flatMap { typed in paths[typed.catalog].map { ($0, typed) } }
      }
    }
    contents.draft = draft
    for path in order {
      let changed = (keyOrder[path] ?? []).compactMap { edits[path]?[$0] }.filter { $0.base != $0.mine }
      guard !changed.isEmpty else { continue }
      contents.records.append(
        RecoveryRecord(
          catalogPath: path, processID: contents.processID, writtenAt: 0, edits: changed, changes: []))
    }
    return contents
  }
}
