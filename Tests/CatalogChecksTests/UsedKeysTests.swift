import CatalogTestSupport
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `SourceKeyChecks.usedKeys` (what `prune --stale --sources` keeps) is the `unused-key` rule's
/// "used", for every key: on the same app, a manual key lint reports unused is exactly one
/// `usedKeys` leaves out, and each catalog gets the uses of its own target's code.
final class UsedKeysTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder()
  }

  private func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
    let url = folder.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  private func catalog(_ relative: String, _ keys: [String]) throws -> (path: String, inventory: KeyInventory) {
    var entries: [String: Entry] = [:]
    for key in keys { entries[key] = Fixture.entry(["en": Fixture.unit(key)], extractionState: "manual") }
    let path = try write(relative, CatalogWriter.bytes(Fixture.catalog(entries)))
    return (path, KeyInventory(table: "Localizable", keys: Set(keys), manualKeys: []))
  }

  func testUsedKeysAgreeWithUnusedKeyAndFollowTargets() throws {
    let app = try catalog(
      "App/Localizable.xcstrings", ["%lld stops", "menu.save", "tab.home", "Übersicht", "legacy.banner", "widget.only"])
    let widget = try catalog("Widget/Localizable.xcstrings", ["widget.only", "menu.save"])
    _ = try write(
      "App/Views.swift",
      Array(
        """
        Text("\\(count) stops")
        Button(String(localized: "menu.save")) {}
        Text(LocalizedStringKey("tab.\\(name)"))
        // Text("legacy.banner")
        """.utf8))
    _ = try write("App/Legacy.m", Array("NSLocalizedString(@\"Übersicht\", @\"\");\n".utf8))
    _ = try write("Widget/Widget.swift", Array("Text(\"widget.only\")\n".utf8))
    let scans = SourceKeyScanner.scan(directory: folder.path)
    let used = SourceKeyChecks.usedKeys(sources: scans, files: [app, widget])
    XCTAssertEqual(used[0], ["%lld stops", "menu.save", "tab.home", "Übersicht"])
    XCTAssertEqual(used[1], ["widget.only"])

    let lint = LintRun(paths: [folder.path], sources: [folder.path])
    let unused = lint.findings.filter { $0.check == .unusedKey }.map { "\($0.file?.contains("Widget") == true ? "Widget" : "App") \($0.key ?? "")" }
    XCTAssertEqual(unused.sorted(), ["App legacy.banner", "App widget.only", "Widget menu.save"])
  }
}
