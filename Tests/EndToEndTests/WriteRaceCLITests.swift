import Foundation
import XCTest

/// `format` and `import` replace a file only if it is still what they read, and leave no
/// temporary file behind: not on a change made meanwhile, a file-size limit, SIGINT, SIGTERM,
/// nor (on the next write) after `kill -9`.
final class WriteRaceCLITests: XCTestCase {
  private let catalogName = "Localizable.xcstrings"
  private let theirs = CLITests.unformatted.replacingOccurrences(of: "Bonjour", with: "Salut")

  func testFormatKeepsAChangeMadeWhileItRunsAndWritesNothing() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    let run = try runChangingTheCatalogMeanwhile(["format", path], in: folder)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: \(path) changed on disk while it was being formatted; nothing written\n")
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(try folder.text(catalogName), theirs, "the change made meanwhile is kept")
    XCTAssertEqual(try folder.contents(), [catalogName], "no temporary file left")
  }

  func testFormatHeldBeforeTheReplaceWritesWhenNothingChanged() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    let hold = try WriteHold()
    let process = try GlossaExecutable.start(["format", path], environment: hold.environment)
    _ = try hold.waitForTemporaryFile(of: catalogName, in: folder, process: process)
    hold.release(process)
    let run = try process.finish()
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try folder.text(catalogName), CLITests.formatted)
    XCTAssertEqual(try folder.contents(), [catalogName])
  }

  func testImportKeepsAChangeMadeWhileItRunsAndWritesNothing() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.formatted.utf8))
    try writeLproj(in: folder)
    let run = try runChangingTheCatalogMeanwhile(["import", "--to", path, folder.path("App")], in: folder)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: \(path) changed on disk while it was being imported; nothing written\n")
    XCTAssertEqual(try folder.text(catalogName), theirs)
    XCTAssertEqual(try folder.contents(), ["App", catalogName])
  }

  func testImportIntoANewCatalogKeepsAFileCreatedMeanwhile() throws {
    let folder = try CLIFolder()
    try writeLproj(in: folder)
    let path = folder.path(catalogName)
    let run = try runChangingTheCatalogMeanwhile(["import", "--to", path, folder.path("App")], in: folder)
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: \(path) changed on disk while it was being imported; nothing written\n")
    XCTAssertEqual(try folder.text(catalogName), theirs)
  }

  func testAFileSizeLimitIsReportedAndLeavesNoTemporaryFile() throws {
    let folder = try CLIFolder()
    let original = Array(Self.largeUnformattedCatalog().utf8)
    let path = try folder.write(catalogName, original)
    // 64 blocks of 512 bytes (dash and bash count -f in 512-byte blocks): far below the output.
    let run = try GlossaExecutable.start(["format", path], launcher: ["/bin/sh", "-c", "ulimit -f 64 && exec \"$@\"", "sh"])
      .finish()
    XCTAssertNil(run.signal, "killed by signal \(run.signal ?? 0) (SIGXFSZ is 25)")
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stderr, "glossa: \(path): cannot write: File too large; nothing written\n")
    XCTAssertTrue(try folder.bytes(catalogName) == original, "the file is unchanged")
    XCTAssertEqual(try folder.contents(), [catalogName], "no temporary file left")
  }

  func testSIGTERMAndSIGINTRemoveTheTemporaryFile() throws {
    for signal in [SIGTERM, SIGINT] {
      let folder = try CLIFolder()
      let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
      let hold = try WriteHold()
      let process = try GlossaExecutable.start(["format", path], environment: hold.environment)
      _ = try hold.waitForTemporaryFile(of: catalogName, in: folder, process: process)
      XCTAssertEqual(kill(process.process.processIdentifier, signal), 0)
      let run = try process.finish()
      XCTAssertEqual(run.signal, signal, "the process still dies of the signal")
      XCTAssertEqual(try folder.contents(), [catalogName], "signal \(signal): no temporary file left")
      XCTAssertEqual(try folder.text(catalogName), CLITests.unformatted)
    }
  }

  func testTheNextWriteRemovesTemporaryFilesOfKilledRunsButNotOfLiveOnes() throws {
    let folder = try CLIFolder()
    let path = try folder.write(catalogName, Array(CLITests.unformatted.utf8))
    let hold = try WriteHold()
    let process = try GlossaExecutable.start(["format", path], environment: hold.environment)
    let left = try hold.waitForTemporaryFile(of: catalogName, in: folder, process: process)
    XCTAssertEqual(kill(process.process.processIdentifier, SIGKILL), 0)
    _ = try process.finish()
    XCTAssertEqual(try temporaryFiles(of: catalogName, in: folder), [left], "kill -9 runs no handler")
    // A writer that is still alive (this test process) keeps its temporary file.
    let live = ".\(catalogName).glossa-tmp.\(getpid()).live"
    try folder.write(live, [])

    let run = try GlossaExecutable.run(["format", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(try folder.contents(), [live, catalogName].sorted())
    XCTAssertEqual(try folder.text(catalogName), CLITests.formatted)
  }

  /// Runs glossa held just before it replaces the catalog, writes `theirs` over the catalog
  /// meanwhile, and lets it go on.
  private func runChangingTheCatalogMeanwhile(_ arguments: [String], in folder: CLIFolder) throws -> GlossaExecutable.Run {
    let hold = try WriteHold()
    let process = try GlossaExecutable.start(arguments, environment: hold.environment)
    _ = try hold.waitForTemporaryFile(of: catalogName, in: folder, process: process)
    try folder.write(catalogName, Array(theirs.utf8))
    hold.release(process)
    return try process.finish()
  }

  private func writeLproj(in folder: CLIFolder) throws {
    try FileManager.default.createDirectory(atPath: folder.path("App/de.lproj"), withIntermediateDirectories: true)
    try folder.write("App/de.lproj/Localizable.strings", Array("\"Hello\" = \"Servus\";\n\"New\" = \"Neu\";\n".utf8))
  }

  /// About 300 KB on one line; formatted, several times that.
  static func largeUnformattedCatalog() -> String {
    let entries = (0..<3000).map { "\"key \($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert \($0)\"}}}}" }
    return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
  }
}
