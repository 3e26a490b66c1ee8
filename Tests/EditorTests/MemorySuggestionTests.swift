import Foundation
import StringCatalog
import XCTest

@testable import Editor

/// Translation memory while translating: entries whose source is the same or similar (≥ 70 %),
/// reviewed ones first, then exact, with their translation in the edited language (a draft says
/// its state); Alt-1 … Alt-5 take one.
final class MemorySuggestionTests: XCTestCase {
  /// "Save the file" is edited in de. Its matches: the same text (100 %), the same text but for
  /// case (99 %), one letter more (92 %), two edits (85 %); "Open the file" is four edits (69 %)
  /// and "Save the file" in fr only has no de.
  static func unit(_ state: String, _ value: String) -> String {
    """
    {
                "stringUnit" : {
                  "state" : "\(state)",
                  "value" : "\(value)"
                }
              }
    """
  }

  static let files = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "file.fr-only" : {
          "localizations" : {
            "en" : \(unit("translated", "Save the file")),
            "fr" : \(unit("translated", "Enregistrer le fichier"))
          }
        },
        "file.save" : {
          "localizations" : {
            "de" : \(unit("translated", "Datei speichern")),
            "en" : \(unit("translated", "Save the file"))
          }
        },
        "Open the file" : {
          "localizations" : {
            "de" : \(unit("translated", "Datei öffnen"))
          }
        },
        "save the file" : {
          "localizations" : {
            "de" : \(unit("needs_review", "die Datei sichern"))
          }
        },
        "Save the file" : {

        },
        "Save the files" : {
          "localizations" : {
            "de" : \(unit("translated", "Dateien sichern"))
          }
        },
        "Save this file" : {
          "localizations" : {
            "de" : \(unit("translated", "Diese Datei sichern"))
          }
        }
      },
      "version" : "1.0"
    }
    """

  private func harness(memory: [TranslationMemory.Source] = []) throws -> EditorHarness {
    let catalog = try CatalogReader.read(bytes: Array(Self.files.utf8)).catalog
    var harness = EditorHarness(
      catalog: catalog, options: EditorOptions(displayPath: "Files.xcstrings", memory: memory), width: 72, height: 24)
    harness.type(":5<Enter>")
    XCTAssertEqual(harness.state.currentKey, "Save the file")
    XCTAssertEqual(harness.state.currentLanguage, "de")
    return harness
  }

  func testEditingShowsTheSuggestionsWithPercentagesExactFirst() throws {
    var harness = try harness()
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 5..<18, [
      "  Save the file     │   Save the file         │✎",
      "  Save the files    │   Save the files        │   Dateien sichern",
      "  Save this file    │   Save this file        │   Diese Datei sichern",
      "",
      "── Save the file ───────────────────────────────────────────────────────",
      "en       Save the file",
      "Alt-1    100%  Save the file → Datei speichern",
      "Alt-2    92%   Save the files → Dateien sichern",
      "Alt-3    85%   Save this file → Diese Datei sichern",
      "Alt-4    99%   save the file → die Datei sichern  · needs review",
      "── Enter saves · Esc cancels · Editing de of \"Save the file\" · Alt-E… ──",
      "",
      "",
    ])
  }

  func testAltTwoTakesTheSecondSuggestion() throws {
    var harness = try harness()
    harness.type("<Enter><M-2>")
    XCTAssertEqual(harness.lines[16], "  Dateien sichern")
    harness.type("<Enter>")
    XCTAssertEqual(harness.catalog.strings["Save the file"]?.localization("de")?.stringUnit?.value, "Dateien sichern")
    XCTAssertEqual(harness.catalog.strings["Save the file"]?.localization("de")?.stringUnit?.state, .translated)
  }

  func testAnAltNumberWithoutSuchASuggestionSaysSoAndKeepsTheText() throws {
    var harness = try harness()
    harness.type("<Enter>Datei<M-5>")
    XCTAssertEqual(harness.lines[16], "  Datei")
    XCTAssertEqual(harness.messageLine.trimmingCharacters(in: .whitespaces), "No suggestion 5 (there are 4)")
  }

  /// The memory catalogs `.glossa.yml` lists, read as `glossa` reads them, join the catalog's own
  /// suggestions, named; the catalog being edited is not read twice even when a glob matches it.
  func testMemoryFromASecondCatalogListedInGlossaYml() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-memory-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    try Data("memory: [Shared/*.xcstrings, App/*.xcstrings]\n".utf8).write(to: folder.appendingPathComponent(".glossa.yml"))
    let edited = folder.appendingPathComponent("App/Files.xcstrings")
    try Data(Self.files.utf8).write(to: edited)
    let other = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Save the file!" : {
            "localizations" : {
              "de" : \(Self.unit("translated", "Speichere die Datei!"))
            }
          }
        },
        "version" : "1.0"
      }
      """
    try Data(other.utf8).write(to: folder.appendingPathComponent("Shared/Other.xcstrings"))

    let loaded = MemoryCatalogs.load(forCatalogAt: edited.path)
    XCTAssertEqual(loaded.warnings, [])
    XCTAssertEqual(loaded.sources.map(\.name), ["Other.xcstrings"])
    var harness = try harness(memory: loaded.sources)
    harness.type("<Enter>")
    XCTAssertScreen(harness, rows: 9..<15, [
      "en       Save the file",
      "Alt-1    100%  Save the file → Datei speichern",
      "Alt-2    92%   Save the files → Dateien sichern",
      "Alt-3    92%   Save the file! → Speichere die Datei!  (Other.xcstrings)",
      "Alt-4    85%   Save this file → Diese Datei sichern",
      "Alt-5    99%   save the file → die Datei sichern  · needs review",
    ])
  }

  /// Review mode shows them on the card; Alt-1 opens the editor with the first one.
  func testReviewModeShowsSuggestionsAndAltOneEditsWithTheFirst() throws {
    var harness = try harness()
    harness.type("R")
    XCTAssertScreen(harness, rows: 1..<9, [
      "── save the file · de ──────────────────────────────────────────────────",
      "key      save the file",
      "comment  —",
      "en       save the file",
      "de       die Datei sichern",
      "state    needs review",
      "Alt-1    99%   Save the file → Datei speichern",
      "Alt-2    92%   Save the files → Dateien sichern",
    ])
    harness.type("<M-1><Enter>")
    XCTAssertEqual(harness.catalog.strings["save the file"]?.localization("de")?.stringUnit?.value, "Datei speichern")
    XCTAssertEqual(harness.catalog.strings["save the file"]?.localization("de")?.stringUnit?.state, .translated)
  }
  /// In the variation editor a form is looked up by the source text it is translated from.
  func testEditingAFormInTheVariationEditorShowsSuggestionsForItsSourceText() throws {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld hikes" : {
            "localizations" : {
              "ru" : \(Self.unit("translated", "%lld походов"))
            }
          },
          "%lld hikes!" : {
            "localizations" : {
              "ru" : \(Self.unit("translated", "%lld походов!"))
            }
          }
        },
        "version" : "1.0"
      }
      """
    var harness = EditorHarness(catalog: try CatalogReader.read(bytes: Array(json.utf8)).catalog, width: 72, height: 24)
    harness.type("p<Enter><Enter>")
    XCTAssertTrue(harness.lines.contains("Alt-1    90%   %lld hikes! → %lld походов!"), harness.lines.joined(separator: "\n"))
    harness.type("<M-1><Enter>")
    let one = harness.catalog.strings["%lld hikes"]?.localization("ru")?.leaves.first { $0.path == "plural.one" }
    XCTAssertEqual(one?.value, "%lld походов!")
  }
}
