import CatalogTestSupport
import Foundation
import StringCatalog
import XCTest

/// Reading a workspace's catalogs: every one that parses opens, one that does not becomes a
/// broken member with its `file:line:col`, and many catalogs report their progress.
final class WorkspaceLoaderTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "glossa-loader-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  private func write(_ name: String, _ text: String) throws {
    let path = folder + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private static let valid = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"

  func testABrokenCatalogIsListedAndTheOthersOpen() throws {
    try write("A/Localizable.xcstrings", Self.valid)
    try write("B/Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" {\n")
    try write("C/Localizable.xcstrings", Self.valid)
    let loaded = WorkspaceLoader.load(try CatalogDiscovery.discover([folder], currentDirectory: folder))
    XCTAssertEqual(loaded.members.map(\.displayPath), ["A/Localizable.xcstrings", "C/Localizable.xcstrings"])
    XCTAssertEqual(loaded.broken.map(\.displayPath), ["B/Localizable.xcstrings"])
    XCTAssertTrue(loaded.broken.first?.message.contains("Localizable.xcstrings:4:9: ") ?? false, loaded.broken.first?.message ?? "")
  }

  func testManyCatalogsReportTheirProgress() throws {
    for index in 0..<600 { try write(String(format: "M%03d/Localizable.xcstrings", index), Self.valid) }
    let reported = ParallelResults<Int>(count: 600)
    let loaded = WorkspaceLoader.load(try CatalogDiscovery.discover([folder], currentDirectory: folder)) { done in
      reported.set(done - 1, done)
    }
    XCTAssertEqual(loaded.members.count, 600)
    XCTAssertEqual(reported.optionalValues.compactMap { $0 }, [250, 500])
  }
}
