import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// `glossa lint` over a tree of sibling `<lang>.lproj` folders: each language's `.strings` file
/// against the development language's.
final class LegacyComparisonTests: XCTestCase {
  /// en (reference), de (UTF-16 with BOM: a missing key, a lost trailing space), fr (a `%@` where
  /// en has `%d`, an extra key), Base (ignored next to en), and a table in de/fr only (no reference).
  private func makeTree(_ folder: TemporaryFolder) throws -> String {
    let root = folder.url.appendingPathComponent("App/Resources")
    for language in ["en", "de", "fr", "Base"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
    }
    func write(_ relative: String, _ data: Data) throws {
      try data.write(to: root.appendingPathComponent(relative))
    }
    try write(
      "en.lproj/Localizable.strings",
      Data("/* Greeting */\n\"greeting\" = \"Hello \";\n\"count\" = \"%d items\";\n\"farewell\" = \"See you later.\";\n".utf8))
    var utf16 = Data([0xFF, 0xFE])
    for unit in "\"greeting\" = \"Hallo\";\n\"count\" = \"%d Elemente\";\n".utf16 {
      utf16.append(UInt8(unit & 0xFF))
      utf16.append(UInt8(unit >> 8))
    }
    try write("de.lproj/Localizable.strings", utf16)
    try write(
      "fr.lproj/Localizable.strings",
      Data(
        "\"greeting\" = \"Bonjour \";\n\"count\" = \"%@ éléments\";\n\"farewell\" = \"À plus tard.\";\n\"bonus\" = \"Extra\";\n"
          .utf8))
    try write("Base.lproj/Localizable.strings", Data("\"only.base\" = \"x\";\n".utf8))
    try write("de.lproj/Other.strings", Data("\"a\" = \"A\";\n".utf8))
    try write("fr.lproj/Other.strings", Data("\"b\" = \"B\";\n".utf8))
    return folder.url.path
  }

  private func rows(_ findings: [Finding], under root: String) -> [String] {
    findings.map { finding in
      let file = (finding.file ?? "").replacingOccurrences(of: root + "/", with: "")
      return "\(file):\(finding.line ?? 0):\(finding.column ?? 0) \(finding.severity.rawValue) [\(finding.check)] "
        + "\(finding.key ?? "-") · \(finding.language ?? "-")"
    }
  }

  func testEachLanguageIsComparedWithEnglish() throws {
    let folder = try TemporaryFolder()
    let root = try makeTree(folder)
    let run = LintRun(paths: [root])
    XCTAssertEqual(
      rows(run.findings, under: root),
      [
        "App/Resources/de.lproj/Localizable.strings:1:1 error [missing] farewell · de",
        "App/Resources/de.lproj/Localizable.strings:1:14 warning [whitespace] greeting · de",
        "App/Resources/fr.lproj/Localizable.strings:2:11 error [format-specifiers] count · fr",
        "App/Resources/fr.lproj/Localizable.strings:4:1 warning [extra-key] bonus · fr",
      ])
    XCTAssertEqual(run.exitStatus(strict: false), 1)
    let missing = run.findings.first { $0.check == .missing }
    XCTAssertEqual(missing?.message, "not in this file, but in en.lproj/Localizable.strings (line 4)")
    let format = run.findings.first { $0.check == .formatSpecifiers }
    XCTAssertEqual(format?.message, "argument 1 is %@ but %d in the source")
  }

  func testLanguagesAndDisabledChecksAreRespected() throws {
    let folder = try TemporaryFolder()
    let root = try makeTree(folder)
    var enabled = Set(CheckRegistry.defaultIDs)
    enabled.remove(.missing)
    let onlyFrench = LintRun(paths: [root], options: LintOptions(checks: CheckOptions(enabled: enabled, languages: ["fr"])))
    XCTAssertEqual(
      rows(onlyFrench.findings, under: root),
      [
        "App/Resources/fr.lproj/Localizable.strings:2:11 error [format-specifiers] count · fr",
        "App/Resources/fr.lproj/Localizable.strings:4:1 warning [extra-key] bonus · fr",
      ])
    let onlyExtra = LintRun(paths: [root], options: LintOptions(checks: CheckOptions(enabled: [.extraKey])))
    XCTAssertEqual(
      rows(onlyExtra.findings, under: root), ["App/Resources/fr.lproj/Localizable.strings:4:1 warning [extra-key] bonus · fr"])
    XCTAssertEqual(onlyExtra.findings.first?.message, "not in en.lproj/Localizable.strings, the development language's file")
    XCTAssertEqual(onlyExtra.exitStatus(strict: false), 0)
    XCTAssertEqual(onlyExtra.exitStatus(strict: true), 1)
  }

  func testBaseIsTheReferenceWithoutEnglish() throws {
    let tables = LegacyTable.tables(in: [
      "R/Base.lproj/Main.strings", "R/de.lproj/Main.strings", "S/de.lproj/Main.strings", "S/fr.lproj/Main.strings",
      "T/en.lproj/Main.strings", "T/Base.lproj/Main.strings", "T/pt_BR.lproj/Main.strings", "U/en.lproj/Main.strings",
    ])
    XCTAssertEqual(tables.map(\.reference.path), ["R/Base.lproj/Main.strings", "T/en.lproj/Main.strings"])
    XCTAssertEqual(tables.map { $0.others.map(\.language) }, [["de"], ["pt-BR"]])
  }

  func testExtraKeyIsRegisteredAsAWarning() {
    XCTAssertEqual(CheckID(rawValue: "extra-key"), .extraKey)
    XCTAssertEqual(CheckRegistry.descriptor(.extraKey)?.severity, .warning)
    XCTAssertEqual(CheckRegistry.severity(.extraKey), .warning)
  }
}
