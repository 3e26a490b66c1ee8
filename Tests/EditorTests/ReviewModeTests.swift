import StringCatalog
import XCTest

@testable import Editor

/// Review mode: accept, edit, skip, back, reject, accept all and undo, with the screen and the
/// exact bytes after each step; leaving keeps every change undoable.
final class ReviewModeTests: XCTestCase {
  /// A small catalog whose ru cells need review; `states` are the ru states of the plural `few`
  /// form and of Apple, Banana and Cherry; `apple` is Apple's ru text.
  static func fruit(few: String = "needs_review", apple: String = "needs_review", appleText: String = "Яблоко",
    banana: String = "needs_review", cherry: String = "needs_review") -> String {
    func unit(_ language: String, _ state: String, _ value: String) -> String {
      """
              "\(language)" : {
                "stringUnit" : {
                  "state" : "\(state)",
                  "value" : "\(value)"
                }
              }
      """
    }
    func form(_ name: String, _ state: String, _ value: String) -> String {
      """
                    "\(name)" : {
                      "stringUnit" : {
                        "state" : "\(state)",
                        "value" : "\(value)"
                      }
                    }
      """
    }
    return """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld fruits" : {
            "localizations" : {
              "ru" : {
                "variations" : {
                  "plural" : {
      \(form("few", few, "%lld фрукта")),
      \(form("many", "translated", "%lld фруктов")),
      \(form("one", "translated", "%lld фрукт")),
      \(form("other", "translated", "%lld фрукта"))
                  }
                }
              }
            }
          },
          "Apple" : {
            "comment" : "A fruit.",
            "localizations" : {
      \(unit("de", "translated", "Apfel")),
      \(unit("ru", apple, appleText))
            }
          },
          "Banana" : {
            "localizations" : {
      \(unit("ru", banana, "Банан"))
            }
          },
          "Cherry" : {
            "localizations" : {
      \(unit("ru", cherry, "Вишня"))
            }
          },
          "Date" : {
            "localizations" : {
      \(unit("ru", "translated", "Финик"))
            }
          }
        },
        "version" : "1.0"
      }
      """
  }

