import Foundation
import TestSupport
import XCTest

/// `glossa --generate-manual` as man shows it: groff renders it without a warning, in UTF-8 and
/// in ASCII (man under `LANG=C`), and every `·`, `→` and `×` of the help text is there.
final class ManualPageCLITests: XCTestCase {
  private func render(_ page: String, device: String = "utf8", locale: String = "C.UTF-8") throws -> (
    lines: [String], warnings: String
  ) {
    let folder = try CLIFolder()
    let path = try folder.write("glossa.1", Array(page.utf8))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // -ww: every warning; -P -cbou: plain text, no overstriking for bold and underline.
    process.arguments = ["groff", "-mandoc", "-T\(device)", "-ww", "-P", "-cbou", path]
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = locale
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return (lines, String(decoding: warnings, as: UTF8.self))
  }

  private func requireGroff() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
      throw Requirement.missing("groff is not installed (apt-get install groff)")
    }
  }

  func testTheManualRendersEveryCharacterWithoutWarnings() throws {
    try requireGroff()
    let run = try GlossaExecutable.run(["--generate-manual"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    XCTAssertFalse(run.stdout.contains("\n\n"), "a blank line in mdoc is a warning")
    let (lines, warnings) = try render(run.stdout)
    XCTAssertEqual(warnings, "")
    let expected = [
      "glossa — A terminal editor and toolkit for Xcode String Catalogs",
      "(.xcstrings).",
      "glossa [--languages lang,...] [--read-only] [--since REF]",
      "[--sources dir ...] [path ...] [--exclude GLOB ...]",
      "glossa export --format format [--languages lang,...] [--fallback",
      "One line per change: `key · de: \"Alt\" → \"Neu\" (needs review →",
      "translated)`, added and removed keys, languages and comments. Colour when",
      "A three-way merge per leaf (key × language × plural/device form, comment,",
      "--provider provider",
      "Without a command, glossa runs edit. Every command takes -h or --help",
    ]
    for line in expected {
      XCTAssertTrue(lines.contains(line), "missing line: \(line)\n\(lines.joined(separator: "\n"))")
    }
  }

  /// `LANG` unset, man renders for ASCII: no character may be missing there (`…` was
  /// "can't find special character 'u2026'"), and those with an ASCII form keep it.
  func testTheManualRendersInASCIIWithoutWarnings() throws {
    try requireGroff()
    let run = try GlossaExecutable.run(["--generate-manual"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let (lines, warnings) = try render(run.stdout, device: "ascii", locale: "C")
    XCTAssertEqual(warnings, "")
    let text = lines.joined(separator: "\n")
    XCTAssertTrue(text.unicodeScalars.allSatisfy(\.isASCII))
    for line in [
      "glossa -- A terminal editor and toolkit for Xcode String Catalogs",
      "One line per change: `key . de: \"Alt\" -> \"Neu\" (needs review ->",
      "A three-way merge per leaf (key x language x plural/device form, comment,",
    ] {
      XCTAssertTrue(lines.contains(line), "missing line: \(line)\n\(text)")
    }
  }

  /// The page as `man -l` shows it under `LANG=C` and under UTF-8, with man's own warnings.
  func testManShowsThePageWithoutWarningsInEitherLocale() throws {
    try requireGroff()
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else {
      throw Requirement.missing("man is not installed (apt-get install man-db)")
    }
    let run = try GlossaExecutable.run(["--generate-manual"])
    let folder = try CLIFolder()
    let path = try folder.write("glossa.1", Array(run.stdout.utf8))
    for locale in ["C", "C.UTF-8"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
      process.arguments = ["-l", path]
      var environment = ProcessInfo.processInfo.environment
      environment["LANG"] = locale
      environment["LC_ALL"] = locale
      environment["MANPAGER"] = "cat"
      environment["MANWIDTH"] = "80"
      process.environment = environment
      let errors = Pipe()
      process.standardOutput = FileHandle.nullDevice
      process.standardError = errors
      try process.run()
      let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, locale)
      XCTAssertEqual(warnings, "", "man -l under LANG=\(locale)")
    }
  }
}
