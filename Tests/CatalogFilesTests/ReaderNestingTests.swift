import CatalogTestSupport
import StringCatalog
import XCTest

/// Nesting is limited to 512 levels (the catalog object is level 1): deeper input is an error
/// located at the bracket that goes one level too deep, never a crash.
final class ReaderNestingTests: XCTestCase {
  static let limit = 512

  /// `{"sourceLanguage":"en","strings":{},"x":` + `depth` nested arrays or objects + `}`.
  private func catalog(withUnknownMemberNested depth: Int, objects: Bool = false) -> (text: String, prefix: String) {
    let prefix = #"{"sourceLanguage":"en","strings":{},"x":"#
    let open = objects ? #"{"a":"# : "["
    let close = objects ? "}" : "]"
    let inner = objects ? "1" : ""
    return (prefix + String(repeating: open, count: depth) + inner + String(repeating: close, count: depth) + "}", prefix)
  }

  func testSixHundredNestedArraysAreAnErrorNotACrash() {
    let (text, _) = catalog(withUnknownMemberNested: 600)
    XCTAssertThrowsError(try readCatalog(text)) { error in
      guard let error = error as? CatalogReadError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.line, 1)
      XCTAssertEqual(error.message, "nesting is deeper than 512 levels")
    }
  }

  func testSixHundredNestedObjectsAreAnErrorNotACrash() {
    let (text, _) = catalog(withUnknownMemberNested: 600, objects: true)
    XCTAssertThrowsError(try readCatalog(text)) { error in
      guard let error = error as? CatalogReadError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.line, 1)
      XCTAssertEqual(error.message, "nesting is deeper than 512 levels")
    }
  }

  /// The error points at the bracket that opens level 513, like every other error points at
  /// the token at fault.
  func testNestingErrorPointsAtTheBracketThatIsTooDeep() throws {
    // Level 1 is the catalog, so the 512th array opens level 513.
    let (arrays, prefix) = catalog(withUnknownMemberNested: 600)
    assertReadError(arrays, line: 1, column: prefix.count + Self.limit, message: "nesting is deeper than 512 levels")
    let (objects, _) = catalog(withUnknownMemberNested: 600, objects: true)
    assertReadError(
      objects, line: 1, column: prefix.count + (Self.limit - 1) * #"{"a":"#.count + 1, message: "nesting is deeper than 512 levels")
    // catalog, strings, entry: 3 levels; the 510th array of an entry member opens level 513.
    let typedPrefix = #"{"sourceLanguage":"en","strings":{"k":{"x":"#
    let typed = typedPrefix + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}}}"
    assertReadError(typed, line: 1, column: typedPrefix.count + Self.limit - 2, message: "nesting is deeper than 512 levels")
  }

  func testVeryDeepNestingIsAnErrorNotACrash() {
    let (text, _) = catalog(withUnknownMemberNested: 100_000)
    XCTAssertThrowsError(try readCatalog(text)) { error in
      XCTAssertTrue("\(error)".contains("nesting is deeper than 512 levels"), "\(error)")
    }
  }

  func testExactly512LevelsAreAccepted() throws {
    // The catalog object plus 511 arrays: 512 levels.
    let (text, _) = catalog(withUnknownMemberNested: Self.limit - 1)
    let catalog = try readCatalog(text).catalog
    var value = try XCTUnwrap(catalog.extra.first?.value)
    var depth = 0
    while case .array(let items) = value {
      depth += 1
      guard let first = items.first else { break }
      value = first
    }
    XCTAssertEqual(depth, Self.limit - 1)
    assertFormats(
      text,
      to: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"x\" : " + nestedArrays(Self.limit - 1, level: 1) + "\n}")
  }

  func testTheLimitCountsTheTypedLevelsToo() throws {
    // catalog, strings, entry: 3 levels; an unknown entry member may nest 509 more.
    func text(_ depth: Int) -> String {
      #"{"sourceLanguage":"en","strings":{"k":{"x":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        + "}}}"
    }
    XCTAssertNoThrow(try readCatalog(text(Self.limit - 3)))
    XCTAssertThrowsError(try readCatalog(text(Self.limit - 2))) { error in
      XCTAssertEqual((error as? CatalogReadError)?.message, "nesting is deeper than 512 levels")
    }
  }

  /// Xcode's layout of `count` nested empty-innermost arrays whose first `[` is at `level`.
  private func nestedArrays(_ count: Int, level: Int) -> String {
    let indent = { (level: Int) in String(repeating: "  ", count: level) }
    var opening = ""
    var closing = ""
    for k in 0..<count {
      opening += "["
      if k < count - 1 {
        opening += "\n" + indent(level + k + 1)
        closing = "\n" + indent(level + k) + "]" + closing
      }
    }
    // The innermost array is empty: `[\n\n<indent>]`.
    return opening + "\n\n" + indent(level + count - 1) + "]" + closing
  }
}
