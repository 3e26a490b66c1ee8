import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// The reader's cache of short repeated strings must always hand back exactly the bytes asked
/// for, whichever strings share a slot.
final class ShortStringCacheTests: XCTestCase {
  func testEveryLookupGivesExactlyItsBytesAcrossCollisionsAndPrefixes() {
    var cache = ShortStringCache()
    // 3,000 strings for 256 slots: every slot is shared; prefixes of one another ("a", "ab", …)
    // differ only in length.
    var texts: [String] = []
    for index in 0..<1000 { texts.append("k\(index)") }
    for length in 1...15 { texts.append(String(repeating: "a", count: length)) }
    for index in 0..<2000 { texts.append("state-\(index % 97)-\(index)".prefix(15).description) }
    for round in 0..<2 {
      for text in texts {
        // Padded so that 16 bytes are readable, with bytes after the string that must be ignored.
        let padded = Array(text.utf8) + Array("\"zzzzzzzzzzzzzzzz".utf8)
        let found = padded.withUnsafeBufferPointer { buffer in
          buffer.baseAddress.flatMap { cache.string(at: $0, count: text.utf8.count) }
        }
        XCTAssertEqual(found, text, "round \(round)")
      }
    }
  }

  func testNonASCIIIsLeftToTheCaller() {
    var cache = ShortStringCache()
    let bytes = Array("größe\"               ".utf8)
    let found = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { cache.string(at: $0, count: "größe".utf8.count) }
    }
    XCTAssertNil(found)
  }
}
