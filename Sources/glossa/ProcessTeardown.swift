import Foundation
import StringCatalog

/// Ends one-shot commands without freeing their catalogs: releasing a 150 MB model object by
/// object takes a tenth of a second, and the kernel reclaims the memory at once anyway.
enum ProcessTeardown {
  nonisolated(unsafe) private static var kept: Catalog?

  /// Holds the last catalog so it is not released before `exit` (only the last one, so reading
  /// many files does not accumulate them).
  static func keepUntilExit(_ catalog: Catalog) {
    kept = catalog
  }

  static func exit(_ status: Int32) -> Never {
    FileHandle.standardOutput.synchronizeFile()
    Foundation.exit(status)
  }
}
