import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Whole screens, line for line: the grid, a filtered grid, help, the too-small notice.
final class GridRenderTests: XCTestCase {
  func testInitialGridOfTheSampleAt100x30() throws {
    let harness = try sampleHarness()
    XCTAssertEqual(harness.lines, [
      "  Key                       │ en (source)           │ ar 44.4%              │ de 88.8%             ▸",
      "  %lld km                   │   %lld km             │   %lld كم             │   %lld km",
      "  %lld photos               │ # ⋯ 2 forms           │ # ⋯ 6 forms           │ # ⋯ 2 forms",
      "  Cancel                    │   Cancel              │∅  missing             │   Abbrechen",
      "  Delete Hike               │   Delete Hike         │∅  missing             │?  Wanderung löschen",
      "  Done                      │   Done                │   تم                  │   Fertig",
      "  Download the map before … │   Download the map be…│∅  missing             │   Lade die Karte, bev…",
      "  Elevation gain            │   Elevation gain      │+  الارتفاع المكتسب    │   Höhenmeter",
      "⊘ GPX                       │   GPX                 │   —                   │   —",
      "  Hike saved 🎉             │   Hike saved 🎉       │   تم حفظ الرحلة 🎉    │   Wanderung gespeiche…",
      "  New Hike                  │   New Hike            │   رحلة جديدة          │   Neue Wanderung",
      "  Offline maps              │   Offline maps        │∅  missing             │   Offline-Karten",
      "  Save                      │   Save                │?  حفظ                 │   Sichern",
      "  Settings                  │   Settings            │   الإعدادات           │   Einstellungen",
      "  Share Route…              │   Share Route…        │   مشاركة المسار…      │   Route teilen …",
      "  Siri phrase: log a hike   │ ≡ ⋯ 1 form            │∅  missing             │+≡ ⋯ 1 form · 1 new",
      "~ Sync with iCloud          │   Sync with iCloud    │∅  missing             │   Mit iCloud synchron…",
      "  Tap to start tracking     │ ⌘ ⋯ 4 forms           │∅  missing             │ ⌘ ⋯ 3 forms",
      "⊘ Trail Notes               │   Trail Notes         │   —                   │   —",
      "── %lld km ─────────────────────────────────────────────────────────────────────────────────────────",
      "comment  Distance with unit; never changes between languages that use kilometres.",
      "en       %lld km",
      "ar       %lld كم",
      "state    translated · extraction: extracted_with_value",
      "",
      "",
      "",
      "",
      // The first marks on screen are explained on the hint line, a few at a time, once.
      "Marks: ∅ missing · ? needs review · + new (? lists them all)   ? help · ] next to do · / search",
      " Sample.xcstrings  1/21  filter: all                        ar 44.4% · 8 missing · 1 new · 1 review",
    ])
  }

  func testSelectedCellIsReversedAndCarriesItsStateColour() throws {
    var harness = try sampleHarness()
    harness.type("jj")  // Cancel, ar: missing
    let screen = harness.screen
    let cell = screen[3, 53]
    XCTAssertEqual(cell.text, "∅")
    XCTAssertTrue(cell.style.reverse)
    XCTAssertEqual(cell.style.foreground, .red)
    XCTAssertFalse(screen[4, 53].style.reverse, "only the selected cell is highlighted")
  }

  func testMissingFilterShowsOnlyMatchingRowsAndNamesTheFilter() throws {
    var harness = try sampleHarness()
    harness.type("fm")
    XCTAssertEqual(Array(harness.lines.prefix(11)), [
      "  Key                       │ en (source)           │ ar 44.4%              │ de 88.8%             ▸",
      "  Cancel                    │   Cancel              │∅  missing             │   Abbrechen",
      "  Delete Hike               │   Delete Hike         │∅  missing             │?  Wanderung löschen",
      "  Download the map before … │   Download the map be…│∅  missing             │   Lade die Karte, bev…",
      "  Offline maps              │   Offline maps        │∅  missing             │   Offline-Karten",
      "  Siri phrase: log a hike   │ ≡ ⋯ 1 form            │∅  missing             │+≡ ⋯ 1 form · 1 new",
      "  Tap to start tracking     │ ⌘ ⋯ 4 forms           │∅  missing             │ ⌘ ⋯ 3 forms",
      "  Weather at the trailhead… │   Weather at the trai…│∅  missing             │   Wetter am Ausgangsp…",
      "  You hiked %#@distance@ i… │ % ⋯ 5 forms           │∅  missing             │ % ⋯ 5 forms",
      "",
      "",
    ])
    XCTAssertEqual(
      harness.statusLine,
      " Sample.xcstrings  1/8  filter: missing (ar)                ar 44.4% · 8 missing · 1 new · 1 review")
  }

  func testFilterMenuOverlay() throws {
    var harness = try sampleHarness()
    harness.type("f")
    XCTAssertEqual((2...14).map { harness.text(row: $0, columns: 29..<71) }, [
      "┌─ Filter rows · ar ─────────────────────┐",
      "│ ▸ a  all ✓                          21 │",
      "│   w  needs work in ar               10 │",
      "│   m  missing in ar                   8 │",
      "│   n  new in ar                       1 │",
      "│   r  needs review in ar              1 │",
      "│   o  translated in ar                8 │",
      "│   t  machine-translated in ar        0 │",
      "│   s  stale                           1 │",
      "│   d  don't translate                 2 │",
      "│   c  check errors in ar              … │",
      "│   e  changed since open              0 │",
      "└────────────────────────────────────────┘",
    ])
    XCTAssertEqual(harness.messageLine, "j/k move · Enter or a letter chooses · Esc closes")
  }

