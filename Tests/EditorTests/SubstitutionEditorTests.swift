import StringCatalog
import XCTest

@testable import Editor

/// Substitutions in the variation editor: listed with argNum, format and forms; a typed
/// `%#@name@` token offers to create one; a substitution no token uses is flagged and removable.
final class SubstitutionEditorTests: XCTestCase {
  func testSubstitutionsAreListedWithTheirArgumentFormatAndForms() throws {
    var harness = try sampleHarness()
    harness.type("G<Tab><Tab><Tab><Tab><Enter>")  // You hiked…, ru
    XCTAssertScreen(harness, rows: 0..<19, [
      " Variations · ru of \"You hiked %#@distance@ in %#@days@\"",
      " comment   Summary sentence; distance in kilometres, then a number of days.",
      " en        You hiked %#@distance@ in %#@days@ · days: one: %arg day · days: other: %arg days · dist…",
      String(repeating: "─", count: 100),
      "   text                                    ? needs review  Вы прошли %#@distance@ за %#@days@",
      " ▸ %#@days@      argNum 2 · %lld",
      "     plural forms · ru uses one, few, many, other",
      "     one         1, 21, 31, 41, 51, 61…    ? needs review  %arg день",
      "     few         2, 3, 4, 22, 23, 24…      ? needs review  %arg дня",
      "     many        0, 5, 6, 7, 8, 9…         ? needs review  %arg дней",
      "     other       1.5…                      ? needs review  %arg дня",
      "   %#@distance@  argNum 1 · %lld",
      "     plural forms · ru uses one, few, many, other",
      "     one         1, 21, 31, 41, 51, 61…    ? needs review  %arg километр",
      "     few         2, 3, 4, 22, 23, 24…      ? needs review  %arg километра",
      "     many        0, 5, 6, 7, 8, 9…         ? needs review  %arg километров",
      "     other       1.5…                      ? needs review  %arg километра",
      "",
      "",
    ])
    XCTAssertEqual(harness.lines[19], "── substitution days " + String(repeating: "─", count: 79))
    XCTAssertEqual(harness.lines[20], "argument argNum 2 · formatSpecifier lld")
    // Substitution forms are edited like plural forms.
    harness.type("jj<Enter><C-u>%arg денёк<Enter>")
    let path = FormPath(steps: [.substitution("days"), .plural("few")])
    XCTAssertEqual(
      harness.catalog.strings["You hiked %#@distance@ in %#@days@"]?.localization("ru")?.form(at: path)?.stringUnit,
      StringUnit(state: .translated, value: "%arg денёк"))
    XCTAssertEqual(harness.lines[8], " ▸   few         2, 3, 4, 22, 23, 24…        translated    %arg денёк")
  }

