import Foundation
import StringCatalog
import XCTest

/// Issue 33 item 13: `lint`'s `new` check counts as `stats` does: a source-language value written
/// `new` (Interface Builder's source units) is translated, not a `new` finding.
final class SourceNewLintCLITests: XCTestCase {
  func testSourceValuesWrittenNewAreNotReported() throws {
    let folder = try CLIFolder()
    let entry = Entry(
      localizations: KeyedList([
        ("de", Localization(value: "Knopf", state: .new)), ("en", Localization(value: "Button", state: .new)),
      ]))
    let path = try folder.write("Main.xcstrings", CatalogWriter.bytes(GitFixture.catalog([("btn.title", entry)])))

    let lint = try GlossaExecutable.run(["lint", "--enable-only", "new", path])
    let stats = try GlossaExecutable.run(["stats", "--format", "json", path])

    XCTAssertEqual(lint.stdout, "\(path):9:23: warning: [new] btn.title · de · not translated yet (state new)\n")
    XCTAssertTrue(stats.stdout.contains(#"{"language":"en","total":1,"translated":1"#), stats.stdout)
  }
}
