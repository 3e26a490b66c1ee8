import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// What `stat` says of a file: identity, size and times. Two equal signatures mean the file was
/// almost surely not written in between; a different one means it may have been, and only then is
/// the file read and hashed (`FileFingerprint` decides). So watching a large catalog costs one
/// `stat` per look, not a read.
public struct DiskSignature: Sendable, Equatable {
  package var device: UInt64
  package var inode: UInt64
  package var size: Int64
  package var modifiedSeconds: Int
  package var modifiedNanoseconds: Int
  package var changedSeconds: Int
  package var changedNanoseconds: Int

  /// nil when there is no file at `path` (or it cannot be looked at).
  public static func of(_ path: String) -> DiskSignature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      return DiskSignature(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modifiedSeconds: info.st_mtimespec.tv_sec, modifiedNanoseconds: info.st_mtimespec.tv_nsec,
        changedSeconds: info.st_ctimespec.tv_sec, changedNanoseconds: info.st_ctimespec.tv_nsec)
    #else
      return DiskSignature(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modifiedSeconds: info.st_mtim.tv_sec, modifiedNanoseconds: info.st_mtim.tv_nsec,
        changedSeconds: info.st_ctim.tv_sec, changedNanoseconds: info.st_ctim.tv_nsec)
    #endif
  }
}