  func testAReviewerClearsTheQueueWithTheKeyboardAndCanUndoEveryStep() throws {
    var (harness, path) = try harnessSaving(Self.fruit())
    harness.type("<Tab>")  // ru (columns: en, de, ru; the cursor starts on de)
    XCTAssertEqual(harness.currentLanguage, "ru")
    harness.type("R")
    XCTAssertScreen(harness, rows: 0..<12, [
      " Review · ru · 1 / 4 · 0 accepted · 0 edited",
      "── %lld fruits · ru " + String(repeating: "─", count: 80),
      "key      %lld fruits",
      "comment  —",
      "en       %lld fruits",
      "ru       one    translated    %lld фрукт",
      "         few    needs review  %lld фрукта",
      "         many   translated    %lld фруктов",
      "         other  translated    %lld фрукта",
      "         ── also in the other languages",
      "de       ∅ missing",
      "",
    ])
    XCTAssertEqual(harness.messageLine, "? help · a accept · e edit · s skip · b back · x reject · X clear · A accept all · u undo · q leave")

    // a: accept the plural cell (its needs_review form becomes translated).
    harness.type("a")
    XCTAssertEqual(harness.text, Self.fruit(few: "translated"))
    XCTAssertScreen(harness, rows: 0..<11, [
      " Review · ru · 2 / 4 · 1 accepted · 0 edited",
      "── Apple · ru " + String(repeating: "─", count: 86),
      "key      Apple",
      "comment  A fruit.",
      "en       Apple",
      "ru       Яблоко",
      "state    needs review",
      "         ── also in the other languages",
      "de       Apfel",
      "",
      "",
    ])

    // e: edit, then Enter saves, accepts and goes on.
    harness.type("e")
    XCTAssertTrue(harness.lines[19].hasPrefix("── Enter saves · Esc cancels · Reviewing ru of \"Apple\" (Enter also accepts)"))
    XCTAssertEqual(harness.lines[20], "  Яблоко")
    harness.type("<C-u>Яблочко<Enter>")
    XCTAssertEqual(harness.text, Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко"))
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 1 accepted · 1 edited")
    XCTAssertEqual(harness.lines[2], "key      Banana")

    // s skips Banana; x rejects Cherry (needs_review → new, text kept).
    harness.type("s")
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 1 accepted · 1 edited · 1 skipped")
    harness.type("x")
    XCTAssertEqual(harness.text, Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко", cherry: "new"))
    XCTAssertScreen(harness, rows: 0..<6, [
      " Review · ru · 4 / 4 · 1 accepted · 1 edited · 1 rejected · 1 skipped",
      "── Review finished " + String(repeating: "─", count: 81),
      "",
      " Every item of the queue has been seen: 1 accepted · 1 edited · 1 rejected · 1 skipped.",
      "",
      " b goes back · u undoes · q returns to the grid (changes stay undoable there; Ctrl-S saves)",
    ])
    harness.type("a")
    XCTAssertEqual(harness.messageLine, "End of the queue: b goes back, u undoes, q leaves")

    // b twice: back to the skipped Banana; A names what it accepts: the skipped Banana, which
    // then counts as accepted only.
    harness.type("bb")
    XCTAssertEqual(harness.lines[2], "key      Banana")
    harness.type("A")
    XCTAssertEqual(harness.messageLine, "Accept all 1 remaining string (ru), including 1 skipped? (y)es · (n)o")
    harness.type("y")
    XCTAssertEqual(harness.messageLine, "Accepted 1 string · u undoes them as one step")
    let cleared = Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко", banana: "translated", cherry: "new")
    XCTAssertEqual(harness.text, cleared)
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 2 accepted · 1 edited · 1 rejected")

    // u takes back the bulk accept (one step) and returns to its item; again: the reject.
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Undid: accept 1 string in review")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 1 accepted · 1 edited · 1 rejected · 1 skipped")
    XCTAssertEqual(harness.lines[2], "key      Banana")
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 1 accepted · 1 edited · 1 skipped")
    XCTAssertEqual(harness.lines[2], "key      Cherry")
    XCTAssertEqual(harness.text, Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко"))
    // u once more takes back the edit and returns to Apple; A now counts Apple, Banana, Cherry.
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 4 · 1 accepted · 0 edited · 1 skipped")
    XCTAssertEqual(harness.lines[5], "ru       Яблоко")
    harness.type("A")
    XCTAssertEqual(
      harness.messageLine, "Accept all 3 remaining strings (ru), including 1 skipped? (y)es · (w)ithout the skipped: 2 · (n)o")
    harness.type("y")
    let allAccepted = Self.fruit(few: "translated", apple: "translated", banana: "translated", cherry: "translated")
    XCTAssertEqual(harness.text, allAccepted)

    // q leaves; the changes are saved like any other, and u still undoes them step by step.
    harness.type("q")
    XCTAssertEqual(harness.messageLine, "Left review: 4 accepted · 0 edited · u still undoes")
    XCTAssertNil(harness.state.layer)
    XCTAssertTrue(harness.state.modes.isEmpty)
    XCTAssertEqual(harness.currentKey, "Cherry", "the grid is on the last item")
    XCTAssertEqual(try harness.saveAndRead(path), allAccepted)
    harness.type("u")
    XCTAssertEqual(harness.messageLine, "Undid: accept 3 strings in review")
    XCTAssertEqual(harness.text, Self.fruit(few: "translated"))
    harness.type("u")
    XCTAssertEqual(harness.text, Self.fruit())
    XCTAssertTrue(harness.isModified)
  }

  func testEditingAVariedCellGoesThroughTheVariationEditorAndAcceptsOnReturn() throws {
    var harness = try sampleHarness()
    harness.type("<Tab><Tab><Tab><Tab>R")  // ru: %lld photos, You hiked…
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 2 · 0 accepted · 0 edited")
    harness.type("e")
    XCTAssertEqual(harness.lines[0], " Variations · ru of \"%lld photos\"")
    XCTAssertEqual(harness.lines[5], " ▸ one       1, 21, 31, 41, 51, 61…    ? needs review  %lld фотография", "the first needs-review form")
    harness.type("q")
    XCTAssertEqual(harness.messageLine, "Nothing was edited: a accepts, s skips")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 2 · 0 accepted · 0 edited")
    harness.type("ej<Enter><C-u>%lld фото<Enter>q")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 2 · 0 accepted · 1 edited")
    XCTAssertSameBytes(harness.bytes, try ExpectedCatalog.sample { catalog in
      guard var ru = catalog.strings["%lld photos"]?.localization("ru") else { return }
      ru = ru.mappingUnits { unit in StringUnit(state: .translated, value: unit.value) }
      ru.setForm(Localization(value: "%lld фото", state: .translated), at: FormPath("plural.few")!)
      catalog.strings["%lld photos"]?.setLocalization(ru, for: "ru")
    })
    // u: the accept on return, then the form edit; the queue goes back to the item.
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 2 · 0 accepted · 0 edited")
    harness.type("u")
    XCTAssertSameBytes(harness.bytes, try Fixtures.sampleBytes())
  }

  func testAllLanguagesQueueAndTheReferenceLanguages() throws {
    var harness = try sampleHarness()
    harness.type("<M-r>")
    XCTAssertEqual(harness.lines[0], " Review · all languages · 1 / 6 · 0 accepted · 0 edited")
    harness.type("s")
    XCTAssertScreen(harness, rows: 0..<15, [
      " Review · all languages · 2 / 6 · 0 accepted · 0 edited · 1 skipped",
      "── Delete Hike · de " + String(repeating: "─", count: 80),
      "key      Delete Hike",
      "comment  Destructive action in the hike's menu.",
      "en       Delete Hike",
      "de       Wanderung löschen",
      "state    needs review",
      "         ── also in the other languages",
      "ar       ∅ missing",
      "fr       Supprimer la randonnée",
      "ja       ハイキングを削除",
      "ru       Удалить поход",
      "",
      "",
      "",
    ])
    harness.type("q:review all<Enter>")
    XCTAssertEqual(harness.lines[0], " Review · all languages · 1 / 6 · 0 accepted · 0 edited", "a new queue starts at the top")
    harness.type("q")
    XCTAssertEqual(harness.currentLanguage, "ru", "leaving puts the grid on the item's cell")
    harness.type(":review<Enter>")
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 2 · 0 accepted · 0 edited")
  }

  /// Ctrl-R redoes what `u` took back in the queue: the same bytes, the counts, and the queue
  /// past the item again; a bulk accept and an edit are redone as the one step each was.
  func testRedoReplaysUndoneStepsWithTheirCounts() throws {
    var (harness, path) = try harnessSaving(Self.fruit())
    harness.type("<Tab>R")  // ru
    harness.type("a")
    let accepted = try harness.saveAndRead(path)
    XCTAssertEqual(accepted, Self.fruit(few: "translated"))
    harness.type("u")
    XCTAssertEqual(harness.text, Self.fruit())
    XCTAssertEqual(harness.lines[0], " Review · ru · 1 / 4 · 0 accepted · 0 edited")
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Redid: accept ru of \"%lld fruits\"")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 4 · 1 accepted · 0 edited")
    XCTAssertEqual(harness.lines[2], "key      Apple")
    XCTAssertEqual(try harness.saveAndRead(path), accepted)

    // An edit: undo, redo; it counts as edited again.
    harness.type("e<C-u>Яблочко<Enter>")
    let edited = Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко")
    XCTAssertEqual(harness.text, edited)
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 4 · 1 accepted · 0 edited")
    harness.type("<C-r>")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 1 accepted · 1 edited")
    XCTAssertEqual(harness.text, edited)

    // A bulk accept is one step both ways, and redoing it leaves the queue finished.
    harness.type("Ay")
    let cleared = Self.fruit(few: "translated", apple: "translated", appleText: "Яблочко", banana: "translated", cherry: "translated")
    XCTAssertEqual(harness.text, cleared)
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 3 accepted · 1 edited")
    harness.type("u")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 1 accepted · 1 edited")
    XCTAssertEqual(harness.lines[2], "key      Banana")
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Redid: accept 2 strings in review")
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 3 accepted · 1 edited")
    XCTAssertEqual(harness.lines[1], "── Review finished " + String(repeating: "─", count: 81))
    XCTAssertEqual(try harness.saveAndRead(path), cleared)
    harness.type("<C-r>")
    XCTAssertEqual(harness.messageLine, "Nothing to redo")
    XCTAssertEqual(harness.lines[0], " Review · ru · 4 / 4 · 3 accepted · 1 edited")

    // A new step after an undo drops the undone one, as the document's history does.
    harness.type("uu")
    XCTAssertEqual(harness.lines[0], " Review · ru · 2 / 4 · 1 accepted · 0 edited")
    harness.type("x<C-r>")
    XCTAssertEqual(harness.messageLine, "Nothing to redo")
    XCTAssertEqual(harness.lines[0], " Review · ru · 3 / 4 · 1 accepted · 0 edited · 1 rejected")
  }

  func testRedoIsInTheReviewKeymapAndHelp() {
    XCTAssertEqual(Keymap.command(for: .control("r"), in: .review), .redo)
    XCTAssertTrue(Keymap.bindings.contains { $0.context == .review && $0.command == .redo && $0.group == .review })
  }

  func testNothingToReviewAndReadOnly() throws {
    var harness = try sampleHarness()
    harness.type("h")  // en
    harness.type("R")
    XCTAssertEqual(harness.messageLine, "Nothing needs review in en")
    XCTAssertTrue(harness.state.modes.isEmpty)

    var readOnly = try sampleHarness(options: EditorOptions(readOnly: true, displayPath: "Sample.xcstrings"))
    readOnly.type("<Tab><Tab><Tab><Tab>R")
    XCTAssertEqual(readOnly.lines[0], " Review · ru · 1 / 2 · 0 accepted · 0 edited [read-only]")
    for key in ["a", "e", "x", "A"] {
      readOnly.type(key)
      XCTAssertEqual(readOnly.messageLine, EditorState.readOnlyMessage, key)
    }
    XCTAssertFalse(readOnly.isModified)
    readOnly.type("s")
    XCTAssertEqual(readOnly.lines[0], " Review · ru · 2 / 2 · 0 accepted · 0 edited · 1 skipped [read-only]")
  }
}
