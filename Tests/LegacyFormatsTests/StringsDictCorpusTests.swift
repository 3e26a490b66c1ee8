import Foundation
import XCTest

@testable import LegacyFormats

final class StringsDictCorpusTests: XCTestCase {
  private func parse(_ name: String) throws -> StringsDictFile {
    try StringsDictFile.parse(Corpus.bytes(name))
  }

  func testEveryFileMatchesTheManifestAndFoundation() throws {
    let rows = try Corpus.manifest().filter { $0.file.hasSuffix(".stringsdict") }
    XCTAssertEqual(Set(rows.map(\.file)), Set(try Corpus.files(withExtension: "stringsdict")))
    for row in rows {
      let bytes = try Corpus.bytes(row.file)
      let file: StringsDictFile
      do {
        file = try StringsDictFile.parse(bytes)
      } catch {
        XCTFail("\(row.file): \(error)")
        continue
      }
      XCTAssertEqual(file.entries.count, row.keys, row.file)
      let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
      let reference = try XCTUnwrap(object as? [String: [String: Any]], row.file)
      XCTAssertEqual(file.entries.count, reference.count, row.file)
      for entry in file.entries {
        let expected = try XCTUnwrap(reference[entry.key], "\(row.file): \(entry.key)")
        XCTAssertEqual(entry.format, expected["NSStringLocalizedFormatKey"] as? String, entry.key)
        XCTAssertEqual(entry.variables.count, expected.count - 1, entry.key)
        for variable in entry.variables {
          var forms = try XCTUnwrap(expected[variable.name] as? [String: String], variable.name)
          XCTAssertEqual(forms.removeValue(forKey: "NSStringFormatSpecTypeKey"), "NSStringPluralRuleType")
          XCTAssertEqual(forms.removeValue(forKey: "NSStringFormatValueTypeKey"), variable.formatValueType)
          XCTAssertEqual(forms, variable.forms, "\(row.file): \(entry.key).\(variable.name)")
        }
      }
    }
  }

  func testMultiVariableEntriesInEstonian() throws {
    let file = try parse("duckduckgo__iOS__DuckDuckGo_et.lproj_Localizable.stringsdict")
    let multi = file.entries.filter { $0.variables.count > 1 }
    XCTAssertEqual(
      multi.map(\.key),
      ["autofill.delete.all.passwords.confirmation.body", "autofill.delete.all.passwords.sync.confirmation.body"])
    let entry = try XCTUnwrap(multi.first)
    XCTAssertEqual(entry.format, "%1$#@passwords@")
    XCTAssertEqual(entry.variables.map(\.name), ["passwords", "accounts"])
    XCTAssertEqual(entry.variables[1].forms, ["one": "konto", "other": "kontod"])
    XCTAssertEqual(entry.variables[1].formatValueType, "d")
  }

  func testAllSixCategoriesInArabic() throws {
    let file = try parse("mastodon__mastodon-ios__MastodonIntent_ar.lproj_Intents.stringsdict")
    XCTAssertEqual(file.entries.count, 2)
    let entry = try XCTUnwrap(file.entries.first)
    XCTAssertEqual(entry.key, "There are ${count} options matching ‘${content}’. - 2")
    XCTAssertEqual(entry.position, position(5, 2))
    let variable = try XCTUnwrap(entry.variables.first)
    XCTAssertEqual(variable.name, "count_option")
    XCTAssertEqual(variable.formatValueType, "%ld")
    XCTAssertEqual(Set(variable.forms.keys), ["zero", "one", "two", "few", "many", "other"])
    XCTAssertEqual(variable.forms["two"], "2 options")
    XCTAssertEqual(variable.position, position(9, 3))
  }

  func testHebrewAndLongLongValueType() throws {
    let hebrew = try parse(
      "mastodon__mastodon-ios__Localization_StringsConvertor_Intents_input_he.lproj_Intents.stringsdict")
    XCTAssertEqual(Set(hebrew.entries.first?.variables.first?.forms.keys ?? [:].keys), ["one", "two", "many", "other"])

    let legacy = try parse("liamnichols__xcstrings-tool__Tests_PluginTests_Resources_en.lproj_Legacy.stringsdict")
    XCTAssertEqual(legacy.entries.first?.format, "Hello %@, %#@count@")
    XCTAssertEqual(legacy.entries.first?.variables.first?.formatValueType, "lld")
  }
}
