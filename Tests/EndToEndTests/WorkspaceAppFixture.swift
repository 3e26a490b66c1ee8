import Foundation
import StringCatalog
import XCTest

/// A generated app of 12 catalogs in nested folders, shaped like the apps Glossa is measured
/// against: per-package Localizable tables, InfoPlist tables, Interface Builder catalogs (keys
/// "ObjectID.property", comments naming the class), the empty key "", stale and don't-translate
/// entries, languages that not every catalog has, and needs-review cells spread over catalogs.
/// Every file is written by CatalogWriter, so an unchanged catalog saved again would keep its bytes.
struct WorkspaceAppFixture {
  /// Paths relative to the app folder, in the path order the workspace shows them.
  static let catalogPaths = [
    "App/Base.lproj/Main.xcstrings",
    "App/Resources/InfoPlist.xcstrings",
    "App/Resources/Localizable.xcstrings",
    "Packages/Account/Sources/Account/Resources/Localizable.xcstrings",
    "Packages/Editor/Sources/Editor/Resources/Localizable.xcstrings",
    "Packages/Export/Sources/Export/Resources/Localizable.xcstrings",
    "Packages/Search/Sources/Search/Resources/Localizable.xcstrings",
    "Packages/Sync/Sources/Sync/Resources/Localizable.xcstrings",
    "Settings/Base.lproj/Settings.xcstrings",
    "Settings/Settings.xcstrings",
    "Widgets/InfoPlist.xcstrings",
    "Widgets/Localizable.xcstrings",
  ]

  let folder: String

  /// Writes the app under `parent`/App and returns it.
  static func generate(in parent: String) throws -> WorkspaceAppFixture {
    let fixture = WorkspaceAppFixture(folder: parent + "/App")
    for (index, relative) in catalogPaths.enumerated() {
      let path = fixture.folder + "/" + relative
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(CatalogWriter.bytes(try catalog(index: index, relative: relative))).write(to: URL(fileURLWithPath: path))
    }
    return fixture
  }

  func path(_ index: Int) -> String { folder + "/" + Self.catalogPaths[index] }

  func catalog(_ index: Int) throws -> Catalog { try CatalogReader.read(path: path(index)).catalog }

  /// The needs-review de cells of every catalog, in workspace order.
  func reviewQueue(language: String) throws -> [(catalog: Int, item: ReviewItem)] {
    try Self.catalogPaths.indices.flatMap { index in
      try catalog(index).needsReviewItems(languages: [language]).map { (index, $0) }
    }
  }

  private static func catalog(index: Int, relative: String) throws -> Catalog {
    let name = relative.split(separator: "/").dropFirst().first.map(String.init) ?? "App"
    // Widgets speak no Japanese; Settings no French.
    let languages = ["de", "fr", "ja"].filter { !(relative.hasPrefix("Widgets") && $0 == "ja") && !(relative.hasPrefix("Settings") && $0 == "fr") }
    var strings: [String: Any] = [:]
    let keys: [String]
    if relative.contains("Base.lproj") {
      keys = ["A1b-2c-3dE.title", "F4g-5h-6iJ.placeholderString", "K7l-8m-9nO.label"]
    } else if relative.hasSuffix("InfoPlist.xcstrings") {
      keys = ["CFBundleDisplayName", "NSCameraUsageDescription"]
    } else {
      keys = ["\(name) settings", "Delete %@ from \(name)?", "%lld items in \(name)", "Open \(name)"]
    }
    for (position, key) in keys.enumerated() {
      var localizations: [String: Any] = [:]
      for language in languages where (position + index) % 5 != 4 || language != "ja" {
        let review = (position + index + (language == "fr" ? 1 : 0)) % 4 == 0
        localizations[language] = [
          "stringUnit": ["state": review ? "needs_review" : "translated", "value": "\(key) (\(language))"]
        ]
      }
      var entry: [String: Any] = ["localizations": localizations]
      if relative.contains("Base.lproj") {
        entry["comment"] = "Class = \"NSTextField\"; \(key.split(separator: ".").last ?? "") = \"\(key)\"; ObjectID = \"\(key.split(separator: ".").first ?? "")\";"
      }
      strings[key] = entry
    }
    if relative == "App/Resources/Localizable.xcstrings" {
      strings[""] = ["localizations": ["de": ["stringUnit": ["state": "translated", "value": "Leer"]]]]
      strings["Old sync banner"] = [
        "extractionState": "stale", "localizations": ["de": ["stringUnit": ["state": "translated", "value": "Altes Banner"]]],
      ]
      strings["%@ (Pro)"] = ["shouldTranslate": false]
    }
    let json: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0"]
    let bytes = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    return try CatalogReader.read(bytes: [UInt8](bytes)).catalog
  }
}

/// A file's identity and bytes, to prove a save did not touch it.
struct FileSnapshot: Equatable {
  var inode: UInt64
  var modified: Int
  var bytes: Data

  init(_ path: String) throws {
    var status = stat()
    guard stat(path, &status) == 0 else { throw XCTSkip("cannot stat \(path)") }
    inode = UInt64(status.st_ino)
    modified = status.st_mtim.tv_sec * 1_000_000_000 + status.st_mtim.tv_nsec
    bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
  }
}