  static let found = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Found %@ in %lld files" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%@ gefunden"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func testTypingATokenOffersTheSubstitutionThenAnUnusedOneIsFlaggedAndRemoved() throws {
    var (harness, path) = try harnessSaving(Self.found)
    harness.type("<Enter><C-u>%@ in %#@files@ gefunden<Enter>")
    XCTAssertEqual(
      harness.messageLine,
      "%#@files@ has no substitution: create it (argument 2, %lld, forms one, other)? (y)es · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "Created the substitution files: p shows its forms · u undoes")
    XCTAssertEqual(harness.gridLine(containing: "Found"), "  Found %@ in %lld files    │   Found %@ in %lld files          │+% ⋯ 3 forms · 2 new")
    harness.type("p")  // opens on the substitution, not on the text
    XCTAssertScreen(harness, rows: 4..<9, [
      "   text                                   translated    %@ in %#@files@ gefunden",
      " ▸ %#@files@  argNum 2 · %lld",
      "     plural forms · de uses one, other",
      "     one      1                         + new           %arg",
      "     other    0, 2, 3, 4, 5, 6, 1.5…    + new           %arg",
    ])
    harness.type("j<Enter><C-u>%arg Datei<Enter>j<Enter><C-u>%arg Dateien<Enter>")
    XCTAssertEqual(harness.lines[7], "     one      1                           translated    %arg Datei")
    XCTAssertEqual(harness.lines[8], " ▸   other    0, 2, 3, 4, 5, 6, 1.5…      translated    %arg Dateien")
    let saved = try harness.saveAndRead(path)
    XCTAssertSameText(saved, """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Found %@ in %lld files" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "%@ in %#@files@ gefunden"
                },
                "substitutions" : {
                  "files" : {
                    "argNum" : 2,
                    "formatSpecifier" : "lld",
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg Datei"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "%arg Dateien"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)

    // Drop the token from the text: the substitution is flagged, and x removes it.
    harness.type("g<Enter><C-u>%@ gefunden<Enter>")
    XCTAssertScreen(harness, rows: 4..<7, [
      " ▸ text                                   translated    %@ gefunden",
      "   %#@files@  argNum 2 · %lld",
      "     ⚠ no %#@files@ token uses this substitution · x removes it",
    ])
    harness.type("x")
    XCTAssertEqual(harness.messageLine, "The text holds the %#@…@ tokens and stays: x on a form or a substitution removes that")
    harness.type("jx")
    XCTAssertEqual(harness.messageLine, "Removed the substitution files · u undoes")
    XCTAssertEqual(harness.text, Self.found)
    harness.type("uu")
    XCTAssertSameText(harness.text, saved)
  }

  func testATokenWithoutSubstitutionIsFlaggedInTheEditorAndCreatedFromThere() throws {
    var (harness, _) = try harnessSaving(Self.found)
    harness.type("<Enter><C-u>%@ in %#@files@ gefunden<Enter>n")
    XCTAssertEqual(harness.catalog.strings["Found %@ in %lld files"]?.localization("de")?.isVaried, false, "answered no")
    harness.type("p")
    XCTAssertScreen(harness, rows: 4..<8, [
      "   One string (translated): %@ in %#@files@ gefunden",
      " ▸ Vary by plural · forms one, other, each starting with this text",
      "   Vary by device · pick the devices; other is always there",
      "   ⚠ %#@files@ has no substitution · Enter creates it",
    ])
    harness.type("G<Enter>")
    XCTAssertEqual(harness.messageLine, "Created the substitution files: p shows its forms · u undoes")
    XCTAssertEqual(harness.lines[5], "   %#@files@  argNum 2 · %lld")
    let substitution = harness.catalog.strings["Found %@ in %lld files"]?.localization("de")?.substitutions?["files"]
    XCTAssertEqual(substitution?.argNum, 2)
    XCTAssertEqual(substitution?.variations?.plural?.keys, ["one", "other"])
    XCTAssertEqual(substitution?.variations?.plural?["one"]?.stringUnit, StringUnit(state: .new, value: "%arg"))
  }

  /// A cell with one substitution; `argNum` and `format` are its fields as written.
  static func files(argNum: Int = 1, format: String = "lld") -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@files@"
              },
              "substitutions" : {
                "files" : {
                  "argNum" : \(argNum),
                  "formatSpecifier" : "\(format)",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg Datei"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg Dateien"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  func testNAndFSetTheSubstitutionsArgNumAndFormatAsOneUndoableChangeEach() throws {
    var (harness, path) = try harnessSaving(Self.files())
    harness.type("p")  // opens on the substitution's row
    XCTAssertEqual(harness.lines[5], " ▸ %#@files@  argNum 1 · %lld")

    harness.type("n")
    XCTAssertEqual(harness.messageLine, "argNum of %#@files@ (1, 2, …): 1")
    // The string has one argument: the commit says at once what argument 2 breaks, and the save
    // asks before writing it; the next save, of an error already in the file, does not.
    harness.type("<C-u>2<Enter>")
    XCTAssertEqual(
      harness.messageLine, "! substitutions substitutions.files: argNum 2 is out of range: the string reads 1 argument (+1 more)")
    XCTAssertEqual(harness.lines[5], " ▸ %#@files@  argNum 2 · %lld")
    XCTAssertSameText(try harness.saveAnywayAndRead(path), Self.files(argNum: 2))

    harness.type("f")
    XCTAssertEqual(harness.messageLine, "formatSpecifier of %#@files@ (lld, d, f, @…): lld")
    harness.type("<C-u>@<Enter>")
    XCTAssertEqual(harness.messageLine, "%#@files@ now formats as %@ · u undoes")
    XCTAssertEqual(harness.lines[5], " ▸ %#@files@  argNum 2 · %@")
    XCTAssertSameText(try harness.saveAndRead(path), Self.files(argNum: 2, format: "@"))

    // Each was one step: u twice restores the original bytes; Ctrl-R brings both back.
    harness.type("u")
    XCTAssertSameText(harness.text, Self.files(argNum: 2))
    harness.type("u")
    XCTAssertSameText(harness.text, Self.files())
    XCTAssertEqual(harness.text, Self.files())
    harness.type("<C-r><C-r>")
    XCTAssertSameText(harness.text, Self.files(argNum: 2, format: "@"))
  }

  func testInvalidArgNumAndFormatAreRefusedWithAMessage() throws {
    var (harness, _) = try harnessSaving(Self.files())
    harness.type("p")
    for typed in ["0", "-1", "x", "1.5", "", "99999999999999999999999"] {
      harness.type("n<C-u>\(typed)<Enter>")
      XCTAssertEqual(harness.messageLine, "argNum must be a positive whole number (1, 2, …), not \"\(typed)\"", typed)
    }
    for typed in ["%lld", "q", "lldd", "s2", "#@x@", ""] {
      harness.type("f<C-u>\(typed)<Enter>")
      XCTAssertEqual(
        harness.messageLine, "\"\(typed)\" is not a format specifier: type one without % (lld, ld, d, u, f, @, x…)", typed)
    }
    // The current value again is no change (nothing to undo); every specifier Xcode writes is taken.
    harness.type("n<Enter>")
    XCTAssertEqual(harness.messageLine, "Unchanged")
    XCTAssertEqual(harness.text, Self.files())
    XCTAssertFalse(harness.isModified)
    for specifier in ["lld", "ld", "d", "i", "u", "lu", "llu", "f", "lf", "@", "x"] {
      XCTAssertEqual(try Catalog.parseSubstitutionFormat(specifier).get(), specifier)
    }
    // Away from a substitution's row, n and f say where to press them.
    harness.type("j")
    harness.type("n")
    XCTAssertEqual(harness.messageLine, "Select a substitution's %#@…@ row to set its argNum")
  }

  func testTheSubstitutionFieldBuildersReturnNilWhenNothingChanges() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.files().utf8)).catalog
    XCTAssertNil(catalog.changeSettingSubstitutionArgNum(1, name: "files", key: "%lld files", language: "de"))
    XCTAssertNil(catalog.changeSettingSubstitutionArgNum(0, name: "files", key: "%lld files", language: "de"))
    XCTAssertNil(catalog.changeSettingSubstitutionArgNum(2, name: "nope", key: "%lld files", language: "de"))
    XCTAssertNil(catalog.changeSettingSubstitutionFormat("lld", name: "files", key: "%lld files", language: "de"))
    XCTAssertNil(catalog.changeSettingSubstitutionFormat("q", name: "files", key: "%lld files", language: "de"))
    XCTAssertNotNil(catalog.changeSettingSubstitutionFormat("d", name: "files", key: "%lld files", language: "de"))
  }
}
