import Foundation
import XCTest

/// Every command the README and `docs/` show in a block marked ```` ```sh runnable ```` is run
/// here, so the documentation cannot drift from the program. Each block runs in bash (`-e`:
/// every line must succeed, unless the marker says `status=N` for the block's last command) in
/// a fresh scratch folder: a git repository whose one commit holds `Localizable.xcstrings` (a
/// copy of the bundled sample), `HOME` inside it, the built `glossa` first on `PATH`, no API
/// keys. A ```` ```text output ```` block right after it is the exact standard output.
final class DocCommandTests: XCTestCase {
  struct Block {
    var file: String
    var line: Int
    var script: String
    var status: Int32
    var output: String?
  }

  /// The runnable blocks of one Markdown text, in order.
  static func blocks(in text: String, file: String) -> [Block] {
    var blocks: [Block] = []
    var open: (info: [Substring], line: Int, body: [Substring])?
    var lastClosedRunnable = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var current = open {
        guard line.hasPrefix("```") else {
          current.body.append(line)
          open = current
          continue
        }
        open = nil
        let body = current.body.joined(separator: "\n")
        if current.info.first == "sh", current.info.contains("runnable") {
          let status = current.info.first { $0.hasPrefix("status=") }.flatMap { Int32($0.dropFirst(7)) } ?? 0
          blocks.append(Block(file: file, line: current.line, script: body, status: status))
          lastClosedRunnable = true
        } else if current.info == ["text", "output"], lastClosedRunnable, !blocks.isEmpty {
          blocks[blocks.count - 1].output = body + "\n"
          lastClosedRunnable = false
        } else {
          lastClosedRunnable = false
        }
      } else if line.hasPrefix("```") {
        open = (line.dropFirst(3).split(separator: " "), index + 1, [])
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        lastClosedRunnable = false
      }
    }
    return blocks
  }

  static var documents: [String] {
    let docs = CLIPaths.repositoryRoot.appendingPathComponent("docs")
    let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + pages.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  func testTheBlockReaderFindsMarkersStatusesAndOutputs() {
    let text = """
      ```sh
      not run
      ```
      ```sh runnable
      glossa stats A
      ```

      ```text output
      A: 1 entries
      ```
      ```sh runnable status=1
      glossa lint A
      ```
      """
    let blocks = Self.blocks(in: text, file: "x.md")
    XCTAssertEqual(blocks.map(\.line), [4, 11])
    XCTAssertEqual(blocks.map(\.script), ["glossa stats A", "glossa lint A"])
    XCTAssertEqual(blocks.map(\.status), [0, 1])
    XCTAssertEqual(blocks.map(\.output), ["A: 1 entries\n", nil])
  }

  func testEveryRunnableCommandInTheDocsRuns() throws {
    let glossa = try GlossaExecutable.require()
    var blocks: [Block] = []
    for document in Self.documents {
      let text = try String(contentsOf: CLIPaths.repositoryRoot.appendingPathComponent(document), encoding: .utf8)
      blocks += Self.blocks(in: text, file: document)
    }
    XCTAssertGreaterThanOrEqual(Set(blocks.map(\.file)).count, 8, "every docs page shows a command that runs")
    XCTAssertGreaterThanOrEqual(blocks.count, 20)
    for block in blocks {
      let folder = try CLIFolder()
      try prepareScratch(folder)
      let run = try runBlock(block, in: folder, glossaFolder: glossa.deletingLastPathComponent())
      let place = "\(block.file):\(block.line)"
      XCTAssertEqual(run.status, block.status, "\(place): exit status\n\(block.script)\n--- stdout\n\(run.stdout)--- stderr\n\(run.stderr)")
      if let output = block.output {
        XCTAssertEqual(run.stdout, output, "\(place): standard output")
      }
    }
  }

  /// The sample as `Localizable.xcstrings`, committed in a fresh repository.
  private func prepareScratch(_ folder: CLIFolder) throws {
    try folder.write("Localizable.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("home"), withIntermediateDirectories: true)
    let setup = try shell(
      "git init -q && git add Localizable.xcstrings && git commit -q -m sample", in: folder, environment: scratchEnvironment(folder))
    XCTAssertEqual(setup.status, 0, setup.stderr)
  }

  private func scratchEnvironment(_ folder: CLIFolder, path: String? = nil) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["GLOSSA_API_KEY", "OPENAI_API_KEY", "DEEPL_AUTH_KEY", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "GIT_DIR"] {
      environment[name] = nil
    }
    environment["HOME"] = folder.path("home")
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "dumb"
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_AUTHOR_NAME"] = "Doc Test"
    environment["GIT_AUTHOR_EMAIL"] = "doc@example.com"
    environment["GIT_COMMITTER_NAME"] = "Doc Test"
    environment["GIT_COMMITTER_EMAIL"] = "doc@example.com"
    if let path { environment["PATH"] = path }
    return environment
  }

  private func runBlock(_ block: Block, in folder: CLIFolder, glossaFolder: URL) throws -> GlossaExecutable.Run {
    let path = glossaFolder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let script = (block.status == 0 ? "set -e -o pipefail\n" : "") + block.script
    return try shell(script, in: folder, environment: scratchEnvironment(folder, path: path))
  }

  private func shell(_ script: String, in folder: CLIFolder, environment: [String: String]) throws -> GlossaExecutable.Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder.url
    process.environment = environment
    let stdout = folder.url.appendingPathComponent("home/.stdout")
    let stderr = folder.url.appendingPathComponent("home/.stderr")
    _ = FileManager.default.createFile(atPath: stdout.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderr.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // A documented command that waits (for a terminal, a server) fails instead of hanging.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    process.waitUntilExit()
    watchdog.cancel()
    return GlossaExecutable.Run(
      status: process.terminationStatus, stdout: try String(contentsOf: stdout, encoding: .utf8),
      stderr: try String(contentsOf: stderr, encoding: .utf8))
  }
}
