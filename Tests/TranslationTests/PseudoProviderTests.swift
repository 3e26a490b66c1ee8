import StringCatalog
import Translation
import XCTest

final class PseudoProviderTests: XCTestCase {
  func testAccentsPaddingBracketsAndKeptPlaceholders() {
    XCTAssertEqual(PseudoLocalizer.localize("Cancel", language: "de"), "⟦Çáñçéĺ~~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("Delete %@?", language: "fr"), "⟦Ďéĺéţé %@?~~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("%1$@ of %2$lld", language: "de"), "⟦%1$@ óƒ %2$lld~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("You hiked %#@days@", language: "ru"), "⟦Ýóú ĥíķéď %#@days@~~~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("%arg days 100%%", language: "ru"), "⟦%arg ďáýš 100%%~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("Open Glossa", language: "de", keeping: ["Glossa"]), "⟦Óþéñ Glossa~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("Cancel", language: "ar"), "\u{200F}⟦Çáñçéĺ~~~⟧\u{200F}")
    XCTAssertEqual(PseudoLocalizer.localize("Cancel", language: "he-IL"), "\u{200F}⟦Çáñçéĺ~~~⟧\u{200F}")
    XCTAssertEqual(PseudoLocalizer.localize("", language: "de"), "")
  }

  func testEveryASCIILetterHasOneLookAlike() {
    let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let localized = PseudoLocalizer.localize(letters, language: "de")
    let body = localized.dropFirst().prefix { $0 != "~" }
    XCTAssertEqual(body.unicodeScalars.count, 52)
    XCTAssertEqual(Set(body.unicodeScalars).count, 52)
    XCTAssertFalse(body.unicodeScalars.contains { $0.isASCII })
  }

  /// The whole catalog after a pseudo run, byte for byte.
  func testPseudoRunWritesTheCatalogByteForByte() async throws {
    let catalog = try TranslationFixtures.catalog()
    var document = CatalogDocument(catalog: catalog)
    let cells = catalog.translationCells(TranslationSelection(languages: ["ru"]))
    let batches = TranslationBatching.batches(for: cells, in: catalog, guide: TranslationGuide(), size: 15)
    try await TranslationRunner(provider: PseudoProvider(), jobs: 2).run(batches) {
      outcome throws(TranslationRunStop) in
      XCTAssertTrue(outcome.failures.isEmpty, "\(outcome.failures)")
      if let change = document.catalog.changeApplyingTranslations(outcome.results, state: .needsReview, label: "pseudo")
      {
        document.perform(change)
      }
    }
    let written = String(decoding: CatalogWriter.bytes(document.catalog), as: UTF8.self)
    XCTAssertEqual(written, Self.expected)
  }

  static let expected = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Cancel" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Abbrechen"
              }
            },
            "ru" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "⟦Çáñçéĺ~~~⟧"
              }
            }
          }
        },
        "Delete %@?" : {
          "comment" : "Confirmation",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "%@ löschen?"
              }
            },
            "ru" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "⟦Ďéĺéţé %@?~~~⟧"
              }
            }
          }
        },
        "Glossa Pro" : {
          "shouldTranslate" : false
        },
        "hiked" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "You hiked %#@days@"
              },
              "substitutions" : {
                "days" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg day"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg days"
                        }
                      }
                    }
                  }
                }
              }
            },
            "ru" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "⟦Ýóú ĥíķéď %#@days@~~~~⟧"
              },
              "substitutions" : {
                "days" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "⟦%arg ďáýš~~⟧"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "⟦%arg ďáýš~~⟧"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "⟦%arg ďáý~~⟧"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "⟦%arg ďáýš~~⟧"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "Old" : {
          "extractionState" : "stale"
        },
        "stops" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld stop"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld stops"
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
                      "state" : "needs_review",
                      "value" : "⟦%lld šţóþš~~⟧"
                    }
                  },
                  "many" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "⟦%lld šţóþš~~⟧"
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "⟦%lld šţóþ~~⟧"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "⟦%lld šţóþš~~⟧"
                    }
                  }
                }
              }
            }
          }
        },
        "tap" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Tap to start"
                    }
                  },
                  "mac" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Click to start"
                    }
                  }
                }
              }
            },
            "ru" : {
              "variations" : {
                "device" : {
                  "iphone" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "⟦Ţáþ ţó šţáŕţ~~~~⟧"
                    }
                  },
                  "mac" : {
                    "stringUnit" : {
                      "state" : "needs_review",
                      "value" : "⟦Çĺíçķ ţó šţáŕţ~~~~~⟧"
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
}
