import Foundation
import XCTest

/// glossa installed the way the README says, outside `.build`: the binary with its resources
/// folder beside it, or in a prefix with the sample in `share/glossa/`. Its first screen, and
/// the scratch copy gone after every way out.
final class InstallTmuxTests: TmuxTestCase {
  private static let resourcesFolder = "Glossa_GlossaResources.resources"

  /// Copies the built binary (and, unless `withResources` is false, its resources folder) into
  /// `folder/<place>`; returns the installed binary's path.
  private func install(into place: String, withResources: Bool = true) throws -> String {
    let built = URL(fileURLWithPath: try GlossaBinary.path())
    let target = folder + "/" + place
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: built.path, toPath: target + "/glossa")
    if withResources {
      let resources = built.deletingLastPathComponent().appendingPathComponent(Self.resourcesFolder).path
      try FileManager.default.copyItem(atPath: resources, toPath: target + "/" + Self.resourcesFolder)
    }
    return target + "/glossa"
  }

  /// A private temporary folder for the scratch copy (TMPDIR), so its removal can be checked.
  private func makeTemporaryFolder() throws -> String {
    let temporary = folder + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    return temporary
  }

  private func scratchFolders(in temporary: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter { $0.hasPrefix("glossa-scratch-") }
  }

  func testAnInstalledCopyOpensTheSampleWithTheScratchMessageAndTheHelpHint() throws {
    let binary = try install(into: "bin")
    let temporary = try makeTemporaryFolder()
    let session = try TmuxSession(
      command: "cd '\(folder)' && '\(binary)'", width: 160, environment: ["XDG_STATE_HOME": folder, "TMPDIR": temporary])
    let screen = session.wait(for: "the sample's first screen") { $0.contains("%lld km") && $0.contains("? help") }
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let scratch = try XCTUnwrap(scratchFolders(in: temporary).first, "no scratch folder in \(temporary)")
    let messageLine = try XCTUnwrap(lines.first { $0.contains("Scratch copy") }, screen)
    XCTAssertTrue(messageLine.hasPrefix("Scratch copy, deleted on quit; saving writes \(temporary)/\(scratch)/Sample.xcstrings"), messageLine)
    XCTAssertTrue(messageLine.contains("Sample.xcstrings   ? help"), messageLine)
    XCTAssertTrue(screen.contains("Sample.xcstrings (scratch copy)"), screen)
    session.send("q")
    session.waitFor("[exit 0]")
    XCTAssertEqual(scratchFolders(in: temporary), [])

    // On 80 columns the long path is shortened so that "? help" still shows.
    let narrow = try TmuxSession(command: "'\(binary)'", width: 80, environment: ["XDG_STATE_HOME": folder, "TMPDIR": temporary])
    let narrowScreen = narrow.wait(for: "the sample's first screen") { $0.contains("%lld km") }
    XCTAssertTrue(narrowScreen.contains("…   ? help"), narrowScreen)
    narrow.send("q")
    narrow.waitFor("[exit 0]")
  }

  func testAPrefixInstallFindsTheSampleInShareGlossa() throws {
    let binary = try install(into: "prefix/bin", withResources: false)
    let share = folder + "/prefix/share/glossa"
    try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
    // A sample with one key renamed, so the test sees this file and not the one in .build.
    let sample = String(decoding: try Data(contentsOf: URL(fileURLWithPath: GlossaBinary.samplePath)), as: UTF8.self)
    XCTAssertTrue(sample.contains("\"%lld km\""))
    try Data(sample.replacingOccurrences(of: "\"%lld km\"", with: "\"%lld installed km\"").utf8).write(
      to: URL(fileURLWithPath: share + "/Sample.xcstrings"))
    let session = try TmuxSession(
      command: "'\(binary)'", environment: ["XDG_STATE_HOME": folder, "TMPDIR": try makeTemporaryFolder()])
    session.waitFor("%lld installed km")
    session.send("q")
    session.waitFor("[exit 0]")
  }

  func testABinaryWithoutItsResourcesSaysWhatIsMissing() throws {
    let binary = try install(into: "lonely", withResources: false)
    let temporary = try makeTemporaryFolder()
    let session = try TmuxSession(command: "'\(binary)'", environment: ["XDG_STATE_HOME": folder, "TMPDIR": temporary])
    let screen = session.wait(for: "the exit") { $0.contains("[exit ") }
    XCTAssertTrue(screen.contains("glossa: the bundled sample catalog was not found beside the executable"), screen)
    XCTAssertTrue(screen.contains("[exit 2]"), screen)
    XCTAssertEqual(scratchFolders(in: temporary), [])
  }

  func testTheScratchFolderIsRemovedAfterSIGTERMAndSIGHUP() throws {
    let binary = try install(into: "bin")
    for signal in [SIGTERM, SIGHUP] {
      let temporary = try makeTemporaryFolder()
      let session = try TmuxSession(
        command: "'\(binary)'", environment: ["XDG_STATE_HOME": folder, "TMPDIR": temporary, "SWIFT_BACKTRACE": "enable=no"])
      session.waitFor("Scratch copy")
      XCTAssertEqual(scratchFolders(in: temporary).count, 1)
      // Anchored: the shell running the command line mentions the binary too.
      let pids = Shell.run(["pgrep", "-f", "^\(binary)$"]).output.split(separator: "\n").compactMap { Int32($0) }
      XCTAssertFalse(pids.isEmpty, "glossa is not running")
      for pid in pids { kill(pid, signal) }
      session.waitFor("[exit")
      XCTAssertEqual(scratchFolders(in: temporary), [], "scratch folder left after signal \(signal)")
    }
  }
}
