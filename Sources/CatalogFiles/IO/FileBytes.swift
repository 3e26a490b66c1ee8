import CatalogModel
import Foundation

/// Reading whole files, and (see FileBytes+Write.swift) replacing them atomically.
public enum FileBytes {
  public struct Failure: Error, CustomStringConvertible {
    public var message: String
    /// The path named nothing at all (as opposed to something unreadable).
    public var isMissing = false
    public var description: String { message }

    public init(message: String, isMissing: Bool = false) {
      self.message = message
      self.isMissing = isMissing
    }

    /// The same problem as a reader's error: about the whole file, so without a line and column.
    public func readError(path: String) -> CatalogReadError {
      CatalogReadError(path: path, line: 1, column: 1, message: message, hasPosition: false)
    }
  }

  public static func read(path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
    let (descriptor, size) = try openForReading(path: path, limit: limit)
    defer { close(descriptor) }
    return try read(descriptor, size: size)
  }

  /// The `size` bytes of a file `openForReading` opened (fewer if it shrank since).
  package static func read(_ descriptor: Int32, size: Int) throws(Failure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: size)
    let outcome = bytes.withUnsafeMutableBytes { buffer -> Result<Int, Failure> in
      guard let base = buffer.baseAddress else { return .success(0) }
      return Result { () throws(Failure) -> Int in try fill(base, count: size, from: descriptor) }
    }
    let filled = try outcome.get()
    if filled < size { bytes.removeLast(size - filled) }
    return bytes
  }

  /// Opens a regular file and tells its size, refusing folders, missing files, FIFOs, sockets,
  /// devices and files over `limit` with a message. The caller closes the descriptor.
  ///
  /// Every reader goes through here, so no command can hang on a FIFO: the type is checked
  /// before opening, and the open itself does not block (O_NONBLOCK) in case the path was
  /// replaced by a FIFO in between; the descriptor's own type is checked again after.
  package static func openForReading(path: String, limit: Int) throws(Failure) -> (descriptor: Int32, size: Int) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      // strerror's wording, as every other tool says it (and the same under any locale).
      if errno == ENOENT { throw Failure(message: "No such file or directory", isMissing: true) }
      if errno == ENOTDIR { throw Failure(message: "Not a directory", isMissing: true) }
      throw Failure(message: "cannot open: \(String(cString: strerror(errno)))")
    }
    try requireRegularFile(info)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Failure(message: "cannot open: \(String(cString: strerror(errno)))") }
    guard fstat(descriptor, &info) == 0 else {
      let message = "cannot read: \(String(cString: strerror(errno)))"
      close(descriptor)
      throw Failure(message: message)
    }
    do {
      try requireRegularFile(info)
    } catch {
      close(descriptor)
      throw error
    }
    let size = Int(info.st_size)
    if size > limit {
      close(descriptor)
      throw Failure(message: "the file is too large (\(size) bytes; the limit is \(limit) bytes)")
    }
    return (descriptor, size)
  }

  private static func requireRegularFile(_ info: stat) throws(Failure) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw Failure(message: "is a folder, not a file")
    default: throw Failure(message: "not a regular file")
    }
  }

  /// Reads up to `count` bytes into `memory`; returns how many arrived (fewer if the file shrank).
  /// Reads up to `count` bytes into `memory`: from the descriptor's position, or with `offset`
  /// from there in the file (`pread`, so threads can fill disjoint ranges of one descriptor).
  /// Returns how many the file had.
  package static func fill(_ memory: UnsafeMutableRawPointer, count: Int, from descriptor: Int32, offset: Int? = nil) throws(Failure) -> Int {
    var filled = 0
    while filled < count {
      let got =
        offset.map { pread(descriptor, memory + filled, count - filled, off_t($0 + filled)) }
        ?? Foundation.read(descriptor, memory + filled, count - filled)
      if got < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "cannot read: \(String(cString: strerror(errno)))")
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }
}