  func testHelpOverlayStartsWithTheMarkLegendThenTheNavigationBindings() throws {
    var harness = try sampleHarness()
    harness.type("?")
    XCTAssertEqual(Array(harness.lines.prefix(4)), [
      "┌─ Glossa help · j/k scroll · Esc closes ──────────────────────────────────────────────────────────┐",
      "│ Marks                                                                                            │",
      "│   Cells: [state mark][shape mark][check mark]text                                                │",
      "│     \" \" translated      \"?\" needs review       \"+\" new                                           │",
    ])
    let moving = try XCTUnwrap(harness.lines.firstIndex { $0.hasPrefix("│ Moving around ") }, harness.lines.joined(separator: "\n"))
    XCTAssertEqual(Array(harness.lines[moving...].prefix(5)), [
      "│ Moving around                                                                                    │",
      "│   ↑ k                   Previous row                                                             │",
      "│   ↓ j                   Next row                                                                 │",
      "│   ← h                   Language column to the left                                              │",
      "│   → l                   Language column to the right                                             │",
    ])
    XCTAssertEqual(harness.messageLine, "j/k, PgUp/PgDn scroll · Esc closes")
  }

  func testTooSmallTerminalShowsOnlyTheNotice() throws {
    for (width, height) in [(39, 10), (40, 9), (20, 5)] {
      let harness = try sampleHarness(width: width, height: height)
      let rendered = harness.state.render(width: width, height: height)
      XCTAssertNil(rendered.cursor)
      let nonEmpty = rendered.screen.lines.enumerated().filter { !$0.element.isEmpty }
      XCTAssertEqual(nonEmpty.count, 1, "\(width)×\(height)")
      XCTAssertEqual(nonEmpty.first?.offset, height / 2)
      let text = nonEmpty.first?.element.trimmingWhitespace() ?? ""
      if width >= 31 {
        XCTAssertEqual(text, "Terminal too small (need 40×10)")
        XCTAssertEqual(rendered.screen.lines[height / 2], String(repeating: " ", count: (width - 31) / 2) + text)
      } else {
        XCTAssertTrue(text.hasSuffix("…") && displayWidth(text) == width, text)
      }
    }
  }

  func testSmallestSupportedScreen() throws {
    let harness = try sampleHarness(width: 40, height: 10)
    XCTAssertEqual(harness.lines, [
      "  Key       │ en (source) │ ar 44.4%   ▸",
      "  %lld km   │   %lld km   │   %lld كم",
      "  %lld pho… │ # ⋯ 2 forms │ # ⋯ 6 forms",
      "  Cancel    │   Cancel    │∅  missing",
      "  Delete H… │   Delete Hi…│∅  missing",
      "── %lld km ─────────────────────────────",
      "ar       %lld كم",
      "state    translated · extraction: extrac",
      "? help · ] next to do · / search",
      " …xcstrings  1/21  filter: all ar 44.4%",
    ])
  }

  func testDetailPaneListsEveryFormOfAVariedCell() throws {
    var harness = try sampleHarness(height: 40)
    harness.type("j<Tab><Tab><Tab><Tab>")  // %lld photos, ru
    let detail = harness.lines.drop { !$0.hasPrefix("── %lld photos") }
    // The source's forms themselves, and the target's forms in CLDR order, as the variation
    // editor lists them.
    XCTAssertEqual(Array(detail.prefix(10)), [
      "── %lld photos ─────────────────────────────────────────────────────────────────────────────────────",
      "comment  Number of photos taken on a hike.",
      "en       one    %lld photo",
      "         other  %lld photos",
      "ru       ⋯ 4 forms · 4 review",
      "state    needs review · extraction: —",
      "         one (needs review): %lld фотография",
      "         few (needs review): %lld фотографии",
      "         many (needs review): %lld фотографий",
      "         other (needs review): %lld фотографии",
    ])
  }

  func testDetailPaneShowsSubstitutionFormsWithTheirPaths() throws {
    var harness = try sampleHarness(height: 40)
    harness.type("G<Tab><Tab><Tab><Tab>")  // You hiked…, ru
    let lines = harness.lines
    XCTAssertTrue(lines.contains("ru       Вы прошли %#@distance@ за %#@days@"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("         days: few (needs review): %arg дня"), lines.joined(separator: "\n"))
    XCTAssertTrue(lines.contains("         distance: other (needs review): %arg километра"))
  }

  func testDetailPaneShowsDeviceFormsAndEveryLineOfAMultiLineValue() throws {
    var harness = try sampleHarness(height: 40)
    harness.type("/tap to<Enter><Tab>")  // Tap to start tracking, de
    XCTAssertTrue(
      harness.lines.contains("         mac (translated): Klicken, um die Aufzeichnung zu starten"), harness.lines.joined(separator: "\n"))
    harness.type("gjjjjj")  // Download the map…, de
    XCTAssertTrue(harness.lines.contains("de       Lade die Karte, bevor du den Empfang verlierst.⏎"))
    XCTAssertTrue(harness.lines.contains("         Karten werden auf diesem Gerät gespeichert."))
  }
}
