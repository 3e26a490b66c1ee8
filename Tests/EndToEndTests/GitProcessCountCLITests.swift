import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 3: `diff REF`, `lint --since` and `mark-review --since` read every catalog's old
/// version with one `git cat-file --batch` per worktree, not one git process (or two) per
/// catalog. The work count: git is found on PATH, so a wrapper placed first on PATH logs every
/// git process glossa starts before running the real git in a real repository.
final class GitProcessCountCLITests: XCTestCase {
  private static let folders = ["", "App/", "App/Settings/", "App/Settings/Panes/", "Kit/Sources/Kit/Resources/"]
  private static let catalogNames = ["A", "B", "C"]

  /// 15 catalogs in nested folders, committed, then the source of "Done" changed in `changing`
  /// of them (all by default).
  private func repositoryWithManyCatalogs(changing changed: Int? = nil) throws -> (GitTestRepository, [String]) {
    let repository = try GitTestRepository()
    var paths: [String] = []
    for folder in Self.folders {
      if !folder.isEmpty { try FileManager.default.createDirectory(atPath: repository.folder.path(folder), withIntermediateDirectories: true) }
      for name in Self.catalogNames {
        let path = folder + name + ".xcstrings"
        try repository.write(path, GitFixture.catalog([("Done", GitFixture.entry(["en": "Done", "de": "Fertig"]))]))
        paths.append(path)
      }
    }
    try repository.commitAll("translated")
    for path in paths.prefix(changed ?? paths.count) {
      try repository.write(path, GitFixture.catalog([("Done", GitFixture.entry(["en": "Finish", "de": "Fertig"]))]))
    }
    return (repository, paths)
  }

  /// Runs glossa with a logging git first on PATH; returns the run, the git subcommands started
  /// and what glossa asked `cat-file` (its standard input).
  private func runCountingGit(_ arguments: [String], in repository: GitTestRepository) throws -> (GlossaExecutable.Run, [String]) {
    let (run, started, _) = try runCountingGitWithQuestions(arguments, in: repository)
    return (run, started)
  }

  private func runCountingGitWithQuestions(
    _ arguments: [String], in repository: GitTestRepository
  ) throws -> (GlossaExecutable.Run, [String], [String]) {
    let tools = try CLIFolder()
    let log = tools.path("git.log")
    let questions = tools.path("cat-file.log")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let git = path.split(separator: ":").map { $0 + "/git" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/git"
    let script = """
      #!/bin/sh
      printf '%s\\n' "$1" >> '\(log)'
      if [ "$1" = cat-file ]; then tee -a '\(questions)' | '\(git)' "$@"; exit; fi
      exec '\(git)' "$@"

      """
    let wrapper = try tools.write("git", Array(script.utf8))
    XCTAssertEqual(chmod(wrapper, 0o755), 0)
    let run = try GlossaExecutable.start(arguments, in: repository.url, environment: ["PATH": tools.url.path + ":" + path]).finish()
    let started = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let asked = (try? String(contentsOfFile: questions, encoding: .utf8)) ?? ""
    return (run, started.split(separator: "\n").map(String.init), asked.split(separator: "\n").map(String.init))
  }

  func testDiffSinceARevisionStartsOneCatFileForEveryCatalog() throws {
    let (repository, paths) = try repositoryWithManyCatalogs()

    let (run, started) = try runCountingGit(["diff", "HEAD"], in: repository)

    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertEqual(run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count, paths.count, run.stdout)
    XCTAssertTrue(run.stdout.contains("  Done · en: \"Done\" → \"Finish\""), run.stdout)
    // Finding the worktree, listing the tracked catalogs, asking which changed, and one batch
    // for all 15 old versions.
    XCTAssertEqual(started, ["rev-parse", "ls-files", "diff-index", "cat-file"])
  }

  func testLintSinceStartsOneCatFilePerWorktree() throws {
    let (repository, paths) = try repositoryWithManyCatalogs()
    // A repository of its own inside the first: a second worktree, a second batch.
    let inner = repository.folder.path("Vendor/Inner")
    try FileManager.default.createDirectory(atPath: inner, withIntermediateDirectories: true)
    try repository.git("-C", inner, "init", "-q", "-b", "main")
    try repository.write("Vendor/Inner/I.xcstrings", GitFixture.catalog([("Done", GitFixture.entry(["en": "Done", "de": "Fertig"]))]))
    try repository.git("-C", inner, "add", "-A")
    try repository.git("-C", inner, "-c", "user.email=t@glossa.invalid", "-c", "user.name=t", "commit", "-q", "-m", "inner")
    try repository.write("Vendor/Inner/I.xcstrings", GitFixture.catalog([("Done", GitFixture.entry(["en": "Finish", "de": "Fertig"]))]))

    let (run, started) = try runCountingGit(["lint", "--since", "HEAD", "--enable-only", "source-changed", "."], in: repository)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout.split(separator: "\n").count, paths.count + 1, run.stdout)
    XCTAssertEqual(started.filter { $0 == "cat-file" }.count, 2, "\(started)")
    XCTAssertEqual(started.filter { $0 == "diff-index" }.count, 2, "\(started)")
    XCTAssertEqual(started.filter { $0 == "rev-parse" }.count, 2, "\(started)")
    // The folders are walked once, git asked what it ignores once per worktree: `--since` takes
    // lint's files rather than walking again.
    XCTAssertEqual(started.filter { $0 == "ls-files" }.count, 2, "\(started)")
  }

  func testMarkReviewSinceStartsOneCatFile() throws {
    let (repository, paths) = try repositoryWithManyCatalogs()

    let (run, started) = try runCountingGit(["mark-review", "--since", "HEAD", "."], in: repository)

    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.hasPrefix("marked 1 translation") }.count, paths.count, run.stdout)
    XCTAssertEqual(started.filter { $0 == "cat-file" }.count, 1, "\(started)")
    XCTAssertEqual(started.filter { $0 != "ls-files" }, ["rev-parse", "diff-index", "cat-file"])
  }

  /// Only the changed catalogs' old versions are read from git (`contents`, by object id: the
  /// two changed catalogs were the same file at the revision, read once); of the others git is
  /// only asked whether they exist at the revision (`info`, which inflates no blob).
  func testOnlyTheChangedCatalogsAreReadFromGit() throws {
    let (repository, paths) = try repositoryWithManyCatalogs(changing: 2)

    for arguments in [["diff", "HEAD"], ["lint", "--since", "HEAD", "--enable-only", "source-changed", "."], ["mark-review", "--since", "HEAD", "."]] {
      let (run, _, asked) = try runCountingGitWithQuestions(arguments, in: repository)

      XCTAssertNotEqual(run.status, 2, run.stderr)
      XCTAssertEqual(asked.filter { $0.hasPrefix("contents ") }.count, 1, "\(arguments): \(asked)")
      XCTAssertEqual(asked.filter { $0.hasPrefix("info HEAD:") }.count, paths.count - 2, "\(arguments)")
      try repository.git("checkout", "-q", "--", ".")
      for path in paths.prefix(2) {
        try repository.write(path, GitFixture.catalog([("Done", GitFixture.entry(["en": "Finish", "de": "Fertig"]))]))
      }
    }
  }
}
