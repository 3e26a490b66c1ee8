import Foundation
import TestSupport
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
    try offered(by: "/bin/bash", ["-c", bashDriver, "bash", script, line], line: line, in: folder)
  }

  /// Runs fish's own completion (`complete -C`) for `line` with the script loaded; the words
  /// without their descriptions, sorted.
  private func fishCompletions(_ line: String, fish: String, script: String, in folder: CLIFolder) throws -> [String] {
    // `string replace` fails when no word has a description: only a failing `source` counts.
    let driver = "source $argv[1]; or exit 2; complete -C $argv[2] | string replace -r '\\t.*' ''; exit 0"
    return try offered(by: fish, ["-c", driver, script, line], line: line, in: folder)
  }

  private func offered(by shell: String, _ arguments: [String], line: String, in folder: CLIFolder) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, line)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  private let bashDriver = """
      shopt -s extglob
      source "$1"
      COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<<"$COMP_LINE"
      [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _glossa glossa "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\n' "${COMPREPLY[@]}"
      """

  /// A folder with an app folder, a catalog, a text file and the shell's script (`name`).
  private func completionFolder(shell: String, script name: String) throws -> (CLIFolder, script: String) {
    let run = try GlossaExecutable.run(["--generate-completion-script", shell])
    XCTAssertEqual(run.status, 0, run.stderr)
    let folder = try CLIFolder()
    let script = try folder.write(name, Array(run.stdout.utf8))
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
    try folder.write("Localizable.xcstrings", [])
    try folder.write("notes.txt", [])
    return (folder, script)
  }

  /// What each line should offer in `completionFolder`: catalogs (and folders to descend into)
  /// for catalog arguments, any file for paths and --config, folders for --out, and the words
  /// every value option accepts. `folder` is how the shell shows the app folder, `script` the
  /// script's file name.
  private func expectedWords(folder app: String, script: String) -> [(String, [String])] {
    let formats = ["json", "keys-once", "plist", "po", "strings", "xcloc", "xliff"]
    return [
      ("glossa export --format ", formats),
      ("glossa import --format ", formats),
      ("glossa translate --provider ", ["command", "deepl", "openai", "pseudo"]),
      ("glossa translate --mark ", ["machine-translated", "needs-review"]),
      ("glossa translate --states ", ["machine-translated", "missing", "needs-review", "new", "translated"]),
      ("glossa export --states ", ["all", "machine-translated", "needs-review", "new", "stale", "translated"]),
      ("glossa export --compress ", ["zstd"]),
      ("glossa export --out ", [app]),
      ("glossa import --to ", [app, "Localizable.xcstrings"]),
      ("glossa stats ", [app, "Localizable.xcstrings"]),
      ("glossa format --check ", [app, "Localizable.xcstrings"]),
      ("glossa translate --provider pseudo ", [app, "Localizable.xcstrings"]),
      ("glossa lint --config ", [app, "Localizable.xcstrings", script, "notes.txt"]),
      ("glossa lint --sources ", [app]),
      ("glossa merge ", [app, "Localizable.xcstrings", script, "notes.txt"]),
      ("glossa Loc", ["Localizable.xcstrings"]),
    ]
  }

  func testBashCompletesFilesAndEveryOptionsValues() throws {
    let (folder, script) = try completionFolder(shell: "bash", script: "glossa.bash")
    for (line, words) in expectedWords(folder: "App", script: "glossa.bash") {
      XCTAssertEqual(try bashCompletions(line, script: script, in: folder), words, line)
    }
    // The editor is the default command: at the top, catalogs come beside the subcommands.
    let top = try bashCompletions("glossa ", script: script, in: folder)
    XCTAssertTrue(top.contains("Localizable.xcstrings") && top.contains("export") && !top.contains("notes.txt"), "\(top)")
  }

  /// The fish script, run by fish, offers the same words as bash's (folders with their slash,
  /// as fish shows them), catalogs at the top included.
  func testFishCompletesTheSameWordsAsBash() throws {
    let fish = try installedShell("fish")
    let (folder, script) = try completionFolder(shell: "fish", script: "glossa.fish")
    for (line, words) in expectedWords(folder: "App/", script: "glossa.fish") {
      XCTAssertEqual(try fishCompletions(line, fish: fish, script: script, in: folder), words, line)
    }
    let top = try fishCompletions("glossa ", fish: fish, script: script, in: folder)
    XCTAssertTrue(top.contains("Localizable.xcstrings") && top.contains("export") && !top.contains("notes.txt"), "\(top)")
  }

  /// zsh reads the script without a syntax error, and it declares the function `compinit` loads.
  func testZshReadsItsScript() throws {
    let zsh = try installedShell("zsh")
    let (folder, script) = try completionFolder(shell: "zsh", script: "_glossa")
    let check = "zsh -n \"$1\" && autoload -Uz compinit && compinit -u -d \"$2/.zcompdump\" && source \"$1\" 2>/dev/null; whence -w _glossa"
    let words = try offered(by: zsh, ["-f", "-c", check, "zsh", script, folder.url.path], line: "zsh -n", in: folder)
    XCTAssertEqual(words, ["_glossa: function"])
  }

  /// The shell's path; the test is skipped where it is not installed (`.ci/run` installs it).
  private func installedShell(_ name: String) throws -> String {
    for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
      return "\(folder)/\(name)"
    }
    throw Requirement.missing("\(name) is not installed (apt-get install \(name))")
  }

  func testAnUnknownShellIsAnError() throws {
    let run = try GlossaExecutable.run(["--generate-completion-script", "tcsh"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("zsh bash fish"), run.stderr)
  }
}
