import Foundation
import Interchange
import PluralRules
import StringCatalog
import XCTest

final class FormatShapeTests: XCTestCase {
  func testPluralFormsHeaderComesFromICURuleText() {
    XCTAssertEqual(PluralFormsExpression.header(for: "en").header, "nplurals=2; plural=(n == 1 && 0 == 0) ? 0 : 1;")
    XCTAssertEqual(PluralFormsExpression.header(for: "ja").header, "nplurals=1; plural=0;")
    XCTAssertEqual(
      PluralFormsExpression.cExpression("v = 0 and i % 10 = 2..4 and i % 100 != 12..14"),
      "0 == 0 && (n % 10 >= 2 && n % 10 <= 4) && !((n % 100 >= 12 && n % 100 <= 14))")
  }

  /// The C expression picks the same category as ICU for every integer 0…1000, in every language.
  func testPluralFormsAgreeWithICUOnIntegers() {
    let languages = ["ar", "be", "cs", "cy", "fr", "ga", "he", "lt", "lv", "pl", "pt", "ro", "ru", "sl", "uk", "en", "ja", "mt", "gd"]
    for language in languages {
      let (header, categories) = PluralFormsExpression.header(for: language)
      let expression = String(header.split(separator: ";")[1].dropFirst(" plural=".count))
      let rules = PluralRules(language: language)
      for n in 0...1000 {
        guard let index = CExpression.evaluate(expression, n: n) else { return XCTFail("\(language): cannot read \(expression)") }
        XCTAssertEqual(categories[index], rules.category(for: Double(n)), "\(language) \(n)")
      }
    }
  }

