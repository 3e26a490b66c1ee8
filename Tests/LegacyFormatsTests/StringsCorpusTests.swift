import Foundation
import XCTest

@testable import LegacyFormats

/// Every .strings file of the shared corpus parses; counts, encodings and
/// duplicates match the manifest, and values match Foundation's own reader.
final class StringsCorpusTests: XCTestCase {
  private func parse(_ name: String) throws -> StringsFile {
    try StringsFile.parse(Corpus.bytes(name))
  }

  func testEveryFileMatchesTheManifest() throws {
    let rows = try Corpus.manifest().filter { $0.file.hasSuffix(".strings") }
    XCTAssertEqual(
      Set(rows.map(\.file)), Set(try Corpus.files(withExtension: "strings")), "manifest and directory disagree")
    for row in rows {
      let file: StringsFile
      do {
        file = try parse(row.file)
      } catch {
        XCTFail("\(row.file): \(error)")
        continue
      }
      XCTAssertEqual(file.entries.count, row.keys, row.file)
      XCTAssertEqual(file.duplicates.count, row.duplicateCount, row.file)
      XCTAssertEqual(file.encoding, expectedEncoding(row.features), row.file)
    }
  }

  private func expectedEncoding(_ features: [String]) -> TextEncodingFound? {
    switch features.first(where: { $0.hasPrefix("encoding:") }) {
    case "encoding:utf-8": return .utf8
    case "encoding:utf-8-bom": return .utf8BOM
    case "encoding:utf-16le-bom": return .utf16LE
    case "encoding:utf-16be-bom": return .utf16BE
    case "encoding:binary-plist": return .binaryPropertyList
    default: return nil
    }
  }

  /// Foundation's old-style plist parser is the reference for values. The
  /// one known difference: it keeps lower-case `\u203A` as the letters
  /// "u203A", where Glossa decodes it (Home Assistant means the character).
  func testValuesAgreeWithFoundation() throws {
    for name in try Corpus.files(withExtension: "strings") {
      let bytes = try Corpus.bytes(name)
      let ours = try StringsFile.parse(bytes).dictionary
      let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
      let reference = try XCTUnwrap(object as? [String: String], name)
      XCTAssertEqual(Set(ours.keys), Set(reference.keys), name)
      if name.hasPrefix("home-assistant") {
        let differing = ours.keys.filter { ours[$0] != reference[$0] }
        XCTAssertFalse(differing.isEmpty)
        for key in differing {
          XCTAssertTrue(reference[key]?.contains("u203A") ?? false, "\(name): \(key)")
        }
      } else {
        XCTAssertEqual(ours, reference, name)
      }
    }
  }

  func testLowerCaseUnicodeEscapeAndBackslashNewline() throws {
    let file = try parse("home-assistant__iOS__Sources_App_Resources_bg.lproj_Localizable.strings")
    let values = file.dictionary
    XCTAssertEqual(
      values["live_activity.frequent_updates.footer"],
      "Allows Home Assistant to update Live Activities up to once per second. Enable in Settings › %@ › Live Activities."
    )
    XCTAssertEqual(values["error.client_certificate.flow_failed"], "Client Certificate Authentication failed.\n\n%@")
    let entry = try XCTUnwrap(file.entries.first { $0.key == "error.client_certificate.flow_failed" })
    XCTAssertEqual(entry.keyPosition, position(541, 1))
  }

  func testUTF16Files() throws {
    let czech = try parse("jellyfin__Swiftfin__Translations_cs.lproj_Localizable.strings")
    XCTAssertEqual(czech.entries.first?.key, "Connect to Server")
    XCTAssertEqual(czech.entries.first?.value, "Připojit k Serveru")
    XCTAssertEqual(czech.entries.first?.keyPosition, position(3, 1))

    let sparkle = try parse("sparkle-project__Sparkle__pt_BR.lproj_Sparkle@a7dbe418.strings")
    XCTAssertEqual(sparkle.encoding, .utf16BE)
    XCTAssertEqual(sparkle.entries.first?.comment, "No comment provided by engineer.")
    XCTAssertEqual(sparkle.entries.first?.key.hasPrefix("%1$@ %2$@ has been downloaded"), true)

    let empty = try parse("jellyfin__Swiftfin__Translations_fa.lproj_Localizable.strings")
    XCTAssertEqual(empty.entries, [])
    XCTAssertEqual(empty.encoding, .utf16LE)

    let cami = try parse("Aemi-Studio__Cami__Settings.bundle_en.lproj_Root.strings")
    XCTAssertEqual(cami.entries.first?.key, "About")
  }

