import Foundation
import StringCatalog

/// The app's code read once on another thread for the editor's code context (`sources:`,
/// `--sources`): the key loop takes the result between keys, so typing never waits for it.
package final class CodeScanJob: @unchecked Sendable {
  // Written by the scan's thread, read by the key loop: every access holds the lock.
  private let lock = NSLock()
  private var result: Result<CodeUses, CodeScanError>?

  /// Starts scanning `folders`; paths are shown relative to the current folder when under it.
  package init(folders: [String]) {
    let base = FileManager.default.currentDirectoryPath
    DispatchQueue.global(qos: .utility).async { [self] in
      let scanned = Result { () throws(CodeScanError) in try CodeUses.scan(folders: folders, shownRelativeTo: base) }
      lock.lock()
      result = scanned
      lock.unlock()
    }
  }

  /// The result once the scan has ended; nil before.
  package func take() -> Result<CodeUses, CodeScanError>? {
    lock.lock()
    defer { lock.unlock() }
    return result
  }

  /// The source folders of `--sources` (as given) and of each catalog's `.glossa.yml`
  /// (`sources:`, relative to it), each once, in that order.
  package static func folders(options: [String], configs: [GlossaConfig]) -> [String] {
    var seen: Set<String> = []
    return (options + configs.flatMap(\.sourceFolders)).filter { seen.insert($0).inserted }
  }
}
