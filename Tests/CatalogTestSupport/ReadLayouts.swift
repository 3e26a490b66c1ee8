import Foundation
import XCTest

@testable import CatalogFiles
@testable import CatalogModel

/// Lowers the thresholds so small files are read by two threads (or as many as a test sets), a
/// small window at a time.
open class TwoThreadReadTestCase: XCTestCase {
  override open func setUp() {
    super.setUp()
    LaterPart.minimumFileSize = 1
    // Two parts on any machine (bytes in memory are cut once per core).
    LaterPart.partsOverride = 2
    ReleasableFileBuffer.window = 64 << 10
    LaterPart.joinedCount = 0
  }

  override open func tearDown() {
    LaterPart.minimumFileSize = 16 << 20
    LaterPart.partsOverride = nil
    ReleasableFileBuffer.window = ReleasableFileBuffer.defaultWindow
    super.tearDown()
  }
}

/// Catalogs in every layout a reader meets (Xcode's, Python's `json.dump(indent=4)`, tabs, one
/// line, CRLF), with what a reader must get right near a cut between threads.
package enum ReadLayouts {
  package static let layouts: [(name: String, relayout: JSONRelayout?)] = [
    ("Xcode", nil), ("4 spaces", .python), ("tabs", .tabs), ("minified", .minified), ("CRLF", .crlf),
    ("odd", JSONRelayout(indent: " ", lineBreak: "\r\n", colon: "  :\t", finalLineBreak: true)),
  ]

  /// Entries with everything a reader must get right near a cut: escaped quotes and backslashes
  /// in keys and values (some spelling out a member name), variations, substitutions, empty
  /// entries and entries without localizations.
  package static func catalog(entries: Int) -> Catalog {
    var pairs: [(String, Entry)] = []
    for index in 0..<entries {
      var entry = Entry()
      if index % 3 == 0 { entry.comment = "Says \"comment\" : { and \\\" \(index)" }
      if index % 7 == 0 { entry.extractionState = "manual" }
      if index % 11 != 5 {
        var localizations = KeyedList<Localization>()
        localizations["en"] = Localization(value: "Value \(index) \"localizations\":{ ünï\\", state: .translated)
        if index % 4 == 1 {
          var forms = KeyedList<Localization>()
          forms["one"] = Localization(value: "%lld file", state: .translated)
          forms["other"] = Localization(value: "%lld files\n", state: .needsReview)
          localizations["de"] = Localization(variations: Variations(plural: forms))
        } else if index % 4 == 2 {
          var forms = KeyedList<Localization>()
          forms["other"] = Localization(value: "%arg Dinge", state: .translated)
          var substitutions = KeyedList<Substitution>()
          substitutions["n"] = Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: forms))
          localizations["fr"] = Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: substitutions)
        }
        entry.localizations = localizations
      }
      pairs.append(("key \"\(index)\" \\ \(index % 13 == 0 ? "\"comment\" : {" : "")", entry))
    }
    return Catalog(sourceLanguage: "en", version: "1.0", strings: KeyedList(pairs))
  }

  package static func bytes(_ catalog: Catalog, layout: JSONRelayout?) -> [UInt8] {
    let xcode = CatalogWriter.bytes(catalog)
    return layout?.apply(to: xcode) ?? xcode
  }
}
