import CFileSystem
import Foundation

/// A catalog opened on another thread while the editor shows its first entries (`CatalogHead`):
/// the key loop asks `take()` between keys and `wait()`s only for a key that needs the whole file.
public final class BackgroundOpen: @unchecked Sendable {
  public typealias Outcome = Result<(document: CatalogDocument, warnings: [CatalogReadWarning]), CatalogReadError>

  public let path: String
  private let lock = NSLock()
  private let finished = DispatchSemaphore(value: 0)
  private var outcome: Outcome?

  private var started = false

  /// Nothing is read until `start()`: the first screen is drawn first, because a read under way
  /// slows the drawing thread down (they share the allocator and the address space's lock).
  public init(path: String) {
    self.path = path
  }

  /// Starts the whole read on another thread (once; later calls do nothing).
  public func start() {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return }
    started = true
    let path = path
    let thread = Thread { [self] in
      // Keys typed meanwhile come first: the read (and the second-half thread it starts, which
      // inherits this) gives way to the key loop whenever both want a core.
      _ = cfs_lower_thread_priority()
      let read: Outcome
      do throws(CatalogReadError) {
        read = .success(try CatalogDocument.open(path: path))
      } catch {
        read = .failure(error)
      }
      lock.lock()
      outcome = read
      lock.unlock()
      finished.signal()
    }
    thread.start()
  }

  /// Smaller files are read whole before the first screen: that takes a few tens of milliseconds.
  public static let minimumSize = 16 << 20
  /// More than a screen has rows.
  public static let headEntries = 400

  /// A large file's first entries as a document, with the whole read to `start()`; nil when the file is
  /// small or cannot be shown early (see `CatalogReader.readHead`). The document has no
  /// fingerprint: were it ever saved, the save would refuse (the file exists) rather than write
  /// the first entries over the whole catalog.
  public static func firstEntries(path: String) -> (head: CatalogDocument, whole: BackgroundOpen)? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= minimumSize,
      let head = CatalogReader.readHead(path: path, entries: headEntries)
    else { return nil }
    return (CatalogDocument(catalog: head.catalog, path: path, diskFingerprint: nil), BackgroundOpen(path: path))
  }

  /// The whole catalog once it is read; nil while it is still being read.
  public func take() -> Outcome? {
    lock.lock()
    defer { lock.unlock() }
    return outcome
  }

  /// Blocks until the whole catalog is read (starting the read if it was not).
  public func wait() -> Outcome {
    start()
    if let done = take() { return done }
    finished.wait()
    finished.signal()
    return take() ?? .failure(CatalogReadError(path: path, line: 1, column: 1, message: "the file could not be read", hasPosition: false))
  }
}
