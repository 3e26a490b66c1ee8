import Foundation
import XCTest

/// The zstd tests need the `zstd` command (the reader every export is checked with) and
/// libzstd.so.1 (which `--compress zstd` loads); Debian's `zstd` package brings both. Without
/// them every such test skips with this one reason (under CI, where they are installed, it fails).
public enum ZstdTool {
  public static let skipReason = "zstd is not installed (apt-get install zstd: the zstd command and libzstd.so.1)"

  public static var path: String? {
    ["/usr/bin/zstd", "/usr/local/bin/zstd", "/opt/homebrew/bin/zstd"].first(where: FileManager.default.isExecutableFile)
  }

  public static var isPresent: Bool {
    guard path != nil else { return false }
    #if os(Linux)
      guard let library = dlopen("libzstd.so.1", RTLD_LAZY) else { return false }
      dlclose(library)
    #endif
    return true
  }

  public static func require() throws {
    guard !isPresent else { return }
    throw Requirement.missing(skipReason)
  }
}
