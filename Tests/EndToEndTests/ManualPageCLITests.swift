import Foundation
import TestSupport
import XCTest

/// `glossa --generate-manual` as man shows it: groff renders it without a warning, and every
/// `·`, `→` and `×` of the help text is there.
final class ManualPageCLITests: XCTestCase {
  private func render(_ page: String) throws -> (lines: [String], warnings: String) {
    let folder = try CLIFolder()
    let path = try folder.write("glossa.1", Array(page.utf8))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // -ww: every warning; -P -cbou: plain text, no overstriking for bold and underline.
    process.arguments = ["groff", "-mandoc", "-Tutf8", "-ww", "-P", "-cbou", path]
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
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

  func testTheManualRendersEveryCharacterWithoutWarnings() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
      throw Requirement.missing("groff is not installed (apt-get install groff)")
    }
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
      "[--sources dir ...] [path ...]",
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
}
