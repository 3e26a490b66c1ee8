import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The editor's recovery journal: every committed change (and the text being typed) appended as
/// it happens, so a `kill -9`, a crash or a power cut loses nothing that was committed.
///
/// One file per editor process, `journal.PID.glossa-journal`, in the recovery folder (or, when
/// that cannot be written, in a `glossa-UID` folder of `$TMPDIR`); `journal.PID.RANDOM.glossa-journal`
/// when a stopped editor with the same process id left its journal there. The process holds an exclusive
/// `flock` on it for as long as it runs: a journal whose lock can be taken belongs to an editor
/// that stopped, however it stopped, and is offered at the next open.
///
/// Records are written with `write` right away (a killed process loses nothing the kernel has)
/// and made durable with `fdatasync` at most every `syncInterval` seconds or `syncEvery` records,
/// and before every save. After a save the journal is rewritten to what is still unsaved; a
/// clean quit deletes it.
public final class RecoveryJournal {
  public static let syncInterval = 2.0
  public static let syncEvery = 50
  package static let suffix = ".glossa-journal"

  public private(set) var path: String
  private var descriptor: Int32
  private var catalogIDs: [String: Int] = [:]
  /// Per catalog id, the keys this journal holds an entry before of: a later change of one
  /// records only its entry after.
  private var recordedKeys: [Int: Set<String>] = [:]
  private var unsynced = 0
  private var lastSync: Double
  private var lastDraft: JournalDraft??
  /// Why the last write failed; nil once writing works (again).
  public private(set) var failure: String?
  /// A write failed part-way: the file may end in a torn record, so the next write must be a
  /// whole rewrite (`rewrite`), not an append after it.
  public private(set) var needsRewrite = false
  /// For tests and the benchmark: `fdatasync` calls and bytes written so far.
  public private(set) var syncCount = 0
  public private(set) var bytesWritten = 0
  private let processID: Int32

  /// The descriptor the signal handler flushes (see `emergencySync`). Set on the main thread
  /// before the handler can run; read by the handler, which interrupts that thread.
  nonisolated(unsafe) private static var emergencyDescriptor: Int32 = -1

  private init(path: String, descriptor: Int32, processID: Int32) {
    self.path = path
    self.descriptor = descriptor
    self.processID = processID
    lastSync = RecoveryJournal.now()
    RecoveryJournal.emergencyDescriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The folders journals are kept in, the preferred one first.
  public static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    let temporary = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    return [RecoveryFile.folder(environment: environment), temporary + "/glossa-\(getuid())"]
  }

  /// Starts this process's journal: in the recovery folder, else in the temporary one. Returns
  /// the journal (nil when neither can be written) and, when the preferred folder failed, why.
  /// `avoiding`: a folder not to try (the one a running journal could no longer write to).
  ///
  /// Each folder is used only when it is private (`PrivateFolder`: this user's, writable by no
  /// one else), and the file is always a new one (`ExclusiveFile`): a journal of an earlier
  /// editor with the same process id is never truncated, and a link planted at the name is
  /// never written through.
  public static func start(
    processID: Int32 = getpid(), environment: [String: String] = ProcessInfo.processInfo.environment,
    avoiding failedFolder: String? = nil
  ) -> (journal: RecoveryJournal?, problem: String?) {
    var problems: [String] = []
    for folder in folders(environment: environment) where folder != failedFolder {
      do {
        let journal = try create(in: folder, processID: processID)
        return (journal, problems.first.map { "\($0); journalling to \(journal.path) instead" })
      } catch {
        problems.append(error.message)
      }
    }
    return (nil, "unsaved edits are not journalled: " + problems.joined(separator: "; "))
  }

  private static func create(in folder: String, processID: Int32) throws(FileBytes.Failure) -> RecoveryJournal {
    try PrivateFolder.prepare(folder)
    let (path, descriptor) = try createLocked(in: folder, name: "journal.\(processID)", ending: suffix)
    let journal = RecoveryJournal(path: path, descriptor: descriptor, processID: processID)
    guard journal.write(JournalRecord.start(processID: processID, time: Int(Date().timeIntervalSince1970)).encode())
    else {
      let reason = journal.failure ?? "cannot write \(path)"
      journal.remove()
      throw FileBytes.Failure(message: reason)
    }
    journal.sync()
    if let failure = journal.failure {
      journal.remove()
      throw FileBytes.Failure(message: failure)
    }
    return journal
  }

