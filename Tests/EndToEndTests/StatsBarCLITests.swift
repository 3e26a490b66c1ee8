import Foundation
import XCTest

/// `glossa stats` in a terminal (a pty from `script(1)`): a coverage bar per language, in glyphs
/// that differ without colour, coloured unless NO_COLOR; piped, the plain table (`CLITests`).
final class StatsBarCLITests: XCTestCase {
  /// Runs `glossa stats` on the sample with a terminal as its standard output.
  private func statsInTerminal(environment: [String: String]) throws -> String {
    let glossa = try GlossaExecutable.require()
    try ScriptTool.require()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    // The path is relative so the output does not depend on where the repository is.
    process.arguments = ["-qec", "'\(glossa.path)' stats Resources/Sample.xcstrings", "/dev/null"]
    process.currentDirectoryURL = CLIPaths.repositoryRoot
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    merged.merge(environment) { $1 }
    process.environment = merged
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  func testABarPerLanguageWithoutColourUnderNoColor() throws {
    let output = try statsInTerminal(environment: ["NO_COLOR": "1"])
    XCTAssertEqual(
      output,
      """
      Resources/Sample.xcstrings: 21 entries, source language en
      language     total  translated  review  machine  new  missing  stale  dnt  percent
      en (source)     18          18       0        0    0        0      1    2     100%  ██████████████████████████████
      ar              18           8       1        0    1        8      1    2    44.4%  █████████████▓▓▒▒░░░░░░░░░░░░░
      de              18          16       1        0    1        0      1    2    88.8%  ███████████████████████████▓▓▒
      fr              18          11       2        0    2        3      1    2    61.1%  ███████████████████▓▓▓▒▒▒░░░░░
      ja              18          12       0        0    1        5      1    2    66.6%  ████████████████████▒▒░░░░░░░░
      ru              18          10       2        0    1        5      1    2    55.5%  █████████████████▓▓▓▒▒░░░░░░░░
      █ translated  ▓ needs review  ▒ new  ░ missing

      """)
  }

  func testTheBarIsColouredWithoutNoColor() throws {
    let output = try statsInTerminal(environment: [:])
    let ar = output.split(separator: "\n").first { $0.hasPrefix("ar ") }.map(String.init)
    XCTAssertEqual(
      ar,
      "ar              18           8       1        0    1        8      1    2    44.4%  "
        + "\u{1B}[32m█████████████\u{1B}[0m\u{1B}[33m▓▓\u{1B}[0m\u{1B}[34m▒▒\u{1B}[0m\u{1B}[31m░░░░░░░░░░░░░\u{1B}[0m")
  }
}
