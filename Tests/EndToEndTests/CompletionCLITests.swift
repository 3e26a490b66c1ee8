import Foundation
import XCTest

/// Shell completions as the README's Install section installs them: one script per shell, each
/// knowing every subcommand.
final class CompletionCLITests: XCTestCase {
  private let subcommands = ["edit", "format", "stats", "lint", "import"]

  func testEachShellsCompletionScriptIsProducedAndNamesEverySubcommand() throws {
    // How each shell's script starts: a bash function file, zsh's #compdef line, fish's complete calls.
    let openings = ["bash": "#!/bin/bash", "zsh": "#compdef glossa", "fish": "complete -c 'glossa'"]
    for (shell, opening) in openings {
      let run = try GlossaExecutable.run(["--generate-completion-script", shell])
      XCTAssertEqual(run.status, 0, "\(shell): \(run.stderr)")
      XCTAssertEqual(run.stderr, "", shell)
      XCTAssertTrue(run.stdout.contains(opening), "\(shell) script lacks \(opening):\n\(run.stdout.prefix(300))")
      for subcommand in subcommands {
        XCTAssertTrue(run.stdout.contains(subcommand), "\(shell) completion does not mention \(subcommand)")
      }
      // Options of a subcommand are completed too, not only the command names.
      XCTAssertTrue(run.stdout.contains("list-checks"), "\(shell) completion lacks lint's --list-checks")
    }
  }

  /// Runs bash's completion function for `line` (ending in a space to complete a new word) in
  /// `folder`, as bash-completion calls it, and returns what it offers, sorted.
  private func bashCompletions(_ line: String, script: String, in folder: CLIFolder) throws -> [String] {
    let driver = """
      shopt -s extglob
      source "$1"
      COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<<"$COMP_LINE"
      [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _glossa glossa "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", driver, "bash", script, line]
    process.currentDirectoryURL = folder.url
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, line)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  /// The bash script completes what each argument takes: catalogs (and folders to descend
  /// into) for catalog arguments, any file for paths and --config, folders for --out, and
  /// the words every value option accepts.
  func testBashCompletesFilesAndEveryOptionsValues() throws {
    let run = try GlossaExecutable.run(["--generate-completion-script", "bash"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let folder = try CLIFolder()
    let script = try folder.write("glossa.bash", Array(run.stdout.utf8))
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
    try folder.write("Localizable.xcstrings", [])
    try folder.write("notes.txt", [])
    let formats = ["json", "keys-once", "plist", "po", "strings", "xliff"]
    let expected: [(String, [String])] = [
      ("glossa export --format ", formats),
      ("glossa import --format ", formats),
      ("glossa translate --provider ", ["command", "deepl", "openai", "pseudo"]),
      ("glossa translate --mark ", ["machine-translated", "needs-review"]),
      ("glossa translate --states ", ["machine-translated", "missing", "needs-review", "new", "translated"]),
      ("glossa export --states ", ["all", "machine-translated", "needs-review", "new", "stale", "translated"]),
      ("glossa export --compress ", ["zstd"]),
      ("glossa export --out ", ["App"]),
      ("glossa import --to ", ["App", "Localizable.xcstrings"]),
      ("glossa stats ", ["App", "Localizable.xcstrings"]),
      ("glossa format --check ", ["App", "Localizable.xcstrings"]),
      ("glossa translate --provider pseudo ", ["App", "Localizable.xcstrings"]),
      ("glossa lint --config ", ["App", "Localizable.xcstrings", "glossa.bash", "notes.txt"]),
      ("glossa lint --sources ", ["App"]),
      ("glossa merge ", ["App", "Localizable.xcstrings", "glossa.bash", "notes.txt"]),
      ("glossa Loc", ["Localizable.xcstrings"]),
    ]
    for (line, words) in expected {
      XCTAssertEqual(try bashCompletions(line, script: script, in: folder), words, line)
    }
    // The editor is the default command: at the top, catalogs come beside the subcommands.
    let top = try bashCompletions("glossa ", script: script, in: folder)
    XCTAssertTrue(top.contains("Localizable.xcstrings") && top.contains("export") && !top.contains("notes.txt"), "\(top)")
  }

  func testAnUnknownShellIsAnError() throws {
    let run = try GlossaExecutable.run(["--generate-completion-script", "tcsh"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("zsh bash fish"), run.stderr)
  }
}
