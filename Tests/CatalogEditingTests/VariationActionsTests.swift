import CatalogTestSupport
import StringCatalog
import XCTest

/// Vary by plural/device, add/remove forms, collapse: exact bytes, undo back to the original
/// bytes, redo (through `assertChange`).
final class VariationActionsTests: XCTestCase {
  static let russian = #"""
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
    """#

  /// Russian needs one, few, many and other; Xcode writes them alphabetically. The translation's
  /// text is copied into each, but only other stays translated: the rest need review.
  func testRussianVaryByPluralGivesExactlyTheFourCategoriesInXcodeOrder() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.russian.utf8)).catalog
    let expected = #"""
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
                        "state" : "needs_review",
                        "value" : "%lld походов"
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
                        "state" : "needs_review",
                        "value" : "%lld походов"
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
      """#
    try assertChange(
      catalog.changeVaryingByPlural(key: "%lld hikes", language: "ru"), on: Self.russian, gives: expected,
      label: "vary ru of \"%lld hikes\" by plural")
  }

  func testVaryByPluralRefusesVariedCellsAndNesting() throws {
    let catalog = try EditingFixture.catalog
    XCTAssertNil(catalog.changeVaryingByPlural(key: "%lld apples", language: "de"), "already plural")
    XCTAssertNil(catalog.changeVaryingByPlural(key: "Apple", language: "de", at: FormPath("plural.one")!), "no such form")
    XCTAssertNil(catalog.changeVaryingByPlural(key: "No such key", language: "de"))
  }

  func testVaryByPluralOnAMissingCellStartsFromTheSourceAsNew() throws {
    let catalog = try EditingFixture.catalog
    let change = try XCTUnwrap(catalog.changeVaryingByPlural(key: "Apple", language: "ja"))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    XCTAssertEqual(copy.strings["Apple"]?.localization("ja")?.variations?.plural?.keys, ["other"], "ja only has other")
    let missing = try XCTUnwrap(catalog.changeVaryingByPlural(key: "Cherry", language: "ar"))
    copy = catalog
    for edit in missing.edits { copy.apply(edit) }
    let forms = try XCTUnwrap(copy.strings["Cherry"]?.localization("ar")?.variations?.plural)
    XCTAssertEqual(forms.keys, ["few", "many", "one", "other", "two", "zero"])
    XCTAssertEqual(forms["two"]?.stringUnit, StringUnit(state: .new, value: "Cherry"))
  }

  func testVaryByDeviceWithANestedPluralAndBack() throws {
    let base = #"""
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
      """#
    let catalog = try CatalogReader.read(bytes: Array(base.utf8)).catalog
    func unit(_ indent: Int, _ name: String, _ state: String, _ value: String) -> String {
      let pad = String(repeating: " ", count: indent)
      return "\(pad)\"\(name)\" : {\n\(pad)  \"stringUnit\" : {\n\(pad)    \"state\" : \"\(state)\",\n"
        + "\(pad)    \"value\" : \"\(value)\"\n\(pad)  }\n\(pad)}"
    }
    let head = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Tap\" : {\n      \"localizations\" : {\n        \"de\" : {\n"
    let tail = "\n        }\n      }\n    }\n  },\n  \"version\" : \"1.0\"\n}"
    let devices = head + "          \"variations\" : {\n            \"device\" : {\n"
      + [unit(14, "ipad", "translated", "Tippen"), unit(14, "mac", "translated", "Tippen"), unit(14, "other", "translated", "Tippen")]
      .joined(separator: ",\n") + "\n            }\n          }" + tail
    let varied = try XCTUnwrap(catalog.changeSettingDevices(["mac", "ipad"], key: "Tap", language: "de"))
    try assertChange(varied, on: base, gives: devices, label: "vary de of \"Tap\" by device")

    var deviceCatalog = catalog
    for edit in varied.edits { deviceCatalog.apply(edit) }
    let nested = head + "          \"variations\" : {\n            \"device\" : {\n"
      + unit(14, "ipad", "translated", "Tippen") + ",\n"
      + "              \"mac\" : {\n                \"variations\" : {\n                  \"plural\" : {\n"
      + unit(20, "one", "needs_review", "Tippen") + ",\n" + unit(20, "other", "translated", "Tippen")
      + "\n                  }\n                }\n              },\n"
      + unit(14, "other", "translated", "Tippen") + "\n            }\n          }" + tail
    let plural = try XCTUnwrap(deviceCatalog.changeVaryingByPlural(key: "Tap", language: "de", at: FormPath("device.mac")!))
    try assertChange(plural, on: devices, gives: nested)

    var nestedCatalog = deviceCatalog
    for edit in plural.edits { nestedCatalog.apply(edit) }
    XCTAssertNil(nestedCatalog.changeVaryingByPlural(key: "Tap", language: "de", at: FormPath("device.mac.plural.one")!))
    try assertChange(nestedCatalog.changeCollapsingVariations(key: "Tap", language: "de", at: FormPath("device.mac")!), on: nested, gives: devices)
    try assertChange(nestedCatalog.changeCollapsingVariations(key: "Tap", language: "de"), on: nested, gives: base)
  }

  func testSettingDevicesAddsNewCopiesOfOtherAndDropsUnlisted() throws {
    let catalog = try VariationSample.sample()
    let change = try XCTUnwrap(catalog.changeSettingDevices(["ipad", "mac"], key: "Tap to start tracking", language: "de"))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    let forms = try XCTUnwrap(copy.strings["Tap to start tracking"]?.localization("de")?.variations?.device)
    XCTAssertEqual(forms.keys, ["ipad", "mac", "other"])
    XCTAssertEqual(forms["ipad"]?.stringUnit, StringUnit(state: .new, value: "Auswählen, um die Aufzeichnung zu starten"))
    XCTAssertEqual(forms["mac"], catalog.strings["Tap to start tracking"]?.localization("de")?.variations?.device?["mac"])
    XCTAssertNil(catalog.changeSettingDevices(["iphone", "mac"], key: "Tap to start tracking", language: "de"), "unchanged")
  }

  func testVaryByDeviceOfAPluralCellNestsThePluralInEachDevice() throws {
    let catalog = try VariationSample.sample()
    let change = try XCTUnwrap(catalog.changeSettingDevices(["mac"], key: "%lld photos", language: "de"))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    let old = try XCTUnwrap(catalog.strings["%lld photos"]?.localization("de"))
    let new = try XCTUnwrap(copy.strings["%lld photos"]?.localization("de"))
    XCTAssertEqual(new.variations?.device?.keys, ["mac", "other"])
    XCTAssertEqual(new.form(at: FormPath("device.mac")!)?.variations, old.variations)
    XCTAssertNil(new.variations?.plural)
  }

  func testAddingAndRemovingForms() throws {
    let catalog = try VariationSample.sample()
    let add = try XCTUnwrap(catalog.changeAddingForm(key: "%lld photos", language: "de", at: FormPath("plural.zero")!))
    var copy = catalog
    for edit in add.edits { copy.apply(edit) }
    XCTAssertEqual(
      copy.strings["%lld photos"]?.localization("de")?.form(at: FormPath("plural.zero")!)?.stringUnit,
      StringUnit(state: .new, value: "%lld Fotos"))
    XCTAssertNil(catalog.changeAddingForm(key: "%lld photos", language: "de", at: FormPath("plural.one")!), "exists")
    XCTAssertNil(catalog.changeRemovingForm(key: "%lld photos", language: "de", at: FormPath("plural.other")!), "never other")
    let remove = try XCTUnwrap(copy.changeRemovingForm(key: "%lld photos", language: "de", at: FormPath("plural.zero")!))
    for edit in remove.edits { copy.apply(edit) }
    XCTAssertEqual(CatalogWriter.bytes(copy), CatalogWriter.bytes(catalog))
    let substitution = FormPath("substitutions.days.plural.few")!
    let addInSubstitution = try XCTUnwrap(catalog.changeAddingForm(key: "You hiked %#@distance@ in %#@days@", language: "de", at: substitution))
    copy = catalog
    for edit in addInSubstitution.edits { copy.apply(edit) }
    XCTAssertEqual(
      copy.strings["You hiked %#@distance@ in %#@days@"]?.localization("de")?.form(at: substitution)?.stringUnit,
      StringUnit(state: .new, value: "%arg Tagen"))
  }

  func testSettingAFormValueAndTogglingItsReview() throws {
    let catalog = try VariationSample.sample()
    let path = FormPath("plural.few")!
    let change = try XCTUnwrap(catalog.changeSettingFormValue("%lld фото", key: "%lld photos", language: "ru", at: path))
    XCTAssertEqual(change.label, "edit ru plural.few of \"%lld photos\"")
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    let ru = try XCTUnwrap(copy.strings["%lld photos"]?.localization("ru"))
    XCTAssertEqual(ru.form(at: path)?.stringUnit, StringUnit(state: .translated, value: "%lld фото"))
    XCTAssertEqual(ru.form(at: FormPath("plural.many")!)?.stringUnit?.state, .needsReview, "other forms untouched")
    let toggle = try XCTUnwrap(copy.changeTogglingFormReview(key: "%lld photos", language: "ru", at: path))
    for edit in toggle.edits { copy.apply(edit) }
    XCTAssertEqual(copy.strings["%lld photos"]?.localization("ru")?.form(at: path)?.stringUnit?.state, .needsReview)
  }

  func testEditingASourceFormMarksTranslationsForReview() throws {
    let catalog = try VariationSample.sample()
    let change = try XCTUnwrap(catalog.changeSettingFormValue("One photo", key: "%lld photos", language: "en", at: FormPath("plural.one")!))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    XCTAssertEqual(copy.strings["%lld photos"]?.localization("de")?.status, .needsReview)
    XCTAssertEqual(copy.strings["%lld photos"]?.localization("en")?.status, .translated)
  }

  func testFormPathSpellings() {
    for text in ["", "plural.one", "device.mac", "device.mac.plural.few", "substitutions.count.plural.one"] {
      XCTAssertEqual(FormPath(text)?.description, text)
    }
    for text in ["plural", "plural.", "colour.red", "device.mac.substitutions.x.plural.one"] {
      XCTAssertNil(FormPath(text), text)
    }
    XCTAssertEqual(FormPath("device.mac.plural.few")?.parent, FormPath("device.mac"))
    XCTAssertEqual(FormPath("device.mac.plural.few")?.formName, "few")
  }
}
