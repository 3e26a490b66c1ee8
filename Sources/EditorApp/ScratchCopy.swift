import StringCatalog
import Foundation
import GlossaResources

/// A writable copy of the bundled sample, so trying Glossa never touches the installed file.
/// It lives in `glossa-scratch-PID` under the temporary folder and is removed when the editor ends.
package enum ScratchCopy {
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  // The copy and its folder as C strings made up front: a signal handler removes them with
  // unlink and rmdir, which allocate nothing. Written once on the main thread before the
  // terminal (and so the handler) is set up.
  nonisolated(unsafe) private static var current: (file: [CChar], folder: [CChar])?

  package static func makeOfSample() throws -> String {
    guard let sample = GlossaResources.sampleCatalogURL else {
      throw Failure(
        description:
          "the bundled sample catalog was not found beside the executable (install the Glossa_GlossaResources.resources folder next to glossa, or Sample.xcstrings in ../share/glossa/)"
      )
    }
    // A new private folder, never one already in the shared temporary folder (another user's).
    let folder = URL(
      fileURLWithPath: try PrivateFolder.createNew(
        in: FileManager.default.temporaryDirectory.path, name: "glossa-scratch-\(getpid())"))
    let copy = folder.appendingPathComponent("Sample.xcstrings")
    current = (file: Array(copy.path.utf8CString), folder: Array(folder.path.utf8CString))
    try FileManager.default.copyItem(at: sample, to: copy)
    return copy.path
  }

  /// Removes the copy and its folder, if one was made. Async-signal-safe. A file the editor left
  /// beside it (a failed save's temporary) keeps the folder, rather than deleting what is unknown.
  package static func removeCurrent() {
    guard let current else { return }
    current.file.withUnsafeBufferPointer { path in if let base = path.baseAddress { _ = unlink(base) } }
    current.folder.withUnsafeBufferPointer { path in if let base = path.baseAddress { _ = rmdir(base) } }
  }
}
