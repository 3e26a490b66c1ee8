import StringCatalog
import XCTest

@testable import Editor

/// Enter on a missing cell whose source is plural opens the variation editor, and vary by plural
/// fills each form from the source's matching form (the issue: all four ru forms read the key).
final class VaryFromSourceTests: XCTestCase {
  static let orphans = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "ru" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Готово"
              }
            }
          }
        },
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

  func testEnterOnAMissingCellOfAPluralSourceVariesItFromTheSourcesForms() throws {
    var (harness, path) = try harnessSaving(Self.orphans)
    XCTAssertEqual(harness.currentLanguage, "ru")
    harness.type("j<Enter>")
    XCTAssertNil(harness.state.layer, "no one-line field")
    XCTAssertScreen(harness, rows: 0..<7, [
      " Variations · ru of \"maintenance.results.%lld-orphans-removed\"",
      " comment   —",
      " en        one: Removed %lld orphan · other: Removed %lld orphans",
      String(repeating: "─", count: 100),
      "   No ru translation yet: the forms start from the source's, marked new",
      " ▸ Vary by plural · forms one, few, many, other, each starting from the source's matching form",
      "   Vary by device · pick the devices; other is always there",
    ])
    XCTAssertEqual(harness.messageLine, "The source varies by plural: Enter gives ru its plural forms, started from the source's")
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 4..<9, [
      "   plural forms · ru uses one, few, many, other",
      " ▸ one       1, 21, 31, 41, 51, 61…    + new           Removed %lld orphan",
      "   few       2, 3, 4, 22, 23, 24…      + new           Removed %lld orphans",
      "   many      0, 5, 6, 7, 8, 9…         + new           Removed %lld orphans",
      "   other     1.5…                      + new           Removed %lld orphans",
    ])
    let expected = #"""
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {
            "localizations" : {
              "ru" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Готово"
                }
              }
            }
          },
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
    XCTAssertSameText(try harness.saveAndRead(path), expected)
  }

  func testEnterOnAMissingCellOfAPlainSourceStillOpensTheOneLineField() throws {
    var harness = try sampleHarness()
    harness.type("jj<Enter>")  // Cancel, ar: missing, plain source
    guard case .textEditor? = harness.state.layer else { return XCTFail("expected the inline editor") }
  }
}
