import StringCatalog
import TerminalScreen
import XCTest

@testable import Editor

/// Review mode and the variation editor: the review queue is built once when review opens;
/// after that, the same keys on 1,000 and on 20,000 keys × 30 languages do the same counted
/// work. No test times anything; `glossa-bench` prints the times.
final class ModeWorkTests: XCTestCase {
  func testReviewAndVariationKeysDoTheSameWorkOnAThousandAndTwentyThousandKeys() {
    // Review every language (Alt-r): accept, skip, reject, go back, edit and accept, skip; undo;
    // leave; then the variation editor: vary by plural, edit a form, delete one, leave.
    let script = "asxbaeX<Enter>su" + "q" + "ppj<Enter><C-u>Text<Enter>jxCyq"
    let small = WorkTrace(catalog: LargeCatalog.oneThousand, setUp: "<M-r>", script: script, width: 160, height: 50)
    let large = WorkTrace(catalog: LargeCatalog.twentyThousand, setUp: "<M-r>", script: script, width: 160, height: 50)
    XCTAssertTrue(large.state.document.isModified)
    XCTAssertTrue(large.state.modes.isEmpty, "left review and the variation editor")
    assertSameWork(small, large)
    // Each change brings the derived data in step for its own entry only.
    for step in large.steps { XCTAssertLessThanOrEqual(step.work.entriesVisited, 1, "\(step.key)\n\(large.summary)") }
  }
}
