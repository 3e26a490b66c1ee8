import CatalogTestSupport
import Foundation
@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog
import XCTest

final class CatalogDiscoveryTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "discovery-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func touch(_ relative: String) throws {
    let path = folder + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
  }

  private func discover(_ arguments: [String], extensions: Set<String> = ["xcstrings"]) throws(DiscoveryError) -> [DiscoveredCatalog] {
    try CatalogDiscovery.discover(arguments, extensions: extensions, currentDirectory: folder)
  }

  func testFolderGivesCatalogsRecursivelyInPathOrderSkippingHiddenBuildAndDependencyFolders() throws {
    for name in [
      "App/Z.xcstrings", "App/A/Localizable.xcstrings", "App/A-B/Main.xcstrings", "App/a.strings",
      "App/.hidden/H.xcstrings", "App/.build/B.xcstrings", "App/DerivedData/D.xcstrings", "App/Pods/P.xcstrings",
      "App/Carthage/C.xcstrings", "App/node_modules/N.xcstrings", "App/Kit/Sources/Kit/Kit.xcstrings",
      "App/.Dot.xcstrings", "App/handoff/de.xcloc/Source Contents/App/Z.xcstrings",
    ] {
      try touch(name)
    }
    let found = try discover([folder + "/App/"])
    XCTAssertEqual(
      found.map(\.relativeToRoot),
      [".Dot.xcstrings", "A/Localizable.xcstrings", "A-B/Main.xcstrings", "Kit/Sources/Kit/Kit.xcstrings", "Z.xcstrings"])
    XCTAssertEqual(found.first?.displayPath, "App/.Dot.xcstrings", "relative to the current directory")
    XCTAssertEqual(found.first?.path, folder + "/App/.Dot.xcstrings", "as opened")
    XCTAssertEqual(Set(found.map(\.root)), [folder + "/App"])
  }

  func testStreamsEachCatalogInTheOrderReturned() throws {
    for name in ["b/2.xcstrings", "a/1.xcstrings", "c.xcstrings"] { try touch(name) }
    var streamed: [String] = []
    let found = try CatalogDiscovery.discover([folder], currentDirectory: folder) { streamed.append($0.displayPath) }
    XCTAssertEqual(streamed, ["a/1.xcstrings", "b/2.xcstrings", "c.xcstrings"])
    XCTAssertEqual(found.map(\.displayPath), streamed)
  }

  func testFileArgumentsAreTakenWhateverTheirNameAndOrderedByPath() throws {
    try touch("b/L.xcstrings")
    try touch("a/catalog.json")
    let found = try discover([folder + "/b/L.xcstrings", folder + "/a/catalog.json"])
    XCTAssertEqual(found.map(\.displayPath), [folder + "/a/catalog.json", folder + "/b/L.xcstrings"], "as typed")
    XCTAssertEqual(found.map(\.root), [nil, nil])
    XCTAssertEqual(found.map(\.relativeToRoot), ["catalog.json", "L.xcstrings"])
  }

  func testTheSameFileTwiceIsGivenOnce() throws {
    try touch("a/L.xcstrings")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.xcstrings", withDestinationPath: folder + "/a/L.xcstrings")
    let found = try discover([
      folder + "/a/L.xcstrings", folder + "/a/../a/L.xcstrings", folder + "/link.xcstrings", folder + "/a", folder,
    ])
    XCTAssertEqual(found.map(\.path), [folder + "/a/L.xcstrings"])
  }

  func testSymlinkedFoldersAreFollowedOnceWithoutLoopingOnACycle() throws {
    try touch("real/R.xcstrings")
    try FileManager.default.createSymbolicLink(atPath: folder + "/real/loop", withDestinationPath: folder + "/real")
    try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: folder + "/real")
    try touch("other/O.xcstrings")
    try FileManager.default.createSymbolicLink(atPath: folder + "/real/other-link", withDestinationPath: folder + "/other")
    let found = try discover([folder])
    XCTAssertEqual(found.map(\.displayPath), ["alias/R.xcstrings", "alias/other-link/O.xcstrings"])
  }

  /// A cloned repository's links out of the tree (`link -> ../outside`, `up -> ..`, `root -> /`)
  /// are not followed; a linked catalog outside is named as skipped, never given to a command.
  func testLinksOutOfTheFoldersGivenAreNotFollowed() throws {
    try touch("proj/A.xcstrings")
    try touch("proj/real/R.xcstrings")
    try touch("outside/victim.xcstrings")
    try touch("outside/sub/V.xcstrings")
    let links = [
      ("proj/link", "../outside"), ("proj/up", ".."), ("proj/root", "/"), ("proj/inner", "real"),
      ("proj/victim.xcstrings", "../outside/victim.xcstrings"), ("proj/dangling.xcstrings", "nowhere.xcstrings"),
    ]
    for (link, target) in links {
      try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: target)
    }
    let real = try XCTUnwrap(ResolvedPath.of(folder))
    do {
      _ = try discover([folder + "/proj"])
      XCTFail("expected the outside catalog to be reported")
    } catch {
      XCTAssertEqual(error.found.map(\.relativeToRoot), ["A.xcstrings", "inner/R.xcstrings"])
      XCTAssertEqual(
        error.problems,
        [
          DiscoveryProblem(
            path: folder + "/proj/victim.xcstrings",
            kind: .outsideLink(target: real + "/outside/victim.xcstrings", root: folder + "/proj"))
        ])
      XCTAssertEqual(
        error.description,
        "glossa: \(folder)/proj/victim.xcstrings: skipped: a symbolic link to \(real)/outside/victim.xcstrings, outside \(folder)/proj")
      XCTAssertTrue(error.problems.allSatisfy(\.isSkippedPart))
    }
    // A link into another folder given stays inside: each file once, nothing skipped.
    let both = try discover([folder + "/proj", folder + "/outside"])
    XCTAssertEqual(both.map(\.displayPath), ["outside/sub/V.xcstrings", "outside/victim.xcstrings", "proj/A.xcstrings", "proj/inner/R.xcstrings"])
  }

  func testAFolderWithNoCatalogAndAMissingPathAreReportedWhileTheRestIsFound() throws {
    try touch("empty/readme.txt")
    try touch("full/F.xcstrings")
    do {
      _ = try discover([folder + "/empty", folder + "/full", folder + "/nothing-here"])
      XCTFail("expected a discovery error")
    } catch {
      XCTAssertEqual(
        error.description,
        "glossa: \(folder)/empty: no .xcstrings files found\nglossa: \(folder)/nothing-here: No such file or directory")
      XCTAssertEqual(error.found.map(\.displayPath), ["full/F.xcstrings"])
    }
  }

  func testOtherExtensionsForLint() throws {
    try touch("App/en.lproj/Localizable.strings")
    try touch("App/en.lproj/Localizable.stringsdict")
    try touch("App/L.xcstrings")
    try touch("empty/x.txt")
    let found = try discover([folder + "/App"], extensions: LintInputs.extensions)
    XCTAssertEqual(found.map(\.relativeToRoot), ["L.xcstrings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict"])
    XCTAssertThrowsError(try discover([folder + "/empty"], extensions: LintInputs.extensions)) { error in
      XCTAssertEqual("\(error)", "glossa: \(folder)/empty: no .xcstrings, .strings or .stringsdict files found")
    }
  }

  func testGitIgnoredFilesAndFoldersAreSkippedButTrackedOnesKept() throws {
    try touch("repo/App/L.xcstrings")
    try touch("repo/build/Generated.xcstrings")
    try touch("repo/App/Scratch.xcstrings")
    try touch("repo/App/Tracked.xcstrings")
    try touch("repo/Vendor/inner/V.xcstrings")
    try touch("repo/Vendor/inner/Ignored.xcstrings")
    try Data("build/\nScratch.xcstrings\nTracked.xcstrings\n".utf8).write(to: URL(fileURLWithPath: folder + "/repo/.gitignore"))
    try Data("Ignored.xcstrings\n".utf8).write(to: URL(fileURLWithPath: folder + "/repo/Vendor/inner/.gitignore"))
    try git(["init", "-q"], in: folder + "/repo")
    try git(["add", "-f", "App/Tracked.xcstrings"], in: folder + "/repo")
    try git(["init", "-q"], in: folder + "/repo/Vendor/inner")
    XCTAssertEqual(
      try discover([folder + "/repo"]).map(\.relativeToRoot),
      ["App/L.xcstrings", "App/Tracked.xcstrings", "Vendor/inner/V.xcstrings"])
    XCTAssertEqual(try discover([folder + "/repo/App"]).map(\.relativeToRoot), ["L.xcstrings", "Tracked.xcstrings"])
  }

  func testDisplayPathIsRelativeToTheCurrentDirectoryOrTidied() throws {
    try touch("x/L.xcstrings")
    let elsewhere = try CatalogDiscovery.discover([folder + "/x/./"], currentDirectory: "/nonexistent")
    XCTAssertEqual(elsewhere.map(\.displayPath), [folder + "/x/L.xcstrings"])
    XCTAssertEqual(CatalogDiscovery.tidy("./a//b/../c/"), "a/c")
    XCTAssertEqual(CatalogDiscovery.tidy("../a"), "../a")
  }

  private func git(_ arguments: [String], in directory: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
  }
}

