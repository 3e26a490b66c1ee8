import Foundation
import GlossaRuntime
import TestSupport
import XCTest

/// GlossaRuntime links no zstd (it must build for apps as is); an app that has
/// zstd passes `decompress`, and `.json.zst` files are read when the `.json`
/// beside them is absent. Here the `zstd` command plays the app's library.
final class StringPackCompressedTests: XCTestCase {
  func testZstdFilesReadThroughTheAppsDecompressor() throws {
    try ZstdTool.require()
    let zstd = URL(fileURLWithPath: try XCTUnwrap(ZstdTool.path))
    let fixture = try PackFixture([
      "languages.json": Manifests.languages(
        layout: "keys-once",
        entries: [Manifests.entry("en", fallback: ["en"]), Manifests.entry("de", fallback: ["de", "en"])]),
      "keys.json": #"["greeting", "farewell"]"#,
      "en.json": #"["Hello", "Bye"]"#,
      "de.json": #"["Hallo", null]"#,
    ])
    for name in ["keys.json", "en.json", "de.json"] {
      try Self.run(zstd, ["-q", "--rm", fixture.directory.appendingPathComponent(name).path])
    }
    XCTAssertThrowsError(try StringPack(directory: fixture.directory, preferredLanguages: ["de"]))
    let pack = try StringPack(directory: fixture.directory, preferredLanguages: ["de"]) { compressed in
      try Self.run(zstd, ["-d", "-c", "-q"], input: compressed)
    }
    XCTAssertEqual([pack["greeting"], pack["farewell"]], ["Hallo", "Bye"])
  }

  @discardableResult
  private static func run(_ tool: URL, _ arguments: [String], input: Data = Data()) throws -> Data {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    // Packs in tests are far below a pipe's buffer, so writing all first cannot block.
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
    return output
  }
}
