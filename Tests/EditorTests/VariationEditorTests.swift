import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// The variation editor: vary by plural (the Russian contract case, saved byte for byte), vary by
/// device with a nested plural, collapse, add/remove forms, flags, and undo of each step.
final class VariationEditorTests: XCTestCase {
  static let hikes = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld hikes" : {
          "localizations" : {
            "ru" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld походов"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The issue's "done when": a Russian plain string turned into plural forms and saved gives
  /// exactly few, many, one, other under variations.plural, as Xcode writes them.
  func testRussianPlainStringVariedByPluralSavesExactlyXcodesJSON() throws {
    var (harness, path) = try harnessSaving(Self.hikes)
    harness.type("p")
    XCTAssertScreen(harness, rows: 0..<7, [
      " Variations · ru of \"%lld hikes\"",
      " comment   —",
      " en        %lld hikes",
      String(repeating: "─", count: 100),
      "   One string (translated): %lld походов",
      " ▸ Vary by plural · forms one, few, many, other, each starting with this text",
      "   Vary by device · pick the devices; other is always there",
    ])
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 4..<9, [
      "   plural forms · ru uses one, few, many, other",
      " ▸ one       1, 21, 31, 41, 51, 61…    ? needs review  %lld походов",
      "   few       2, 3, 4, 22, 23, 24…      ? needs review  %lld походов",
      "   many      0, 5, 6, 7, 8, 9…         ? needs review  %lld походов",
      "   other     1.5…                        translated    %lld походов",
    ])
    XCTAssertEqual(harness.messageLine, "ru now varies by plural: one, few, many, other · u undoes")
    // Edit two forms with the same inline editor the grid uses.
    harness.type("<Enter><C-u>%lld поход<Enter>j<Enter><C-u>%lld похода<Enter>")
    XCTAssertEqual(harness.lines[5], "   one       1, 21, 31, 41, 51, 61…      translated    %lld поход")
    XCTAssertEqual(harness.lines[6], " ▸ few       2, 3, 4, 22, 23, 24…        translated    %lld похода")
    let saved = try harness.saveAndRead(path)
    XCTAssertSameText(saved, """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld hikes" : {
            "localizations" : {
              "ru" : {
                "variations" : {
                  "plural" : {
                    "few" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld похода"
                      }
                    },
                    "many" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%lld походов"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld поход"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld походов"
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
    // Three steps, each undone on its own, back to the exact original bytes.
    harness.type("uuu")
    XCTAssertEqual(harness.text, Self.hikes)
    XCTAssertEqual(harness.lines[4], "   One string (translated): %lld походов")
  }

  static let tap = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Tap" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Tippen"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func testVaryByDeviceThenAPluralInsideTheMacFormAndCollapseBack() throws {
    var (harness, path) = try harnessSaving(Self.tap)
    harness.type("pj<Enter>")
    XCTAssertScreen(harness, rows: 4..<14, [
      "   One string (translated): Tipp── Devices of de ───────────────────",
      "   Vary by plural · forms one, o│ ▸ [ ] iphone                     │",
      " ▸ Vary by device · pick the dev│   [ ] ipad                       │",
      "                                │   [ ] mac                        │",
      "                                │   [ ] applewatch                 │",
      "                                │   [ ] appletv                    │",
      "                                │   [ ] applevision                │",
      "                                │   [ ] ipod                       │",
      "                                │   [x] other  (always there)      │",
      "                                ────────────────────────────────────",
    ])
    XCTAssertEqual(harness.messageLine, "Space tick · Enter apply · Esc cancel")
    // The picker starts with only other ticked: tick iPhone, Mac and Apple TV.
    harness.type("xjjxjjx<Enter>")
    XCTAssertEqual(harness.messageLine, "de varies by device: iphone, mac, appletv, other · u undoes")
    XCTAssertScreen(harness, rows: 4..<9, [
      "   device forms · other covers every device not listed",
      "   iphone                                translated    Tippen",
      " ▸ mac                                   translated    Tippen",
      "   appletv                               translated    Tippen",
      "   other                                 translated    Tippen",
    ])
    // The Mac form varies by plural, as Xcode allows; edit its one form.
    harness.type("p")
    XCTAssertEqual(harness.messageLine, "de mac now varies by plural: one, other · u undoes")
    harness.type("<Enter><C-u>Klicken<Enter>")
    XCTAssertScreen(harness, rows: 4..<12, [
      "   device forms · other covers every device not listed",
      "   iphone                                translated    Tippen",
      "   mac                                   translated    ⋯ 2 forms",
      "     plural forms · de uses one, other",
      " ▸   one     1                           translated    Klicken",
      "     other   0, 2, 3, 4, 5, 6, 1.5…      translated    Tippen",
      "   appletv                               translated    Tippen",
      "   other                                 translated    Tippen",
    ])
    XCTAssertEqual(harness.gridLineAfterClosing(containing: "Tap"), "  Tap                       │   Tap                             │ ⌘ ⋯ 5 forms")
    harness.type("jj")  // reopened on iphone: back to mac's one
    let saved = try harness.saveAndRead(path)
    XCTAssertSameText(saved, """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Tap" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "device" : {
                    "appletv" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Tippen"
                      }
                    },
                    "iphone" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Tippen"
                      }
                    },
                    "mac" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Klicken"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Tippen"
                            }
                          }
                        }
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Tippen"
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

    // Collapse the Mac's plural forms: it asks, naming the text it keeps (other).
    harness.type("C")
    XCTAssertEqual(harness.messageLine, "Collapse the forms of mac into one string, keeping other: \"Tippen\"? (y)es · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.lines[6], " ▸ mac                                   translated    Tippen")
    // Then the whole cell, from the other device form.
    harness.type("C")
    XCTAssertEqual(harness.messageLine, "Collapse every form of de into one string, keeping other: \"Tippen\"? (y)es · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.text, Self.tap)
    XCTAssertEqual(harness.lines[4], "   One string (translated): Tippen")
    // Each step undoes on its own: collapse, collapse, edit, plural, devices.
    harness.type("uu")
    XCTAssertSameText(harness.text, saved)
    harness.type("uuu")
    XCTAssertEqual(harness.text, Self.tap)
  }

  func testCollapsingThePhotosPluralKeepsTheOtherForm() throws {
    var harness = try sampleHarness()
    harness.type("j<Tab><Tab><Tab><Tab><Enter>")  // %lld photos, ru
    XCTAssertEqual(harness.lines[0], " Variations · ru of \"%lld photos\"")
    harness.type("C")
    XCTAssertEqual(harness.messageLine, "Collapse every form of ru into one string, keeping other: \"%lld фотографии\"? (y)es · (n)o")
    harness.type("n")
    XCTAssertFalse(harness.isModified, "no answers no")
    harness.type("Cy")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      catalog.strings["%lld photos"]?.setLocalization(Localization(value: "%lld фотографии", state: .needsReview), for: "ru")
    })
    XCTAssertEqual(harness.lines[4], "   One string (needs review): %lld фотографии")
    harness.type("q")
    // One string where ru needs one, few and many forms: a plural-categories error, marked "!".
    XCTAssertEqual(harness.gridLine(containing: "%lld photos")?.hasSuffix("│? !%lld фотографии"), true)
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testFlagsForMissingAndUnusedCategoriesAndAddingAndRemovingForms() throws {
    var harness = try sampleHarness()
    // fr has one, many, other; French needs one, many, other: nothing flagged. de has one, other.
    // Make de lack "one" and carry an unused "few": remove one, add few by hand through the model.
    var catalog = try Fixtures.sample()
    var de = try XCTUnwrap(catalog.strings["%lld photos"]?.localization("de"))
    de.setForm(nil, at: FormPath("plural.one")!)
    de.setForm(Localization(value: "%lld Fotos (wenige)", state: .translated), at: FormPath("plural.few")!)
    catalog.strings["%lld photos"]?.setLocalization(de, for: "de")
    harness = EditorHarness(catalog: catalog)
    harness.type("j<Tab><Enter>")  // de
    XCTAssertScreen(harness, rows: 4..<9, [
      "   plural forms · de uses one, other",
      " ▸ few                                   translated    %lld Fotos (wenige)",
      "   other     0, 2, 3, 4, 5, 6, 1.5…      translated    %lld Fotos",
      "   ⚠ few is not used in de: no number picks it · x removes it",
      "   one       1                         ⚠ missing: de needs it · Enter adds it",
    ])
    harness.type("a")
    XCTAssertEqual(harness.messageLine, "Added one (new, a copy of other) · u undoes")
    XCTAssertEqual(harness.lines[5], " ▸ one       1                         + new           %lld Fotos")
    harness.type("j")  // few, shown after one in CLDR order
    XCTAssertEqual(harness.lines[6], " ▸ few                                   translated    %lld Fotos (wenige)")
    harness.type("x")
    XCTAssertEqual(harness.messageLine, "Removed few · u undoes")
    harness.type("x")  // now on other
    XCTAssertEqual(harness.messageLine, "other is always kept: C collapses the forms into one string")
    XCTAssertEqual(
      harness.catalog.strings["%lld photos"]?.localization("de")?.variations?.plural?.keys, ["one", "other"])
    harness.type("uu")
    XCTAssertEqual(harness.catalog, catalog)
  }

  func testRussianMissingCategoryIsAddedFromItsFlagRow() throws {
    var catalog = try Fixtures.sample()
    var ru = try XCTUnwrap(catalog.strings["%lld photos"]?.localization("ru"))
    ru.setForm(nil, at: FormPath("plural.few")!)
    ru.setForm(nil, at: FormPath("plural.many")!)
    catalog.strings["%lld photos"]?.setLocalization(ru, for: "ru")
    var harness = EditorHarness(catalog: catalog)
    harness.type("j<Tab><Tab><Tab><Tab><Enter>a")
    XCTAssertEqual(harness.messageLine, "Add which plural form? (1) few · (2) many · Esc cancels")
    harness.type("2")
    XCTAssertEqual(harness.messageLine, "Added many (new, a copy of other) · u undoes")
    harness.type("G<Enter>")  // the remaining flag row: few
    XCTAssertEqual(
      harness.catalog.strings["%lld photos"]?.localization("ru")?.variations?.plural?.keys, ["few", "many", "one", "other"])
    XCTAssertEqual(harness.catalog.strings["%lld photos"]?.localization("ru")?.form(at: FormPath("plural.few")!)?.stringUnit?.state, .new)
  }

  func testTogglingAFormsReviewAndReadOnly() throws {
    var harness = try sampleHarness()
    harness.type("j<Tab><Tab><Tab><Tab><Enter>jr")  // ru few
    XCTAssertEqual(harness.lines[6], " ▸ few       2, 3, 4, 22, 23, 24…        translated    %lld фотографии")
    harness.type("r")
    XCTAssertEqual(harness.lines[6], " ▸ few       2, 3, 4, 22, 23, 24…      ? needs review  %lld фотографии")

    var readOnly = try sampleHarness(options: EditorOptions(readOnly: true, displayPath: "Sample.xcstrings"))
    readOnly.type("j<Tab><Tab><Tab><Tab>p")
    XCTAssertEqual(readOnly.lines[0], " Variations · ru of \"%lld photos\" [read-only]")
    for key in ["<Enter>", "r", "x", "a", "C", "d", "p"] {
      readOnly.type(key)
      XCTAssertNil(readOnly.state.layer, key)
      XCTAssertFalse(readOnly.isModified, key)
    }
  }

  func testGridSummaryAndNeedsWorkTreatAVariedCellByItsWorstForm() throws {
    var harness = try sampleHarness()
    harness.type("<Tab><Tab><Tab><Tab>")  // ru
    XCTAssertEqual(harness.gridLine(containing: "%lld photos")?.hasSuffix("│?# ⋯ 4 forms · 4 review"), true)
    harness.type("]")
    XCTAssertEqual(harness.currentKey, "%lld photos", "the first ru cell needing work is the plural one")
    // Accept all but one form: the cell still needs review, and still says so.
    harness.type("<Enter>rjrjr")
    harness.type("q")
    XCTAssertEqual(harness.gridLine(containing: "%lld photos")?.hasSuffix("│?# ⋯ 4 forms · 1 review"), true)
    harness.type("g]")
    XCTAssertEqual(harness.currentKey, "%lld photos")
    harness.type("f")
    harness.type("r")  // filter: needs review in ru
    XCTAssertEqual(harness.visibleKeys, ["%lld photos", "You hiked %#@distance@ in %#@days@"])
  }

  func testKeysOfTheModesAreInTheOneTableAndInHelp() {
    let help = HelpContent.lines.map(\.text)
    XCTAssertTrue(help.contains("Variation editor (p, or Enter on a varied cell)"))
    XCTAssertTrue(help.contains("Review mode (R: this language · Alt-r or :review all: every shown language)"))
    let expected: [(String, KeyContext, Command)] = [
      ("p", .grid, .variationEditor), ("R", .grid, .reviewLanguage), ("<M-r>", .grid, .reviewAllLanguages),
      ("<Enter>", .variations, .variationEdit), ("p", .variations, .variationPlural), ("d", .variations, .variationDevice),
      ("a", .variations, .variationAdd), ("x", .variations, .variationRemove), ("C", .variations, .variationCollapse),
      ("u", .variations, .undo), ("q", .variations, .variationClose), ("<Esc>", .variations, .variationClose),
      ("<Space>", .picker, .pickerToggle), ("<Enter>", .picker, .listChoose),
      ("a", .review, .reviewAccept), ("<Enter>", .review, .reviewAccept), ("e", .review, .reviewEdit),
      ("s", .review, .reviewSkip), ("<Space>", .review, .reviewSkip), ("b", .review, .reviewBack),
      ("x", .review, .reviewReject), ("A", .review, .reviewAcceptAll), ("u", .review, .undo),
      ("q", .review, .reviewLeave), ("<Esc>", .review, .reviewLeave),
    ]
    for (script, context, command) in expected {
      XCTAssertEqual(Keymap.command(for: parseKeyScript(script)[0], in: context), command, "\(script) in \(context)")
    }
  }
}

extension EditorHarness {
  /// Closes the variation editor, reads the grid line of `key`, and opens the editor again.
  mutating func gridLineAfterClosing(containing key: String) -> String? {
    type("q")
    defer { type("p") }
    return gridLine(containing: key)
  }
}