/// Ten thousand catalogs are not a hang: the walk lists each folder once, looks at each catalog
/// once, needs no look at other plain files, and asks git once per work tree.
final class CatalogDiscoveryWorkTests: XCTestCase {
  func testTheWalkIsLinearAndAsksGitOncePerWorkTree() throws {
    let folder = NSTemporaryDirectory() + "discovery-work-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for group in 0..<100 {
      let sub = folder + "/repo/Feature\(group)"
      try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
      // Plain creat(2): FileManager writes each file atomically, which costs a minute on a busy disk.
      for name in (0..<100).map({ "C\($0).xcstrings" }) + ["notes.txt"] {
        let descriptor = creat(sub + "/" + name, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, name)
        close(descriptor)
      }
    }
    let inner = folder + "/repo/Feature0/Inner"
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    for repository in [folder + "/repo", inner] {
      let git = Process()
      git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      git.arguments = ["git", "init", "-q", repository]
      git.standardOutput = FileHandle.nullDevice
      git.standardError = FileHandle.nullDevice
      try git.run()
      git.waitUntilExit()
    }
    var streamed = 0
    let walk = CatalogDiscovery.walk([folder + "/repo"], currentDirectory: folder) { _ in streamed += 1 }
    XCTAssertEqual(walk.found.count, 10_000)
    XCTAssertEqual(streamed, 10_000)
    XCTAssertEqual(walk.problems, [])
    XCTAssertEqual(walk.listings, 102, "the root, 100 features and Inner, each once")
    XCTAssertEqual(walk.stats, 10_000 + 100 + 1, "each catalog and folder once; notes.txt and .git never")
    XCTAssertEqual(walk.ignores.queries, 2, "the work tree and the nested one")
  }
}