  func testDuplicates() throws {
    let maccy = try parse("p0deje__Maccy__Maccy_Settings_ro.lproj_GeneralSettings.strings")
    XCTAssertEqual(maccy.duplicates, [DuplicateKey(key: "Behavior", first: position(14, 1), second: position(21, 1))])

    let aidoku = try parse("Aidoku__Aidoku__Shared_Localization_zh-Hans.lproj_Localizable.strings")
    XCTAssertEqual(
      aidoku.duplicates, [DuplicateKey(key: "UPDATE_AFTER_READING", first: position(241, 1), second: position(554, 1))])
    XCTAssertEqual(aidoku.dictionary["UPDATE_AFTER_READING"], "阅读后更新")
    XCTAssertEqual(aidoku.entries.first?.comment, "General")

    let conflict = try parse("oops-rs__langcodec__tests_data_lib_sample_conflict.strings")
    XCTAssertEqual(conflict.duplicates, [DuplicateKey(key: "hello", first: position(2, 1), second: position(4, 1))])
    XCTAssertEqual(conflict.dictionary, ["hello": "Hi", "goodbye": "Bye"])

    let frozen = try parse("Automattic__pocket-casts-ios__fastlane_Frozen.strings")
    XCTAssertEqual(
      frozen.duplicates.map(\.key),
      ["discover_browse_by_category_health", "discover_browse_by_category_society_and_culture"])
    XCTAssertEqual(frozen.dictionary["discover_browse_by_category_society_and_culture"], "Culture")
  }

  func testEscapesAndUnquotedKeys() throws {
    let langcodec = try parse("oops-rs__langcodec__tests_data_lib_corpus_en.lproj_Localizable.strings").dictionary
    XCTAssertEqual(langcodec["path_windows"], #"C:\Program Files\LangCodec"#)
    XCTAssertEqual(langcodec["line_break_literal"], #"Line1\nLine2"#)
    XCTAssertEqual(langcodec["quoted_text"], "He said \"Hello\"")

    let infoPlist = try parse("Automattic__pocket-casts-ios__podcasts_en.lproj_InfoPlist.strings")
    XCTAssertEqual(infoPlist.entries.first?.key, "NSCameraUsageDescription")
    XCTAssertEqual(
      infoPlist.entries.first?.comment,
      "A message that tells the user why the app is requesting access to the device’s camera.")

    let alare = try parse("Cizzuk__Alare__ja.lproj_InfoPlist.strings")
    XCTAssertEqual(alare.entries.map(\.key), ["NSAlarmKitUsageDescription", "NSCameraUsageDescription"])
    XCTAssertNil(alare.entries.first?.comment, "the file header is separated by a blank line")
  }

  func testUTF8BOMAndMixedComments() throws {
    let intents = try parse("Automattic__pocket-casts-ios__podcasts_en.lproj_Intents.strings")
    XCTAssertEqual(intents.entries.first?.key, "0EmR82")
    XCTAssertEqual(intents.entries.first?.keyPosition, position(1, 1))

    let legacy = try parse("liamnichols__xcstrings-tool__Tests_XCStringsToolTests___Fixtures___Legacy.strings")
    XCTAssertEqual(
      legacy.entries.map(\.comment),
      [
        "No arguments", "A single argument", "Multiple arguments",
        "Positional specifiers mixed in with a regular specifier", "Repeating an argument using positional specifiers",
      ])
  }

  func testBinaryPlistFilesAreRead() throws {
    let live = try parse("LiveContainer__LiveContainer__Resources_ar.lproj_InfoPlist.strings")
    XCTAssertEqual(live.encoding, .binaryPropertyList)
    XCTAssertEqual(live.dictionary, ["CFBundleName": "LiveContainer"])

    let transmission = try parse(
      "transmission__transmission__macosx_Sparkle.framework_Versions_B_Resources_Base.lproj_Sparkle.strings")
    XCTAssertEqual(transmission.entries.count, 82)
    XCTAssertEqual(transmission.dictionary["Cancel Update"], "Cancel Update")
  }
}
