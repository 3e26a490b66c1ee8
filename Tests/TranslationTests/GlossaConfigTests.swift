import Foundation
import StringCatalog
import XCTest

final class GlossaConfigTests: XCTestCase {
  func testReadsTheSharedKeysAndTheTranslateSectionIgnoringUnknownKeys() throws {
    let config = try GlossaConfig.parse(
      """
      do-not-translate: [Glossa, iCloud]
      glossary:
        trip: { de: Reise, fr: voyage }
      memory: [../Shared/*.xcstrings, Legacy.xcstrings]
      limits:
        de: 40
      translate:
        provider: command
        command: ./translate.sh --fast
        model: gpt-4o-mini
        base-url: http://localhost:11434/v1
        app-description: A travel planner for families.
        style:
          es: informal, tú
        batch-size: 20
        jobs: 3
        future-option: yes
      """, path: ".glossa.yml")
    XCTAssertEqual(config.doNotTranslate, ["Glossa", "iCloud"])
    XCTAssertEqual(config.glossary, ["trip": ["de": "Reise", "fr": "voyage"]])
    XCTAssertEqual(config.memory, ["../Shared/*.xcstrings", "Legacy.xcstrings"])
    XCTAssertEqual(config.translate.provider, "command")
    XCTAssertEqual(config.translate.command, "./translate.sh --fast")
    XCTAssertEqual(config.translate.model, "gpt-4o-mini")
    XCTAssertEqual(config.translate.baseURL, "http://localhost:11434/v1")
    XCTAssertEqual(config.translate.appDescription, "A travel planner for families.")
    XCTAssertEqual(config.translate.style, ["es": "informal, tú"])
    XCTAssertEqual(config.translate.batchSize, 20)
    XCTAssertEqual(config.translate.jobs, 3)
  }

  func testErrorsNameFileLineAndColumn() {
    XCTAssertThrowsError(try GlossaConfig.parse("translate:\n  jobs: many\n", path: "p/.glossa.yml")) { error in
      XCTAssertEqual("\(error)", "p/.glossa.yml:2:9: translate: jobs must be a whole number of at least 1")
    }
    XCTAssertThrowsError(try GlossaConfig.parse("memory: { path: x }\n", path: ".glossa.yml")) { error in
      XCTAssertEqual("\(error)", ".glossa.yml:1:9: memory must be a list of catalog paths or globs")
    }
    XCTAssertThrowsError(try GlossaConfig.parse("glossary: [a, b]\n", path: ".glossa.yml")) { error in
      XCTAssertEqual("\(error)", ".glossa.yml:1:11: glossary must be a mapping (key: value)")
    }
    XCTAssertThrowsError(try GlossaConfig.parse("translate: {provider: [x\n", path: ".glossa.yml")) { error in
      XCTAssertTrue("\(error)".hasPrefix(".glossa.yml:2:1: "), "\(error)")
    }
  }

  /// `sources:` folders are relative to the configuration file; an absolute one stays as is.
  func testSourcesAreFoldersRelativeToTheFile() throws {
    let config = try GlossaConfig.parse("sources: [App, ../Packages/Kit, /abs/Code]\n", path: "/work/app/Config/.glossa.yml")
    XCTAssertEqual(config.sources, ["App", "../Packages/Kit", "/abs/Code"])
    XCTAssertEqual(config.sourceFolders, ["/work/app/Config/App", "/work/app/Packages/Kit", "/abs/Code"])
    XCTAssertThrowsError(try GlossaConfig.parse("sources: { app: x }\n", path: ".glossa.yml")) { error in
      XCTAssertEqual("\(error)", ".glossa.yml:1:10: sources must be a list of source folders")
    }
  }

  func testAnEmptyFileIsAnEmptyConfiguration() throws {
    XCTAssertEqual(try GlossaConfig.parse("", path: "x").doNotTranslate, [])
  }

  func testFoundInTheCatalogsFolderOrAParentButNotAboveTheRepositoryRoot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-config-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let repository = root.appendingPathComponent("repo")
    let nested = repository.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let catalog = nested.appendingPathComponent("Localizable.xcstrings").path
    // Above the repository: never read.
    try Data("jobs: 1\n".utf8).write(to: root.appendingPathComponent(".glossa.yml"))
    XCTAssertNil(GlossaConfig.find(forCatalogAt: catalog))
    try Data("{}\n".utf8).write(to: repository.appendingPathComponent(".glossa.yml"))
    XCTAssertEqual(GlossaConfig.find(forCatalogAt: catalog), repository.appendingPathComponent(".glossa.yml").path)
    try Data("{}\n".utf8).write(to: nested.appendingPathComponent(".glossa.yml"))
    XCTAssertEqual(GlossaConfig.find(forCatalogAt: catalog), nested.appendingPathComponent(".glossa.yml").path)
  }
}
