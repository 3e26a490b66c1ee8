import CatalogTestSupport
import XCTest

@testable import StringCatalog

/// A `.glossa.yml` is read from any repository cloned: nesting that would overflow Yams's
/// recursive reader, and aliases that multiply what the reader walks, are refused first.
final class ConfigNestingTests: XCTestCase {
  private func problem(_ text: String) -> String? {
    do {
      _ = try GlossaConfig.parse(text, path: "/r/.glossa.yml")
      return nil
    } catch {
      return error.description
    }
  }

  func testFiveThousandBracketsAreRefusedAtTheFirstTooDeep() {
    let text = "glossary: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    XCTAssertEqual(problem(text), "/r/.glossa.yml:1:74: nesting is deeper than 64 levels")
  }

  func testFiftyThousandNestedMappingsAreRefused() {
    let text = String(repeating: "{a: ", count: 50_000)
    XCTAssertEqual(problem(text), "/r/.glossa.yml:1:257: nesting is deeper than 64 levels")
  }

  /// Block nesting needs no brackets: each line one deeper, or `- ` after `- ` on one line.
  func testBlockIndentationAndCompactSequencesCount() {
    let indented = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
    XCTAssertEqual(problem(indented), "/r/.glossa.yml:65:65: nesting is deeper than 64 levels")
    let compact = String(repeating: "- ", count: 3000) + "x"
    XCTAssertEqual(problem(compact), "/r/.glossa.yml:1:129: nesting is deeper than 64 levels")
  }

  func testAnAliasIsRefused() {
    let text = """
      base: &terms { de: Reise, fr: voyage }
      glossary:
        trip: *terms

      """
    XCTAssertEqual(problem(text), "/r/.glossa.yml:3:9: aliases (*name) are not supported")
  }

  /// Brackets that are text, not structure: in quotes, comments, plain and block scalars.
  func testBracketsInTextDoNotCount() {
    let many = String(repeating: "[{", count: 200)
    let text = """
      app: "\(many)"
      other: '\(many)'
      # \(many)
      plain: a\(many)
      block: |
        \(many)
        \(many)
      folded: >-
          \(many)
      glossary:
        trip: { de: "Reise [\(many)", fr: voyage }   # \(many)

      """
    XCTAssertNil(problem(text))
    // glossary, trip, and the flow mapping.
    XCTAssertEqual(YAMLNestingCheck.measure(text).deepest, 3)
  }

  /// A `'` inside a plain scalar is text: what follows on the next lines is still structure.
  func testAQuoteInsideAPlainScalarOpensNothing() {
    let text = "k: [a '\n" + String(repeating: "[", count: 100)
    // k, the outer flow sequence, and the hundred.
    XCTAssertEqual(YAMLNestingCheck.measure(text).deepest, 102)
  }

  func testAnOrdinaryConfigurationIsRead() throws {
    let text = """
      do-not-translate: [Glossa, iCloud]
      glossary:
        trip: { de: Reise, fr: voyage }
        day:
          de: Tag
          fr: jour
      limits: { "tab.*": 12 }
      translate:
        provider: openai
        style: { es: "informal, tú" }
        app-description: >
          A travel planner
          for families.
      languages:
        - de
        - fr

      """
    let config = try GlossaConfig.parse(text, path: "/r/.glossa.yml")
    XCTAssertEqual(config.glossary["day"], ["de": "Tag", "fr": "jour"])
    XCTAssertEqual(config.languages, ["de", "fr"])
    XCTAssertEqual(YAMLNestingCheck.measure(text).deepest, 3)
  }
}
