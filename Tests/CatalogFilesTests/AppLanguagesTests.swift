import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Where an app's languages come from: the Xcode project's knownRegions and `.glossa.yml`.
final class AppLanguagesTests: XCTestCase {
  func testKnownRegionsAreReadWithoutBaseAndWithQuotesRemoved() {
    let text = "\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t\t\"zh-Hans\",\n\t\t\t\tEnglish,\n\t\t\t);\n"
    XCTAssertEqual(ProjectRegions.read(Array(text.utf8), path: "p")?.languages, ["en", "de", "zh-Hans"])
    XCTAssertNil(ProjectRegions.read(Array("{ objects = { }; }".utf8), path: "p"))
    XCTAssertEqual(ProjectRegions.read(Array("knownRegions = ( );".utf8), path: "p"), ProjectRegions.List())
  }

  func testTheNearestProjectAboveTheCatalogUpToTheGitRootCounts() throws {
    let root = NSTemporaryDirectory() + "app-languages-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    try manager.createDirectory(atPath: root + "/Outer.xcodeproj", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/repo/.git", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/repo/App.xcodeproj", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: root + "/repo/App/Resources", withIntermediateDirectories: true)
    try Data("knownRegions = ( fr, );".utf8).write(to: URL(fileURLWithPath: root + "/Outer.xcodeproj/project.pbxproj"))
    try Data("knownRegions = ( en, Base, de, \"pt-BR\", );".utf8).write(
      to: URL(fileURLWithPath: root + "/repo/App.xcodeproj/project.pbxproj"))
    var config = GlossaConfig(path: root + "/repo/.glossa.yml")
    config.languages = ["it", "de"]
    var languages = AppLanguages()
    let origins = languages.languages(forCatalogAt: root + "/repo/App/Resources/Localizable.xcstrings", config: config, sourceLanguage: "en")
    let project = root + "/repo/App.xcodeproj/project.pbxproj"
    XCTAssertEqual(
      origins,
      [
        AppLanguages.Origin(language: "de", source: project), AppLanguages.Origin(language: "pt-BR", source: project),
        AppLanguages.Origin(language: "it", source: root + "/repo/.glossa.yml"),
      ])
    // A second catalog of the same app reads nothing again.
    _ = languages.languages(forCatalogAt: root + "/repo/App/Other.xcstrings", config: nil, sourceLanguage: "en")
    _ = languages.languages(forCatalogAt: root + "/repo/App/Resources/More.xcstrings", config: nil, sourceLanguage: "en")
    XCTAssertEqual(languages.projectReads, 1)
    // Without the project, the git root stops the search: the outer project is another repository's.
    try manager.removeItem(atPath: root + "/repo/App.xcodeproj")
    var fresh = AppLanguages()
    XCTAssertEqual(fresh.languages(forCatalogAt: root + "/repo/App/L.xcstrings", config: nil, sourceLanguage: "en"), [])
  }

  func testLanguagesInTheConfigurationMustBeLanguageTags() {
    XCTAssertEqual(try GlossaConfig.parse("languages: [de, it]\n", path: "c.yml").languages, ["de", "it"])
    XCTAssertEqual(try GlossaConfig.parse("languages: de\n", path: "c.yml").languages, ["de"])
    XCTAssertThrowsError(try GlossaConfig.parse("languages:\n  - de\n  - de_DE!\n", path: "c.yml")) { error in
      XCTAssertTrue(String(describing: error).hasPrefix("c.yml:3:5: languages: "), String(describing: error))
    }
  }

  func testAddingEditsTheTextAndKeepsCommentsAndOtherSettings() throws {
    let flow = "# Glossa settings\nspelling: true\nlanguages: [de, fr] # shipped\nlimits: { \"tab.*\": 12 }\n"
    XCTAssertEqual(
      try ConfigLanguagesEdit.adding("it", to: flow, path: "c.yml"),
      "# Glossa settings\nspelling: true\nlanguages: [de, fr, it] # shipped\nlimits: { \"tab.*\": 12 }\n")
    let block = "languages:\n    - de   # German\n    # later\n    - fr\nspelling: true\n"
    XCTAssertEqual(
      try ConfigLanguagesEdit.adding("it", to: block, path: "c.yml"),
      "languages:\n    - de   # German\n    # later\n    - fr\n    - it\nspelling: true\n")
    XCTAssertEqual(try ConfigLanguagesEdit.adding("it", to: "spelling: true", path: "c.yml"), "spelling: true\nlanguages: [it]\n")
    XCTAssertEqual(try ConfigLanguagesEdit.adding("it", to: "languages: de\n", path: "c.yml"), "languages: [de, it]\n")
    XCTAssertEqual(try ConfigLanguagesEdit.adding("it", to: "languages: []\n", path: "c.yml"), "languages: [it]\n")
    XCTAssertNil(try ConfigLanguagesEdit.adding("de", to: flow, path: "c.yml"))
  }

  func testRemovingEditsTheTextAndKeepsTheRest() throws {
    XCTAssertEqual(
      try ConfigLanguagesEdit.removing("fr", from: "languages: [de, \"fr\", it] # shipped\n", path: "c.yml"),
      "languages: [de, it] # shipped\n")
    XCTAssertEqual(
      try ConfigLanguagesEdit.removing("fr", from: "languages:\n  - de # German\n  - fr # French\nspelling: true\n", path: "c.yml"),
      "languages:\n  - de # German\nspelling: true\n")
    XCTAssertNil(try ConfigLanguagesEdit.removing("ja", from: "languages: [de]\n", path: "c.yml"))
  }
}
