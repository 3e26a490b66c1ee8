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

  func testAnUnknownShellIsAnError() throws {
    let run = try GlossaExecutable.run(["--generate-completion-script", "tcsh"])
    XCTAssertNotEqual(run.status, 0)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("zsh bash fish"), run.stderr)
  }
}
