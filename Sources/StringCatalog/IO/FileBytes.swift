import Foundation

/// Reading and atomically replacing whole files.
public enum FileBytes {
  public struct Failure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  public static func read(path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
    let (descriptor, size) = try openForReading(path: path, limit: limit)
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: size)
    let outcome = bytes.withUnsafeMutableBytes { buffer -> Result<Int, Failure> in
      guard let base = buffer.baseAddress else { return .success(0) }
      return Result { () throws(Failure) -> Int in try fill(base, count: size, from: descriptor) }
    }
    let filled = try outcome.get()
    if filled < size { bytes.removeLast(size - filled) }
    return bytes
  }

  /// Opens a regular file and tells its size, refusing folders, missing files and files over
  /// `limit` with a message. The caller closes the descriptor.
  static func openForReading(path: String, limit: Int) throws(Failure) -> (descriptor: Int32, size: Int) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Failure(message: "no such file")
    }
    if isDirectory.boolValue { throw Failure(message: "is a folder, not a file") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(message: "cannot open: \(String(cString: strerror(errno)))") }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      close(descriptor)
      throw Failure(message: "cannot read: \(String(cString: strerror(errno)))")
    }
    let size = Int(info.st_size)
    if size > limit {
      close(descriptor)
      throw Failure(message: "the file is too large (\(size) bytes; the limit is \(limit) bytes)")
    }
    return (descriptor, size)
  }

  /// Reads up to `count` bytes into `memory`; returns how many arrived (fewer if the file shrank).
  static func fill(_ memory: UnsafeMutableRawPointer, count: Int, from descriptor: Int32) throws(Failure) -> Int {
    var filled = 0
    while filled < count {
      let got = Foundation.read(descriptor, memory + filled, count - filled)
      if got < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot read: \(String(cString: strerror(errno)))")
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  /// Writes `bytes` to a temporary file beside `path`, fsyncs it, keeps the old file's
  /// permissions, and renames it over `path`: readers see the old file or the new one, never half.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
    // Through a symbolic link, replace the file it points to and keep the link.
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let path = url.path
    let folder = url.deletingLastPathComponent().path
    let temporary = folder + "/.\(url.lastPathComponent).glossa-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else {
      throw Failure(message: "cannot create a temporary file in \(folder): \(String(cString: strerror(errno)))")
    }
    var failure: String?
    var written = 0
    while written < bytes.count && failure == nil {
      let count = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if count < 0 {
        if errno != EINTR { failure = "cannot write: \(String(cString: strerror(errno)))" }
      } else {
        written += count
      }
    }
    if failure == nil && fchmod(descriptor, mode) != 0 { failure = "cannot set permissions: \(String(cString: strerror(errno)))" }
    if failure == nil && fsync(descriptor) != 0 { failure = "cannot flush to disk: \(String(cString: strerror(errno)))" }
    close(descriptor)
    if failure == nil && rename(temporary, path) != 0 { failure = "cannot replace the file: \(String(cString: strerror(errno)))" }
    if let failure {
      unlink(temporary)
      throw Failure(message: failure)
    }
    // Make the rename itself durable.
    let folderDescriptor = open(folder, O_RDONLY)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }
}
