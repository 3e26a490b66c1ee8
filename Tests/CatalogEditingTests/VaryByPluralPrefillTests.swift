import CatalogTestSupport
import StringCatalog
import XCTest

/// Where the forms of "vary by plural" take their text from when there is no translation: the
/// source's matching form, never the key, unless the key is the source text. (A translation's
/// own text, with every form but `other` marked for review: `VariationActionsTests`.) Exact
/// bytes, undo and redo through `assertChange`.
final class VaryByPluralPrefillTests: XCTestCase {
  /// The issue's case: a plural English source, no Russian yet.
  static let orphans = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "maintenance.results.%lld-orphans-removed" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Removed %lld orphan"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Removed %lld orphans"
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

  func testAMissingCellStartsEachFormFromTheSourcesMatchingCategoryNotTheKey() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.orphans.utf8)).catalog
    let expected = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "maintenance.results.%lld-orphans-removed" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Removed %lld orphan"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Removed %lld orphans"
                      }
                    }
                  }
                }
              },
              "ru" : {
                "variations" : {
                  "plural" : {
                    "few" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Removed %lld orphans"
                      }
                    },
                    "many" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Removed %lld orphans"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Removed %lld orphan"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Removed %lld orphans"
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
      catalog.changeVaryingByPlural(key: "maintenance.results.%lld-orphans-removed", language: "ru"), on: Self.orphans,
      gives: expected)
  }

  /// `y` on a plural source copies its `other` text, not the key.
  func testCopyingAPluralSourceCopiesItsOtherForm() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.orphans.utf8)).catalog
    let change = try XCTUnwrap(catalog.changeCopyingSource(key: "maintenance.results.%lld-orphans-removed", language: "de"))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    XCTAssertEqual(
      copy.strings["maintenance.results.%lld-orphans-removed"]?.localization("de")?.stringUnit,
      StringUnit(state: .needsReview, value: "Removed %lld orphans"))
  }

  /// With no source localization the key is the source text (Xcode's convention): then the key
  /// is the right text, `new` in a target language.
  func testWithoutASourceLocalizationTheKeyIsTheSourceText() throws {
    let base = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {

          }
        },
        "version" : "1.0"
      }
      """#
    let expected = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld files" : {
            "localizations" : {
              "uk" : {
                "variations" : {
                  "plural" : {
                    "few" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "%lld files"
                      }
                    },
                    "many" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "%lld files"
                      }
                    },
                    "one" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "%lld files"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "%lld files"
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
    let catalog = try CatalogReader.read(bytes: Array(base.utf8)).catalog
    try assertChange(catalog.changeVaryingByPlural(key: "%lld files", language: "uk"), on: base, gives: expected)
  }

  /// A source that varies by device, each device by plural: a target varied by plural reads the
  /// source's `other` device; varied by device first, each device starts from the source's same
  /// device, and then that device's plural forms from its matching categories.
  static let photos = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Tap %lld photo"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Tap %lld photos"
                          }
                        }
                      }
                    }
                  },
                  "other" : {
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Click %lld photo"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Click %lld photos"
                          }
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
    """#

  func testADeviceVariedSourceGivesItsOtherDeviceToAPluralTarget() throws {
    let catalog = try CatalogReader.read(bytes: Array(Self.photos.utf8)).catalog
    let change = try XCTUnwrap(catalog.changeVaryingByPlural(key: "%lld photos", language: "de"))
    var copy = catalog
    for edit in change.edits { copy.apply(edit) }
    let de = try XCTUnwrap(copy.strings["%lld photos"]?.localization("de"))
    XCTAssertEqual(de.form(at: FormPath("plural.one")!)?.stringUnit, StringUnit(state: .new, value: "Click %lld photo"))
    XCTAssertEqual(de.form(at: FormPath("plural.other")!)?.stringUnit, StringUnit(state: .new, value: "Click %lld photos"))
  }

  func testVaryingByDeviceThenPluralFollowsTheSourcesDevicesAndCategories() throws {
    var catalog = try CatalogReader.read(bytes: Array(Self.photos.utf8)).catalog
    let devices = try XCTUnwrap(catalog.changeSettingDevices(["iphone"], key: "%lld photos", language: "de"))
    for edit in devices.edits { catalog.apply(edit) }
    let plural = try XCTUnwrap(catalog.changeVaryingByPlural(key: "%lld photos", language: "de", at: FormPath("device.iphone")!))
    for edit in plural.edits { catalog.apply(edit) }
    let de = #"""
            "de" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "variations" : {
                      "plural" : {
                        "one" : {
                          "stringUnit" : {
                            "state" : "new",
                            "value" : "Tap %lld photo"
                          }
                        },
                        "other" : {
                          "stringUnit" : {
                            "state" : "new",
                            "value" : "Tap %lld photos"
                          }
                        }
                      }
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "new",
                      "value" : "Click %lld photos"
                    }
                  }
                }
              }
            },
            "en" : {
    """#
    let expected = Self.photos.replacingOccurrences(of: "        \"en\" : {\n", with: de + "\n")
    XCTAssertNotEqual(expected, Self.photos)
    assertSameBytes(CatalogWriter.bytes(catalog), Array(expected.utf8), "after device, then plural")
  }
}
