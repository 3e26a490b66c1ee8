import Foundation
import StringCatalog
import XCTest

/// A real git repository in a temporary folder, with glossa set up as the catalogs' merge and
/// diff driver the way `glossa git install` does it (but pointing at the built binary).
final class GitTestRepository {
  let folder: CLIFolder
  var url: URL { folder.url }

  init(installDrivers: Bool = true) throws {
    folder = try CLIFolder()
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "tests@glossa.invalid")
    try git("config", "user.name", "Glossa Tests")
    try git("config", "commit.gpgsign", "false")
    guard installDrivers else { return }
    let glossa = try GlossaExecutable.require().path
    try git("config", "merge.xcstrings.name", "Glossa catalog merge")
    try git("config", "merge.xcstrings.driver", "'\(glossa)' merge %O %A %B %P")
    try git("config", "diff.xcstrings.textconv", "'\(glossa)' diff --textconv")
    try folder.write(".gitattributes", Array("*.xcstrings merge=xcstrings diff=xcstrings\n".utf8))
  }

  /// Runs git in the repository; fails the test on a non-zero status unless `allowingFailure`.
  @discardableResult
  func git(_ arguments: String..., allowingFailure: Bool = false, environment: [String: String] = [:]) throws -> GlossaExecutable.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = url
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = "1"
    merged["GIT_CONFIG_NOSYSTEM"] = "1"
    merged["HOME"] = url.path
    merged["GIT_PAGER"] = "cat"
    merged.merge(environment) { $1 }
    process.environment = merged
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let run = GlossaExecutable.Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
    if !allowingFailure && run.status != 0 {
      XCTFail("git \(arguments.joined(separator: " ")) failed (\(run.status)): \(run.stderr)")
    }
    return run
  }

  func write(_ name: String, _ catalog: Catalog) throws {
    try folder.write(name, CatalogWriter.bytes(catalog))
  }

  func commitAll(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  /// Commits `base`, then `ours` on main and `theirs` on feature (as Localizable.xcstrings), and
  /// merges feature into main.
  func merge(base: Catalog, ours: Catalog, theirs: Catalog) throws -> GlossaExecutable.Run {
    try write("Localizable.xcstrings", base)
    try commitAll("base")
    try git("checkout", "-q", "-b", "feature")
    try write("Localizable.xcstrings", theirs)
    try commitAll("theirs")
    try git("checkout", "-q", "main")
    try write("Localizable.xcstrings", ours)
    try commitAll("ours")
    return try git("merge", "--no-edit", "feature", allowingFailure: true)
  }

  /// The git directory's merge-conflict records.
  func conflictRecords() throws -> [String] {
    let folder = url.appendingPathComponent(".git/glossa/merge-conflicts")
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      folder.appendingPathComponent($0).path
    }
  }
}

/// Small catalogs for the git tests, built as values so every file is in Xcode's exact form.
enum GitFixture {
  static func catalog(_ entries: [(String, Entry)], version: String = "1.0") -> Catalog {
    Catalog(sourceLanguage: "en", version: version, strings: KeyedList(entries))
  }

  static func entry(_ values: [String: String], state: TranslationState = .translated, comment: String? = nil) -> Entry {
    Entry(comment: comment, localizations: KeyedList(values.map { ($0.key, Localization(value: $0.value, state: state)) }))
  }

  /// An entry whose `language` varies by plural (`one`/`other`) and whose `device` variation
  /// holds `iphone`/`mac` texts in `deviceLanguage`.
  static func varied(plural: [String: String], device: [String: String], language: String = "de", deviceLanguage: String = "fr") -> Entry {
    func forms(_ texts: [String: String]) -> KeyedList<Localization> {
      KeyedList(texts.map { ($0.key, Localization(value: $0.value, state: .translated)) })
    }
    return Entry(
      localizations: KeyedList([
        ("en", Localization(value: "%lld files", state: .translated)),
        (language, Localization(variations: Variations(plural: forms(plural)))),
        (deviceLanguage, Localization(variations: Variations(device: forms(device)))),
      ]))
  }
}
