import StringCatalog
import Translation
import XCTest

/// Issue 33 item 7: the pseudo-localizer keeps URLs, e-mail addresses and Markdown link targets
/// byte for byte, as it keeps placeholders; the words around them (and a link's text) still change.
final class PseudoLinkTests: XCTestCase {
  func testAURLStaysAndTheSentencesFullStopIsNotPartOfIt() {
    XCTAssertEqual(
      PseudoLocalizer.localize("Visit https://netnewswire.com/.", language: "de"),
      "⟦Ṽíšíţ https://netnewswire.com/.~~⟧")
    XCTAssertEqual(
      PseudoLocalizer.localize("See (https://en.wikipedia.org/wiki/Cake_(band)), then", language: "de"),
      "⟦Šéé (https://en.wikipedia.org/wiki/Cake_(band)), ţĥéñ~~~⟧")
  }

  func testAnEmailAddressAndAMailtoLinkStay() {
    XCTAssertEqual(
      PseudoLocalizer.localize("Write to support@example.com today", language: "fr"),
      "⟦Ŵŕíţé ţó support@example.com ţóďáý~~~~~⟧")
    XCTAssertEqual(PseudoLocalizer.localize("mailto:a.b@c.org", language: "fr"), "⟦mailto:a.b@c.org⟧")
    XCTAssertEqual(PseudoLocalizer.localize("at @ home.", language: "fr"), "⟦áţ @ ĥóɱé.~~~⟧")
  }

  func testAMarkdownLinksTextChangesAndItsTargetStays() {
    XCTAssertEqual(
      PseudoLocalizer.localize("Read [the guide](docs/guide.md) first", language: "de"),
      "⟦Ŕéáď [ţĥé ĝúíďé](docs/guide.md) ƒíŕšţ~~~~~~~⟧")
  }
}
