import CatalogTestSupport
import CatalogWorkspace
import Foundation
import StringCatalog
import XCTest

final class DiskWatchTests: XCTestCase {
  private func scratchCatalog(_ value: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Localizable.xcstrings").path
    try Data(Self.catalog(value).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private static func catalog(_ value: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "\(value)"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """
  }

  func testUnchangedFilesAreOnlyStatedAndAWrittenOneIsReadOnce() throws {
    let path = try scratchCatalog("Hallo")
    let opened = try CatalogDocument.open(path: path).document
    let workspace = Workspace(document: opened, displayPath: "Localizable.xcstrings")
    var watch = DiskWatch()
    watch.remember(path)
    for _ in 0..<10 { XCTAssertEqual(watch.changedMembers(of: workspace), []) }
    XCTAssertEqual(watch.work.stats, 10)
    XCTAssertEqual(watch.work.reads, 0)
    try Data(Self.catalog("Servus").utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(watch.changedMembers(of: workspace), [0])
    XCTAssertEqual(watch.work.reads, 1)
    var document = workspace[0]
    let reload = try document.reloadFromDisk()
    XCTAssertEqual(reload.changedKeys, ["Hello"])
    XCTAssertEqual(reload.summary, "1 string changed")
    XCTAssertEqual(document.catalog.strings["Hello"]?.localization("de")?.stringUnit?.value, "Servus")
    XCTAssertFalse(document.isModified)
  }

  func testAFileRewrittenWithTheSameBytesIsNotAChange() throws {
    let path = try scratchCatalog("Hallo")
    let workspace = Workspace(document: try CatalogDocument.open(path: path).document, displayPath: "L")
    var watch = DiskWatch()
    watch.remember(path)
    try Data(Self.catalog("Hallo").utf8).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(watch.changedMembers(of: workspace), [], "touched, same contents")
    XCTAssertEqual(watch.work.reads, 1)
  }
}
