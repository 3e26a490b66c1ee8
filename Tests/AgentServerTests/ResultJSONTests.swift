import MCP
import XCTest

@testable import AgentServer

/// Results are written by the one machine-output writer: keys sorted, slashes as is, whole
/// numbers without a fraction.
final class ResultJSONTests: XCTestCase {
  func testResultsAreSortedCompactJSON() {
    let value: Value = .object([
      "path": .string("App/de.lproj/Main.xcstrings"), "count": .int(3), "ratio": .double(0.5), "whole": .double(2),
      "items": .array([.null, .bool(false), .string("line\nbreak \u{1B}")]),
    ])
    XCTAssertEqual(
      ResultJSON.text(value),
      #"{"count":3,"items":[null,false,"line\nbreak \u001b"],"path":"App/de.lproj/Main.xcstrings","ratio":0.5,"whole":2}"#)
  }
}
