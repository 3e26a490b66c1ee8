import Foundation
import XCTest

/// docs/getting-started.md shows a GitHub Actions workflow in full. Its `sh runnable` blocks run
/// in `DocCommandTests`; here the workflow's own `glossa` steps run on the same example (the
/// sample as `Localizable.xcstrings` in a git repository, with the baseline the page writes), so
/// the workflow a reader copies passes on a project in that state.
final class GettingStartedDocTests: XCTestCase {
  private static let page = CLIPaths.repositoryRoot.appendingPathComponent("docs/getting-started.md")

  /// The page's one `yaml` block.
  private func workflow() throws -> String {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let parts = text.components(separatedBy: "```yaml\n")
    XCTAssertEqual(parts.count, 2, "one workflow on the page")
    return try XCTUnwrap(parts.last?.components(separatedBy: "\n```").first)
  }

  func testTheWorkflowIsWholeAndRunsLint() throws {
    let workflow = try workflow()
    for part in ["name: Strings", "on:", "pull_request:", "jobs:", "runs-on:", "steps:", "uses: actions/checkout@v4",
      "swift build -c release --product glossa", "run: glossa lint --format github --baseline glossa-baseline.json ."]
    {
      XCTAssertTrue(workflow.contains(part), part)
    }
    XCTAssertFalse(workflow.contains("\t"), "YAML is indented with spaces")
  }

  func testTheWorkflowsGlossaStepsPassOnTheExample() throws {
    let steps = try workflow().split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("run: glossa ") }
      .map { String($0.dropFirst(5)) }
    XCTAssertEqual(steps.count, 2, "format --check and lint")
    let folder = try CLIFolder()
    try folder.write("Localizable.xcstrings", Array(try Data(contentsOf: CLIPaths.sample)))
    let glossa = try GlossaExecutable.require().deletingLastPathComponent().path
    let setup = ["git init -q", "git add Localizable.xcstrings", "glossa lint --write-baseline glossa-baseline.json ."]
    for command in setup + steps {
      let result = Shell.run(
        ["bash", "-c", "cd \"$0\" && PATH=\"$1:$PATH\" && " + command, folder.url.path, glossa],
        environment: ["GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.url.path])
      XCTAssertEqual(result.status, 0, "\(command)\n\(result.output)\(result.error)")
    }
  }
}