  /// A new file (see `ExclusiveFile`), locked for as long as this editor runs.
  private static func createLocked(
    in folder: String, name: String, ending: String = "", uniqueSuffix: Bool = false
  ) throws(FileBytes.Failure) -> (path: String, descriptor: Int32) {
    let (path, descriptor) = try ExclusiveFile.create(
      in: folder, name: name, ending: ending, extraFlags: O_APPEND, uniqueSuffix: uniqueSuffix)
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      unlink(path)
      throw FileBytes.Failure(message: "\(path) is in use by another editor")
    }
    return (path, descriptor)
  }

  // MARK: - Writing

  /// Appends one history step of the catalog at `catalogPath` (absolute).
  public func append(_ step: JournalStep, catalogPath: String) {
    guard !needsRewrite else { return }
    let id = catalogID(for: catalogPath)
    for change in step.changes where !needsRewrite {
      if recordedKeys[id]?.contains(change.key) == true {
        write(JournalRecord.again(id: id, key: change.key, after: change.mine).encode())
      } else if write(JournalRecord.edit(id: id, key: change.key, before: change.base, after: change.mine).encode()) {
        recordedKeys[id, default: []].insert(change.key)
      }
    }
  }

  /// Records the text of the open cell editor (nil: none open any more), when it changed.
  public func recordDraft(_ draft: JournalDraft?, catalogPath: String?) {
    guard !needsRewrite, lastDraft != .some(draft) else { return }
    var record = draft
    if draft != nil, let catalogPath { record?.catalog = catalogID(for: catalogPath) } else if draft != nil { return }
    if write(JournalRecord.draft(record).encode()) { lastDraft = .some(draft) }
  }

  private func catalogID(for catalogPath: String) -> Int {
    if let id = catalogIDs[catalogPath] { return id }
    let id = catalogIDs.count
    catalogIDs[catalogPath] = id
    write(JournalRecord.catalog(id: id, path: catalogPath).encode())
    return id
  }

  /// True when records were written that are not yet durable.
  public var hasUnsyncedRecords: Bool { unsynced > 0 }

  /// `fdatasync`s when `syncEvery` records or `syncInterval` seconds have gone by since the last.
  public func syncIfDue(now: Double = RecoveryJournal.now()) {
    guard unsynced > 0, unsynced >= RecoveryJournal.syncEvery || now - lastSync >= RecoveryJournal.syncInterval
    else { return }
    sync(now: now)
  }

  /// Makes every record written so far durable (before a save, and on the way out). `now` is
  /// when the cadence counts from: the time `syncIfDue` was given, so a caller's clock is the one
  /// clock (tests count syncs over explicit times).
  public func sync(now: Double = RecoveryJournal.now()) {
    guard descriptor >= 0 else { return }
    if fdatasync(descriptor) != 0 { failure = "cannot flush \(path): \(String(cString: strerror(errno)))" }
    syncCount += 1
    unsynced = 0
    lastSync = now
  }

  /// Replaces the journal with `records`, the unsaved edits per catalog (after a save: what is
  /// still unsaved), and the current draft, atomically: a kill during the rewrite leaves the old
  /// journal or the new one, never neither.
  public func rewrite(_ records: [RecoveryRecord], draft: (catalogPath: String, draft: JournalDraft)? = nil) {
    let bytes = JournalRecord.snapshot(
      processID: processID, time: Int(Date().timeIntervalSince1970), records: records, draft: draft)
    var ids: [String: Int] = [:]
    for record in records where !record.edits.isEmpty { ids[record.catalogPath] = ids.count }
    if let draft, ids[draft.catalogPath] == nil { ids[draft.catalogPath] = ids.count }
    let temporary: String
    let fresh: Int32
    do {
      let folder = (path as NSString).deletingLastPathComponent
      (temporary, fresh) = try RecoveryJournal.createLocked(
        in: folder, name: (path as NSString).lastPathComponent + ".new", uniqueSuffix: true)
    } catch {
      failure = error.message
      needsRewrite = true
      return
    }
    guard bytes.withUnsafeBytes({ FileBytes.writeAll($0, to: fresh) }) == nil, fdatasync(fresh) == 0,
      rename(temporary, path) == 0
    else {
      failure = "cannot rewrite \(path): \(String(cString: strerror(errno)))"
      needsRewrite = true
      close(fresh)
      unlink(temporary)
      return
    }
    RecoveryJournal.emergencyDescriptor = fresh
    close(descriptor)
    descriptor = fresh
    catalogIDs = ids
    recordedKeys = [:]
    for record in records where !record.edits.isEmpty {
      guard let id = ids[record.catalogPath] else { continue }
      recordedKeys[id] = Set(record.edits.map(\.key))
    }
    // The caller's draft (in its own numbering) is what `recordDraft` compares with next.
    lastDraft = .some(draft?.draft)
    failure = nil
    needsRewrite = false
    syncCount += 1
    bytesWritten += bytes.count
    unsynced = 0
    lastSync = RecoveryJournal.now()
  }

  /// Deletes the journal (a clean quit: everything is saved, or the user chose to discard).
  public func remove() {
    if RecoveryJournal.emergencyDescriptor == descriptor { RecoveryJournal.emergencyDescriptor = -1 }
    unlink(path)
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
  }

  /// Flushes the journal from a signal handler (async-signal-safe: one system call).
  public static func emergencySync() {
    let descriptor = emergencyDescriptor
    if descriptor >= 0 { _ = fdatasync(descriptor) }
  }

  @discardableResult
  private func write(_ payload: [UInt8]) -> Bool {
    guard descriptor >= 0 else { return false }
    let bytes = JournalFraming.frame(payload)
    if let error = bytes.withUnsafeBytes({ FileBytes.writeAll($0, to: descriptor) }) {
      failure = "\(path): \(error.description)"
      needsRewrite = true
      return false
    }
    bytesWritten += bytes.count
    unsynced += 1
    return true
  }

  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
