import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// A catalog opened on another thread while the editor shows its first entries (`CatalogHead`):
/// the key loop asks `take()` between keys and `wait()`s only for a key that needs the whole file.
/// Nothing is read until `start()`: the first screen is drawn first, because a read under way
/// slows the drawing thread down (they share the allocator and the address space's lock), and
/// the read gives way to keys typed meanwhile.
public typealias BackgroundOpen = BackgroundTask<(document: CatalogDocument, warnings: [CatalogReadWarning]), CatalogReadError>

extension BackgroundTask where Success == (document: CatalogDocument, warnings: [CatalogReadWarning]), Failure == CatalogReadError {
  /// Smaller files are read whole before the first screen: that takes a few tens of milliseconds.
  public static var minimumSize: Int { 16 << 20 }
  /// More than a screen has rows.
  public static var headEntries: Int { 400 }

  /// The whole catalog at `path`, to `start()`.
  public convenience init(path: String) {
    self.init(givesWay: true) {
      do throws(CatalogReadError) {
        return .success(try CatalogDocument.open(path: path))
      } catch {
        return .failure(error)
      }
    }
  }

  /// A large file's first entries as a document, with the whole read to `start()`; nil when the
  /// file is small or cannot be shown early (see `CatalogReader.readHead`). The document has no
  /// fingerprint: were it ever saved, the save would refuse (the file exists) rather than write
  /// the first entries over the whole catalog.
  public static func firstEntries(path: String) -> (head: CatalogDocument, whole: BackgroundOpen)? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) >= minimumSize,
      let head = CatalogReader.readHead(path: path, entries: headEntries)
    else { return nil }
    return (CatalogDocument(catalog: head.catalog, path: path, diskFingerprint: nil), BackgroundOpen(path: path))
  }
}
