import Foundation
import XCTest

/// `glossa git install` / `uninstall`: idempotent, and uninstall leaves the files byte for byte
/// as they were before install.
final class GitInstallCLITests: XCTestCase {
  private func glossa(_ arguments: [String], in repository: GitTestRepository, home: String? = nil) throws -> GlossaExecutable.Run {
    var environment = ["GIT_CONFIG_NOSYSTEM": "1", "HOME": home ?? repository.url.path, "XDG_CONFIG_HOME": ""]
    environment["PATH"] = "/usr/bin:/bin"
    let run = try GlossaExecutable.start(arguments, in: repository.url, environment: environment).finish()
    XCTAssertEqual(run.status, 0, run.stderr)
    return run
  }

  private func bytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
  }

  func testInstallTwiceThenUninstallRestoresTheRepository() throws {
    let repository = try GitTestRepository(installDrivers: false)
    let config = repository.url.appendingPathComponent(".git/config").path
    let attributes = repository.url.appendingPathComponent(".gitattributes").path
    let configBefore = bytes(config)

    let first = try glossa(["git", "install"], in: repository)
    let configInstalled = bytes(config)
    let second = try glossa(["git", "install"], in: repository)

    XCTAssertTrue(first.stdout.contains("added `*.xcstrings merge=xcstrings diff=xcstrings` to"), first.stdout)
    XCTAssertEqual(try repository.folder.text(".gitattributes"), "*.xcstrings merge=xcstrings diff=xcstrings\n")
    let glossaPath = try GlossaExecutable.require().resolvingSymlinksInPath().path
    XCTAssertEqual(try repository.git("config", "merge.xcstrings.driver").stdout, "'\(glossaPath)' merge %O %A %B %P\n")
    XCTAssertEqual(try repository.git("config", "diff.xcstrings.textconv").stdout, "'\(glossaPath)' diff --textconv\n")
    XCTAssertEqual(second.stdout, "glossa is already set up (\(attributes))\n")
    XCTAssertEqual(bytes(config), configInstalled)

    let removed = try glossa(["git", "uninstall"], in: repository)

    XCTAssertTrue(removed.stdout.contains("unset merge.xcstrings.driver"), removed.stdout)
    XCTAssertEqual(bytes(config), configBefore)
    XCTAssertFalse(FileManager.default.fileExists(atPath: attributes))
    XCTAssertEqual(try glossa(["git", "uninstall"], in: repository).stdout, "nothing to remove\n")
  }

  func testUninstallKeepsTheAttributesFileAsItWas() throws {
    let repository = try GitTestRepository(installDrivers: false)
    try repository.folder.write(".gitattributes", Array("*.png binary".utf8))

    _ = try glossa(["git", "install"], in: repository)
    XCTAssertEqual(try repository.folder.text(".gitattributes"), "*.png binary\n*.xcstrings merge=xcstrings diff=xcstrings\n")
    _ = try glossa(["git", "install"], in: repository)
    _ = try glossa(["git", "uninstall"], in: repository)

    XCTAssertEqual(try repository.folder.text(".gitattributes"), "*.png binary")
  }

  func testUninstallLeavesASettingSomeoneChanged() throws {
    let repository = try GitTestRepository(installDrivers: false)
    _ = try glossa(["git", "install"], in: repository)
    try repository.git("config", "diff.xcstrings.textconv", "cat")

    let removed = try glossa(["git", "uninstall"], in: repository)

    XCTAssertTrue(removed.stdout.contains("left diff.xcstrings.textconv = cat"), removed.stdout)
    XCTAssertEqual(try repository.git("config", "diff.xcstrings.textconv").stdout, "cat\n")
    XCTAssertEqual(try repository.git("config", "merge.xcstrings.driver", allowingFailure: true).status, 1)
  }

  func testGlobalInstallWritesTheUsersConfigAndAttributes() throws {
    let repository = try GitTestRepository(installDrivers: false)
    let home = try CLIFolder()

    _ = try glossa(["git", "install", "--global"], in: repository, home: home.url.path)

    XCTAssertEqual(try home.text(".config/git/attributes"), "*.xcstrings merge=xcstrings diff=xcstrings\n")
    let globalConfig = try home.text(".gitconfig")
    XCTAssertTrue(globalConfig.contains("driver = "), globalConfig)
    XCTAssertFalse(FileManager.default.fileExists(atPath: repository.folder.path(".gitattributes")))

    _ = try glossa(["git", "uninstall", "--global"], in: repository, home: home.url.path)

    XCTAssertFalse(FileManager.default.fileExists(atPath: home.path(".config/git/attributes")))
    XCTAssertEqual(try home.text(".gitconfig"), "")
  }

  func testOutsideARepositoryInstallSaysSo() throws {
    let folder = try CLIFolder()
    let run = try GlossaExecutable.start(["git", "install"], in: folder.url, environment: ["GIT_CEILING_DIRECTORIES": folder.url.deletingLastPathComponent().path]).finish()
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "glossa: not in a git worktree (use --global to set up every repository)\n")
  }
}
