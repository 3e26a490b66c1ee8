import Foundation
import XCTest

/// Every command reads its input the same way: only regular files (a FIFO is refused at once,
/// never waited on), and one decoding, so odd bytes get the same error everywhere.
final class InputKindCLITests: XCTestCase {
  func testAFIFOIsRefusedAtOnceByEveryCommand() throws {
    let folder = try CLIFolder()
    let fifo = folder.path("Pipe.xcstrings")
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    let refusal = "glossa: \(fifo): not a regular file\n"
    for arguments in [["format", fifo], ["format", "--check", fifo], ["stats", fifo], ["import", "--to", fifo, folder.path("App")]] {
      try FileManager.default.createDirectory(atPath: folder.path("App/de.lproj"), withIntermediateDirectories: true)
      try folder.write("App/de.lproj/Localizable.strings", Array("\"a\" = \"b\";\n".utf8))
      let run = try GlossaExecutable.run(arguments, timeout: 20)
      XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
      XCTAssertEqual(run.stderr, refusal, arguments.joined(separator: " "))
    }
    let lint = try GlossaExecutable.run(["lint", fifo], timeout: 20)
    XCTAssertEqual(lint.status, 2)
    XCTAssertEqual(lint.stdout, "\(fifo):1:1: error: [parse-error] - · - · not a regular file\n")
  }

  func testAFIFOAmongTheImportedFilesIsReportedNotWaitedOn() throws {
    let folder = try CLIFolder()
    try FileManager.default.createDirectory(atPath: folder.path("App/de.lproj"), withIntermediateDirectories: true)
    let fifo = folder.path("App/de.lproj/Localizable.strings")
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    let run = try GlossaExecutable.run(["import", "--to", folder.path("New.xcstrings"), folder.path("App")], timeout: 20)
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.stderr,
      "glossa: \(fifo): not a regular file\nglossa: 1 file could not be imported; nothing written (--skip-invalid imports the others)\n")
    XCTAssertEqual(try folder.contents(), ["App"])
  }

  func testTwoByteOrderMarksGiveTheSameErrorFromEveryCommand() throws {
    let folder = try CLIFolder()
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let path = try folder.write("Twice.xcstrings", bom + bom + Array(CLITests.formatted.utf8))
    let error = "\(path):1:1: the file starts with two byte-order marks (U+FEFF); remove the second one"
    for arguments in [["format", path], ["format", "--check", path], ["stats", path]] {
      let run = try GlossaExecutable.run(arguments)
      XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
      XCTAssertEqual(run.stderr, error + "\n", arguments.joined(separator: " "))
    }
    let lint = try GlossaExecutable.run(["lint", path])
    XCTAssertEqual(lint.status, 2)
    XCTAssertEqual(
      lint.stdout, "\(path):1:1: error: [parse-error] - · - · the file starts with two byte-order marks (U+FEFF); remove the second one\n")

    // One mark is fine everywhere.
    let once = try folder.write("Once.xcstrings", bom + Array(CLITests.formatted.utf8))
    XCTAssertEqual(try GlossaExecutable.run(["stats", once]).status, 0)
    XCTAssertEqual(try GlossaExecutable.run(["lint", once]).status, 1, "findings, but readable")
  }
}
