import Foundation
import XCTest

/// The corpus of real files that lives beside the repository (`../shared/corpus`, never
/// committed), found the same way by every test target, and the one reason each test over it
/// gives for skipping when it is not there.
public enum TestCorpus {
  /// `<repository>/../shared/corpus`, as an absolute path without `..`.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestCorpus
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("../shared/corpus")
    .standardizedFileURL

  /// The String Catalogs.
  public static var xcstrings: URL { root.appendingPathComponent("xcstrings") }

  /// The `.strings` and `.stringsdict` files.
  public static var strings: URL { root.appendingPathComponent("strings") }

  public static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }

  public static let skipReason = "\(root.path) not found: the tests over the corpus of real files are skipped"

  /// Skips the calling test when the corpus is not beside the repository.
  public static func require() throws {
    guard isPresent else { throw XCTSkip(skipReason) }
  }
}
