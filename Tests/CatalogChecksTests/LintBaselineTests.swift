import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The lint baseline's identities and matching (issue 22, part 1).
final class LintBaselineTests: XCTestCase {
  func testTheTextHashFitsInFindingsPaddingSoLargeRunsDoNotGrow() {
    XCTAssertEqual(MemoryLayout<Finding>.stride, 96)
  }

  func testEachBaselineLineCoversOneFindingAndTheRestAreFixed() {
    let folder = NSTemporaryDirectory() + "baseline-\(UUID().uuidString)"
    let finding = Finding(check: .formatSpecifiers, severity: .error, file: folder + "/A.xcstrings", key: "k", language: "fr", message: "m")
    let entry = BaselineEntry(check: .formatSpecifiers, file: "A.xcstrings", key: "k", language: "fr", path: "", textHash: 0)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = FileManager.default.createFile(atPath: folder + "/A.xcstrings", contents: Data())
    let baseline = LintBaseline(entries: [entry, entry, entry], path: folder + "/baseline.json")
    let comparison = baseline.compare([finding, finding])
    XCTAssertEqual(comparison.known, 2)
    XCTAssertEqual(comparison.fixed, [entry])
    XCTAssertEqual(baseline.pruned(by: comparison), [entry, entry])
    let more = baseline.compare([finding, finding, finding, finding])
    XCTAssertEqual(more.newFindings.count, 1)
    XCTAssertEqual(more.fixed, [])
  }

  func testPathsAreRelativeToTheBaselinesFolderThroughSymbolicLinks() throws {
    let root = NSTemporaryDirectory() + "baseline-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/repo/App/en.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/repo/ci", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/repo")
    for file in ["/repo/App/en.lproj/Main.strings", "/repo/ci/A.xcstrings"] {
      _ = FileManager.default.createFile(atPath: root + file, contents: Data())
    }
    var paths = BaselinePaths(baselineFile: root + "/repo/ci/baseline.json")
    XCTAssertEqual(paths.relative(root + "/link/App/en.lproj/Main.strings"), "../App/en.lproj/Main.strings")
    XCTAssertEqual(paths.relative(root + "/repo/ci/../ci/A.xcstrings"), "A.xcstrings")
    XCTAssertEqual(paths.relative("<stdin>"), "<stdin>")
    XCTAssertEqual(paths.relative(nil), "")
  }
}