  func testKeysOnceValuesAlignWithKeysAndLeaveNullWhereALanguageHasNone() throws {
    let catalog = try InterchangeSupport.catalog(
      """
      {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}}}},"b":{}},"version":"1.0"}
      """)
    let result = KeysOnceExporter.export(catalog, settings: ExportSettings(name: "p"), compress: false)
    XCTAssertEqual(InterchangeSupport.text(result, "keys.json"), #"["a","b"]"#)
    XCTAssertEqual(InterchangeSupport.text(result, "de.json"), #"["A",null]"#)
    XCTAssertEqual(InterchangeSupport.text(result, "en.json"), #"["a","b"]"#)
  }

  func testEntitiesBecomeRowsPerLocale() throws {
    let catalog = try InterchangeSupport.catalog(
      """
      {"sourceLanguage":"en","strings":{"Plan.7.name":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Psalms"}}}},"Plan.7.summary":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Daily"}}}}},"version":"1.0"}
      """)
    let result = PlistExporter.export(catalog, settings: ExportSettings(name: "InitialData"), entities: true)
    let text = try XCTUnwrap(InterchangeSupport.text(result, "InitialData.plist"))
    XCTAssertTrue(
      text.contains(
        "<key>Plan</key>\n\t\t<array>\n\t\t\t<dict>\n\t\t\t\t<key>id</key>\n\t\t\t\t<string>7</string>\n\t\t\t\t<key>name</key>\n\t\t\t\t<string>Psalms</string>\n\t\t\t\t<key>summary</key>\n\t\t\t\t<string>Daily</string>"),
      text)
    let records = try InterchangeImport.records(
      format: .plist, files: result.files, options: ExportOptions(settings: ExportSettings(name: "InitialData")))
    XCTAssertEqual(Set(records.map(\.key)), ["Plan.7.name", "Plan.7.summary"])
  }

  func testXLIFFStatesBothWaysAndWarningsNameTheKey() throws {
    let catalog = try InterchangeSupport.catalog(
      """
      {"sourceLanguage":"en","strings":{
      "m":{"localizations":{"fr":{"stringUnit":{"state":"machine_translated","value":"M"}}}},
      "r":{"comment":"Review me","localizations":{"fr":{"stringUnit":{"state":"needs_review","value":"R"}}}},
      "x|==|plural.one":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"X"}}}}},"version":"1.0"}
      """)
    var settings = ExportSettings(name: "Localizable")
    settings.states = [.translated, .needsReview, .machineTranslated, .new]
    let result = XLIFFExporter.export(catalog, settings: settings)
    let text = try XCTUnwrap(InterchangeSupport.text(result, "fr.xliff"))
    XCTAssertTrue(text.contains("<target state=\"translated\" state-qualifier=\"leveraged-mt\">M</target>"), text)
    XCTAssertTrue(text.contains("<target state=\"needs-review-l10n\">R</target>\n        <note>Review me</note>"), text)
    XCTAssertEqual(result.warnings, ["\"x|==|plural.one\": ends in a variation id (|==|plural.one); Xcode ignores updates to it on import"])
    let records = try XLIFFImporter.records(bytes: Array(text.utf8), path: "fr.xliff")
    XCTAssertEqual(records.first { $0.key == "m" }?.value, .text("M", state: .machineTranslated))
    XCTAssertEqual(records.first { $0.key == "r" }?.value, .text("R", state: .needsReview))
  }

  func testPOReaderErrorsCarryLineAndColumn() {
    XCTAssertThrowsError(try POImporter.records(bytes: Array("msgid \"\"\nmsgstr \"\"\n\nmsgctxt \"k\nmsgid \"x\"\n".utf8), path: "de.po")) {
      XCTAssertEqual(($0 as? InterchangeError)?.message, "de.po:4:1: unterminated string")
    }
  }
}

/// A tiny evaluator of the C subset the Plural-Forms expressions use, to check them against ICU.
enum CExpression {
  static func evaluate(_ text: String, n: Int) -> Int? {
    var parser = Parser(tokens: tokenize(text), n: n)
    let value = parser.ternary()
    return parser.position == parser.tokens.count ? value : nil
  }

  static func tokenize(_ text: String) -> [String] {
    var tokens: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == " " {
        index = text.index(after: index)
        continue
      }
      if character.isNumber {
        var end = index
        while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
        tokens.append(String(text[index..<end]))
        index = end
        continue
      }
      let two = text[index...].prefix(2)
      if ["==", "!=", ">=", "<=", "&&", "||"].contains(String(two)) {
        tokens.append(String(two))
        index = text.index(index, offsetBy: 2)
      } else {
        tokens.append(String(character))
        index = text.index(after: index)
      }
    }
    return tokens
  }

  struct Parser {
    var tokens: [String]
    var n: Int
    var position = 0

    init(tokens: [String], n: Int) {
      self.tokens = tokens
      self.n = n
    }

    mutating func take(_ token: String) -> Bool {
      guard position < tokens.count, tokens[position] == token else { return false }
      position += 1
      return true
    }

    mutating func ternary() -> Int {
      let condition = or()
      guard take("?") else { return condition }
      let yes = ternary()
      _ = take(":")
      let no = ternary()
      return condition != 0 ? yes : no
    }

    mutating func or() -> Int {
      var value = and()
      while take("||") { value = (and() != 0 || value != 0) ? 1 : 0 }
      return value
    }

    mutating func and() -> Int {
      var value = comparison()
      while take("&&") { value = (comparison() != 0 && value != 0) ? 1 : 0 }
      return value
    }

    mutating func comparison() -> Int {
      let left = modulo()
      for op in ["==", "!=", ">=", "<=", ">", "<"] where take(op) {
        let right = modulo()
        switch op {
        case "==": return left == right ? 1 : 0
        case "!=": return left != right ? 1 : 0
        case ">=": return left >= right ? 1 : 0
        case "<=": return left <= right ? 1 : 0
        case ">": return left > right ? 1 : 0
        default: return left < right ? 1 : 0
        }
      }
      return left
    }

    mutating func modulo() -> Int {
      var value = unary()
      while take("%") {
        let right = unary()
        value = right == 0 ? 0 : value % right
      }
      return value
    }

    mutating func unary() -> Int {
      if take("!") { return unary() == 0 ? 1 : 0 }
      if take("(") {
        let value = ternary()
        _ = take(")")
        return value
      }
      guard position < tokens.count else { return 0 }
      let token = tokens[position]
      position += 1
      return token == "n" ? n : Int(token) ?? 0
    }
  }
}
