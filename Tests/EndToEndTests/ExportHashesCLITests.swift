import Foundation
import XCTest

/// `glossa export --format json --hashes`: every language of the languages file carries the
/// SHA-256 of its file, as coreutils' `sha256sum` computes it; nothing else of the file changes;
/// other formats refuse the option as a usage error.
final class ExportHashesCLITests: XCTestCase {
  func testEachLanguageCarriesTheSHA256OfItsFile() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let plain = try GlossaExecutable.run(["export", "--format", "json", "--out", folder.path("plain"), catalog])
    XCTAssertEqual(plain.status, 0, plain.stderr)
    let hashed = try GlossaExecutable.run(["export", "--format", "json", "--hashes", "--out", folder.path("hashed"), catalog])
    XCTAssertEqual(hashed.status, 0, hashed.stderr)

    let languages = try XCTUnwrap(try languagesOf(folder.path("hashed/Sample-languages.json")))
    XCTAssertEqual(languages.count, 6)
    for language in languages {
      let code = try XCTUnwrap(language["code"] as? String)
      let file = folder.path("hashed/Sample-\(code).json")
      XCTAssertEqual(language["sha256"] as? String, try sha256sum(file), code)
      XCTAssertEqual(try folder.bytes("hashed/Sample-\(code).json"), try folder.bytes("plain/Sample-\(code).json"))
    }
    // The only difference: one "sha256" member per language, last.
    let expected = try folder.text("plain/Sample-languages.json")
    let stripped = try folder.text("hashed/Sample-languages.json").replacingOccurrences(
      of: #",\n      "sha256": "[0-9a-f]{64}""#, with: "", options: .regularExpression)
    XCTAssertEqual(stripped, expected)
  }

  func testOtherFormatsRefuseHashesAsAUsageError() throws {
    let folder = try CLIFolder()
    let catalog = try folder.write("Sample.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    for format in ["keys-once", "po", "plist"] {
      let run = try GlossaExecutable.run(["export", "--format", format, "--hashes", "--out", folder.path(format), catalog])
      XCTAssertEqual(run.status, 64, format)
      XCTAssertTrue(run.stderr.contains("--hashes does not apply to --format \(format) (only json)"), run.stderr)
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path(format)), "nothing is written")
    }
  }

  private func languagesOf(_ path: String) throws -> [[String: Any]]? {
    let top = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
    return top?["languages"] as? [[String: Any]]
  }

  private func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "sha256sum (coreutils) is needed")
    return String(String(decoding: data, as: UTF8.self).prefix(64))
  }
}
