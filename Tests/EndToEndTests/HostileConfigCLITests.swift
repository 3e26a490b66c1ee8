import Foundation
import XCTest

/// The nearest `.glossa.yml` is read by itself, so a cloned repository chooses it: nesting that
/// overflowed Yams's recursive reader (exit 139 for every command) is an error at its place.
final class HostileConfigCLITests: XCTestCase {
  private static let catalog = """
    {"sourceLanguage":"en","strings":{"Done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}}},"version":"1.0"}

    """

  private func run(_ arguments: [String], config: String) throws -> (GlossaExecutable.Run, String) {
    let folder = try CLIFolder()
    let configPath = try folder.write(".glossa.yml", Array(config.utf8))
    let catalog = try folder.write("L.xcstrings", Array(Self.catalog.utf8))
    return (try GlossaExecutable.run(arguments + [catalog]), configPath)
  }

  /// lint reports the file among its findings (standard output), translate as its error.
  func testDeeplyNestedBracketsAreAnErrorNotACrash() throws {
    let config = "glossary: " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
    for arguments in [["lint"], ["translate", "--provider", "pseudo"]] {
      let (run, path) = try run(arguments, config: config)
      XCTAssertNil(run.signal, "\(arguments) crashed")
      XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
      let output = run.stdout + run.stderr
      XCTAssertTrue(output.contains("\(path):1:74: "), output)
      XCTAssertTrue(output.contains("nesting is deeper than 64 levels"), output)
    }
  }

  func testFiftyThousandNestedMappingsAreAnErrorNotACrash() throws {
    let (run, path) = try run(["lint"], config: String(repeating: "{a: ", count: 50_000))
    XCTAssertNil(run.signal, "lint crashed")
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(run.stdout, "\(path):1:257: error: [parse-error] - · - · nesting is deeper than 64 levels\n")
  }
}
