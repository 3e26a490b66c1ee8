import Foundation
import TestSupport
import XCTest

/// Under CI a test whose tool is missing fails with the reason; elsewhere it skips. `CI` is read
/// by its value (`CI=false` is not CI), and every test asks `Requirement` instead of deciding.
final class RequirementTests: XCTestCase {
  func testCIIsReadByItsValue() {
    XCTAssertFalse(Requirement.isCI([:]))
    for notCI in ["", "0", "false", "FALSE", "no", "off", " false "] {
      XCTAssertFalse(Requirement.isCI(["CI": notCI]), notCI.debugDescription)
    }
    for ci in ["true", "1", "yes", "True", "github-actions"] {
      XCTAssertTrue(Requirement.isCI(["CI": ci]), ci)
    }
  }

  func testAMissingToolFailsUnderCIAndSkipsElsewhere() {
    let reason = "tmux is not installed (apt-get install tmux)"
    let underCI = Requirement.missing(reason, environment: ["CI": "true"])
    XCTAssertFalse(underCI is XCTSkip, "under CI a missing tool is a failure")
    XCTAssertTrue("\(underCI)".hasPrefix(reason), "\(underCI)")
    for environment in [[:], ["CI": "false"]] {
      XCTAssertTrue(Requirement.missing(reason, environment: environment) is XCTSkip, "\(environment)")
    }
  }

  /// The source rule: no test reads `CI` itself, and no test skips for a missing tool or binary
  /// without going through `Requirement.missing`.
  func testEveryTestAsksTheOnePlace() throws {
    let tests = CLIPaths.repositoryRoot.appendingPathComponent("Tests")
    let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: tests.path))
    var checked = 0
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift"), relative != "TestSupport/Requirement.swift",
        relative != "EndToEndTests/RequirementTests.swift"
      else { continue }
      let text = try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8)
      checked += 1
      XCTAssertFalse(text.contains("environment[\"CI\"]"), "\(relative) decides about CI itself")
      for line in text.split(separator: "\n") where line.contains("XCTSkip(") {
        for word in ["installed", "not found", "tmux", "executable"] {
          XCTAssertFalse(line.contains(word), "\(relative): a missing tool skips even under CI: \(line)")
        }
      }
    }
    XCTAssertGreaterThan(checked, 100)
  }
}
