import Foundation
import XCTest

/// An option that does not apply to the chosen format (or mode) of `export` or `import` is a
/// usage error, exit 64, naming the option and the format — never silently ignored (issue 21).
final class FormatOptionScopeCLITests: XCTestCase {
  private func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let run = try GlossaExecutable.run(arguments)
    XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)", file: file, line: line)
    XCTAssertTrue(run.stderr.hasPrefix("Error: \(message)\n"), "\(arguments): \(run.stderr)", file: file, line: line)
  }

  func testExportOptionsOutsideTheirFormats() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let base = try folder.write("base.json", Array("[]".utf8))
    for format in ["po", "xliff", "strings", "keys-once"] {
      try assertUsageError(["export", "--format", format, "--entities", catalog], "--entities does not apply to --format \(format) (only json, plist)")
    }
    for format in ["json", "plist", "strings", "xliff", "po"] {
      try assertUsageError(
        ["export", "--format", format, "--compress", "zstd", catalog], "--compress does not apply to --format \(format) (only keys-once)")
    }
    for format in ["strings", "xliff", "po"] {
      try assertUsageError(
        ["export", "--format", format, "--fallback", "pt-BR=pt", catalog],
        "--fallback does not apply to --format \(format) (only json, plist, keys-once)")
    }
    try assertUsageError(["export", "--format", "json", "--base", base, catalog], "--base applies only with --entities (--format json --entities)")
    try assertUsageError(["export", "--format", "plist", "--entities", "--base", base, catalog], "--base does not apply to --format plist (only json)")
    try assertUsageError(["export", "--format", "po", "--base", base, catalog], "--base does not apply to --format po (only json)")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("Sample.po")))

    // Where they apply they are taken.
    let plist = try GlossaExecutable.run(
      ["export", "--format", "plist", "--entities", "--fallback", "pt-BR=pt", "--out", folder.path("seed"), catalog])
    XCTAssertEqual(plist.status, 0, plist.stderr)
  }

  func testImportOptionsOutsideTheirFormatsAndModes() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let files = folder.url.path
    for format in ["po", "xliff", "strings", "keys-once"] {
      try assertUsageError(
        ["import", "--format", format, "--entities", "--to", catalog, files], "--entities does not apply to --format \(format) (only json, plist)")
    }
    try assertUsageError(
      ["import", "--format", "json", "--fields", "name", "--to", catalog, files], "--fields applies only with --entities (--format json --entities)")
    try assertUsageError(["import", "--format", "po", "--fields", "name", "--to", catalog, files], "--fields does not apply to --format po (only json, plist)")
    try assertUsageError(
      ["import", "--format", "json", "--entities", "--to", catalog, files],
      "--format json --entities needs --fields: the record fields that become keys (e.g. --fields name,summary)")
    try assertUsageError(
      ["import", "--format", "json", "--entities", "--fields", "name,id", "--to", catalog, files],
      "--fields: \"id\" cannot be a record field (not empty, no '.', not id)")
    try assertUsageError(
      ["import", "--format", "xliff", "--source-language", "en", "--to", catalog, files],
      "--source-language does not apply to --format xliff (only json, plist)")
    try assertUsageError(
      ["import", "--format", "json", "--source-language", "en", "--to", catalog, files],
      "--source-language applies only with --entities (--format json --entities)")
    try assertUsageError(["import", "--format", "po", "--name", "X", "--to", catalog, files], "--name does not apply to --format po (only json)")
    try assertUsageError(
      ["import", "--format", "xliff", "--fallback", "pt-BR=pt", "--to", catalog, files],
      "--fallback does not apply to --format xliff (only json, plist, keys-once)")
    for option in [["--table", "InfoPlist"], ["--overwrite"], ["--skip-invalid"]] {
      try assertUsageError(
        ["import", "--format", "po"] + option + ["--to", catalog, files],
        "\(option[0]) does not apply to --format po (only to importing .lproj folders)")
    }
    for option in [["--entities"], ["--fields", "name"], ["--fallback", "pt-BR=pt"], ["--states", "all"], ["--name", "X"]] {
      try assertUsageError(
        ["import"] + option + ["--to", catalog, files], "\(option[0]) applies only with --format (importing an export), not to .lproj folders")
    }
  }
}
