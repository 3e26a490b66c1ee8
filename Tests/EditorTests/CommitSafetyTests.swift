import StringCatalog
import XCTest

@testable import Editor

/// Committing from the inline editor: a check error the edit introduces is shown at once; an
/// empty value over a translation asks what is meant; the device picker's Enter with nothing
/// changed changes nothing.
final class CommitSafetyTests: XCTestCase {
  static let hikes = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld hikes" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Wanderungen"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func testACommitThatBreaksAFormatSpecifierShowsTheFindingAtOnce() throws {
    var (harness, _) = try harnessSaving(Self.hikes)
    harness.type("<Enter><C-u>%@ Wanderungen<Enter>")
    XCTAssertEqual(harness.catalog.strings["%lld hikes"]?.localization("de")?.stringUnit?.value, "%@ Wanderungen")
    XCTAssertEqual(harness.messageLine, "! format-specifiers: argument 1 is %@ but %lld in the source")
    XCTAssertEqual(harness.state.message?.isError, true)
    // A commit that keeps the (same) error says nothing new; fixing it neither.
    harness.type("<Enter><End> <Enter>")
    XCTAssertNotEqual(harness.messageLine.first, "!")
    harness.type("<Enter><C-u>%lld Wanderungen<Enter>")
    XCTAssertNotEqual(harness.messageLine.first, "!")
  }

  func testABrokenPluralFormIsShownWhenTheFormIsCommitted() throws {
    var harness = try sampleHarness()
    harness.type("<Tab><Tab><Tab><Tab>")  // ru
    XCTAssertEqual(harness.currentLanguage, "ru")
    harness.type("/%lld photos<Enter><Enter>j<Enter><C-u>фото<Enter>")
    XCTAssertEqual(harness.messageLine, "! format-specifiers plural.few: %lld (argument 1) is missing")
  }

  func testAnEmptyValueOverATranslationAsksEmptyStringOrDelete() throws {
    var (harness, path) = try harnessSaving(Self.hikes)
    harness.type("<Enter><C-u><Enter>")
    XCTAssertEqual(
      harness.messageLine, "Empty text for de of \"%lld hikes\": (e)mpty string · (d)elete the translation · Esc edits on")
    XCTAssertFalse(harness.isModified)
    // Esc: back in the editor, the text as it was when Enter was pressed.
    harness.type("<Esc>")
    guard case .textEditor(let session)? = harness.state.layer else { return XCTFail("expected the inline editor") }
    XCTAssertEqual(session.buffer.text, "")
    harness.type("%lld<Esc>")
    XCTAssertFalse(harness.isModified)

    // e: an empty string, kept as the translation.
    harness.type("<Enter><C-u><Enter>e")
    XCTAssertSameText(try harness.saveAnywayAndRead(path), """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld hikes" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : ""
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """)
    // An empty cell cleared again is unchanged, not a question.
    harness.type("<Enter><Enter>")
    XCTAssertEqual(harness.messageLine, "Unchanged")

    // d: the translation goes; one undo step brings it back.
    harness.type("u<Enter><C-u><Enter>d")
    XCTAssertEqual(harness.messageLine, "Deleted the de translation of \"%lld hikes\"")
    XCTAssertSameText(try harness.saveAndRead(path), """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld hikes" : {

          }
        },
        "version" : "1.0"
      }
      """)
    harness.type("u")
    XCTAssertEqual(harness.text, Self.hikes)
  }

  func testEnterInTheDevicePickerWithNothingChangedChangesNothing() throws {
    var (harness, _) = try harnessSaving(Self.hikes)
    harness.type("pd")
    XCTAssertNotNil(harness.state.variationEditor?.picker)
    harness.type("<Enter>")
    XCTAssertNil(harness.state.variationEditor?.picker)
    XCTAssertEqual(harness.messageLine, "Unchanged: no device was ticked or unticked")
    XCTAssertEqual(harness.text, Self.hikes)
    XCTAssertFalse(harness.isModified)
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Nothing to undo")
    // Ticking and unticking again is no change either.
    harness.type("dxx<Enter>")
    XCTAssertFalse(harness.isModified)
  }

  /// A device Glossa's picker does not list is kept through Enter.
  func testDevicesThePickerDoesNotListAreKept() throws {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Tap" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "device" : {
                    "carplay" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Drücken"
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
      """
    var (harness, _) = try harnessSaving(json)
    harness.type("pd<Enter>")
    XCTAssertEqual(harness.text, json)
    XCTAssertFalse(harness.isModified)
    harness.type("dx<Enter>")  // tick iphone
    let devices = harness.catalog.strings["Tap"]?.localization("de")?.variations?.device
    XCTAssertEqual(devices?.keys.sorted(), ["carplay", "iphone", "other"])
    XCTAssertEqual(devices?["carplay"]?.stringUnit?.value, "Drücken")
  }
}
