import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// `glossa import`: an .lproj tree built here (UTF-8, UTF-16, comments, a multi-variable
/// .stringsdict) becomes exactly the expected catalog, and merging never overwrites.
final class LegacyImportTests: XCTestCase {
  private var root = ""

  override func setUpWithError() throws {
    root = NSTemporaryDirectory() + "glossa-import-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/App/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/App/Base.lproj", withIntermediateDirectories: true)
    try write(
      """
      /* The greeting on the home screen */
      "Hello" = "Hello";

      /* No comment provided by engineer. */
      "Bye" = "Goodbye";
      "Path" = "C:\\\\Temp\\n\\"quoted\\"";
      """, to: "App/en.lproj/Localizable.strings")
    // German as UTF-16LE with a byte-order mark, as Xcode used to save .strings files.
    let german = "\"Hello\" = \"Hallo\";\n\"Bye\" = \"Tschüss\";\n"
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in german.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(utf16).write(to: URL(fileURLWithPath: root + "/App/de.lproj/Localizable.strings"))
    try write(Self.stringsdict, to: "App/en.lproj/Localizable.stringsdict")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
  }

  func testAnLprojTreeBecomesExactlyTheExpectedCatalog() throws {
    var catalog = Catalog(sourceLanguage: "en", version: "1.0")
    let report = LegacyImporter().importFolders([root], into: &catalog)
    XCTAssertEqual(report.files, 3)
    XCTAssertEqual(report.languages, ["de", "en"])
    XCTAssertEqual(report.newKeys, 5)
    XCTAssertEqual(report.importedValues, 7)
    XCTAssertTrue(report.conflicts.isEmpty)
    XCTAssertEqual(String(decoding: CatalogWriter.bytes(catalog), as: UTF8.self), Self.expectedCatalog)
  }

  func testMergingKeepsDifferentExistingValuesUnlessOverwriting() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.expectedCatalog.utf8)).catalog
    var edited = catalog
    let change = try XCTUnwrap(edited.changeSettingValue("Servus", key: "Hello", language: "de"))
    for edit in change.edits { edited.apply(edit) }

    var merged = edited
    let report = LegacyImporter().importFolders([root], into: &merged)
    XCTAssertEqual(report.conflicts.map(\.key), ["Hello"])
    XCTAssertEqual(report.importedValues, 0)
    XCTAssertEqual(report.unchangedValues, 6)
    XCTAssertEqual(merged, edited, "a differing value must be left alone")

    let overwriting = LegacyImporter(overwrite: true).importFolders([root], into: &edited)
    XCTAssertEqual(overwriting.overwritten.map(\.key), ["Hello"])
    XCTAssertEqual(edited, catalog)
  }

  func testInvalidFilesAreListedWithTheirPositionAndImportNothing() throws {
    try write("\"Hello\" = \"Hi\";\n\"Oops\" = ;\n", to: "App/Base.lproj/Localizable.strings")
    XCTAssertEqual(mkfifo(root + "/App/Base.lproj/Localizable.stringsdict", 0o644), 0)
    var catalog = Catalog(sourceLanguage: "en", version: "1.0")
    let report = LegacyImporter().importFolders([root], into: &catalog)
    XCTAssertEqual(
      report.invalidFiles.map(\.description),
      [
        "\(root)/App/Base.lproj/Localizable.strings:2:10: expected a string value after '=' for \"Oops\", found ';'",
        "glossa: \(root)/App/Base.lproj/Localizable.stringsdict: not a regular file",
      ])
    XCTAssertEqual(report.files, 5)
    XCTAssertEqual(report.languages, ["de", "en"], "nothing from the invalid files")
    XCTAssertNil(catalog.strings["Oops"])
  }

  func testAFolderThatGivesNoLanguageTagIsRefusedAndImportsNothing() throws {
    try FileManager.default.createDirectory(atPath: root + "/App/de x.lproj", withIntermediateDirectories: true)
    try write("\"Hello\" = \"Hi\";\n", to: "App/de x.lproj/Localizable.strings")
    var catalog = Catalog(sourceLanguage: "en", version: "1.0")
    let report = LegacyImporter().importFolders([root], into: &catalog)
    XCTAssertEqual(
      report.invalidFiles.map(\.description),
      [
        #"glossa: \#(root)/App/de x.lproj: the language code "de x" holds " ", which no language code has: expected a BCP 47 tag such as en, pt-BR, es-419 or zh-Hans"#
      ])
    XCTAssertEqual(report.languages, ["de", "en"])
    XCTAssertEqual(catalog.languages, ["en", "de"])
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%d files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t</dict>
    \t<key>%d files in %d folders</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@ in %#@folders@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%ld file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld files</string>
    \t\t</dict>
    \t\t<key>folders</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>zero</key>
    \t\t\t<string>no folders</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d folder</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d folders</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """

  static let expectedCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%d files" : {
          "extractionState" : "migrated",
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%d file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%d files"
                    }
                  }
                }
              }
            }
          }
        },
        "%d files in %d folders" : {
          "extractionState" : "migrated",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@files@ in %#@folders@"
              },
              "substitutions" : {
                "files" : {
                  "argNum" : 1,
                  "formatSpecifier" : "ld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg files"
                        }
                      }
                    }
                  }
                },
                "folders" : {
                  "argNum" : 2,
                  "formatSpecifier" : "d",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg folder"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg folders"
                        }
                      },
                      "zero" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "no folders"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "Bye" : {
          "extractionState" : "migrated",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Tschüss"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Goodbye"
              }
            }
          }
        },
        "Hello" : {
          "comment" : "The greeting on the home screen",
          "extractionState" : "migrated",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        },
        "Path" : {
          "extractionState" : "migrated",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "C:\\\\Temp\\n\\"quoted\\""
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
}
