import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// Where merge-conflict records live: `<git dir>/glossa/merge-conflicts/<hash>.json`, the hash
/// taken of the catalog's path relative to the worktree. Inside the git directory the record is
/// never in the working tree and never committed, and each linked worktree has its own.
package struct MergeConflictStore {
  package var worktree: GitWorktree

  package init(worktree: GitWorktree) {
    self.worktree = worktree
  }

  package static let folderName = "glossa/merge-conflicts"

  package func recordPath(forRelativePath relative: String) -> String {
    worktree.gitDirectory + "/" + MergeConflictStore.folderName + "/" + MergeConflictStore.hash(relative) + ".json"
  }

  /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and machines (Swift's `hashValue` is not).
  package static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  package func write(_ record: MergeConflictRecord) throws(FileBytes.Failure) {
    let path = recordPath(forRelativePath: record.catalogPath)
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw FileBytes.Failure(message: "cannot create \(folder): \(error.localizedDescription)")
    }
    try FileBytes.writeAtomically(record.encoded(), to: path)
  }

  /// The record for a catalog, nil when there is none; a record that cannot be read is an error.
  package func read(relativePath relative: String) throws(CatalogReadError) -> MergeConflictRecord? {
    let path = recordPath(forRelativePath: relative)
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path)
    } catch {
      if error.isMissing { return nil }
      throw error.readError(path: path)
    }
    return try MergeConflictRecord.decode(bytes, path: path)
  }

  package func remove(relativePath relative: String) {
    unlink(recordPath(forRelativePath: relative))
  }
}
