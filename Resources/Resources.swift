import Foundation

/// Where the bundled sample catalog lives once built or installed.
public enum GlossaResources {
  /// SwiftPM's name for the folder of this target's resources, put beside the executable.
  static let bundleFolderName = "Glossa_GlossaResources.resources"
  static let sampleFileName = "Sample.xcstrings"

  /// The sample beside the executable (as built, or copied with its resources folder), or in
  /// `../share/glossa/` for a prefix install. Not `Bundle.module`: on Linux its accessor stops
  /// the process when the folder is missing, and it only looks beside `Bundle.main`, not
  /// through a symlinked binary.
  public static var sampleCatalogURL: URL? {
    sampleCatalogURL(executableFolders: executableFolders)
  }

  /// The first existing sample among the places an install can put it, given the folders the
  /// executable is in (its path as run, then with symlinks resolved).
  static func sampleCatalogURL(executableFolders: [URL]) -> URL? {
    let candidates = executableFolders.flatMap { folder in
      [
        folder.appendingPathComponent(bundleFolderName).appendingPathComponent(sampleFileName),
        // macOS builds make a bundle instead, with the files in Contents/Resources.
        folder.appendingPathComponent("Glossa_GlossaResources.bundle/Contents/Resources")
          .appendingPathComponent(sampleFileName),
        folder.deletingLastPathComponent().appendingPathComponent("share/glossa").appendingPathComponent(
          sampleFileName),
      ]
    }
    return candidates.first { FileManager.default.isReadableFile(atPath: $0.path) }
  }

  private static var executableFolders: [URL] {
    var executables: [URL] = []
    if let main = Bundle.main.executableURL { executables.append(main) }
    // Linux: the running binary itself, whatever the symlink or working directory.
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      executables.append(URL(fileURLWithPath: resolved))
    }
    if let main = Bundle.main.executableURL { executables.append(main.resolvingSymlinksInPath()) }
    var seen = Set<String>()
    return executables.map { $0.deletingLastPathComponent().standardizedFileURL }.filter { seen.insert($0.path).inserted }
  }
}
