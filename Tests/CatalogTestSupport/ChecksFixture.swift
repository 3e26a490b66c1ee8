import CatalogTestSupport
import Foundation
import XCTest

@testable import CatalogChecks
@testable import CatalogEditing
@testable import CatalogFiles
@testable import CatalogModel
@testable import CatalogWorkspace
import StringCatalog

/// Builds catalogs for the check tests from the model, writes them the way Xcode does, and
/// lints the bytes as a file, so every finding also gets a real line and column.
package enum Fixture {
  package static func unit(_ value: String, _ state: TranslationState = .translated) -> Localization {
    Localization(value: value, state: state)
  }

  package static func plural(_ forms: [String: String], _ state: TranslationState = .translated) -> Localization {
    Localization(variations: Variations(plural: pluralForms(forms, state)))
  }

  package static func pluralForms(_ forms: [String: String], _ state: TranslationState = .translated) -> KeyedList<Localization> {
    KeyedList(forms.map { ($0.key, unit($0.value, state)) })
  }

  package static func device(_ forms: [String: Localization]) -> Localization {
    Localization(variations: Variations(device: KeyedList(forms.map { ($0.key, $0.value) })))
  }

  /// A localization in the `%#@name@` scheme.
  package static func substituted(
    _ value: String, _ substitutions: [String: (argNum: Int?, specifier: String?, forms: [String: String])],
    _ state: TranslationState = .translated
  ) -> Localization {
    let list = KeyedList(
      substitutions.map { name, substitution in
        (
          name,
          Substitution(
            argNum: substitution.argNum, formatSpecifier: substitution.specifier,
            variations: Variations(plural: pluralForms(substitution.forms, state)))
        )
      })
    return Localization(stringUnit: StringUnit(state: state, value: value), substitutions: list)
  }

  package static func entry(
    _ localizations: [String: Localization], extractionState: String? = nil, shouldTranslate: Bool? = nil
  ) -> Entry {
    Entry(
      extractionState: extractionState,
      localizations: localizations.isEmpty ? nil : KeyedList(localizations.map { ($0.key, $0.value) }),
      shouldTranslate: shouldTranslate)
  }

  package static func catalog(source: String = "en", _ entries: [String: Entry]) -> Catalog {
    Catalog(sourceLanguage: source, strings: KeyedList(entries.map { ($0.key, $0.value) }))
  }

  /// One entry whose source is `source` (en) and whose other languages are given.
  package static func single(
    _ key: String = "k", source: Localization? = nil, _ others: [String: Localization], extractionState: String? = nil
  ) -> Catalog {
    var localizations = others
    if let source { localizations["en"] = source }
    return catalog([key: entry(localizations, extractionState: extractionState)])
  }
}

/// The outcome of linting a fixture: its findings and the file text they point into.
package struct Linted {
  package var findings: [Finding]
  package var text: String

  package init(_ catalog: Catalog, options: LintOptions = LintOptions()) {
    let bytes = CatalogWriter.bytes(catalog)
    text = String(decoding: bytes, as: UTF8.self)
    findings = CatalogLinter.lint(bytes: bytes, path: "test.xcstrings", options: options).findings
  }

  package init(json: String, options: LintOptions = LintOptions()) {
    text = json
    findings = CatalogLinter.lint(bytes: Array(json.utf8), path: "test.xcstrings", options: options).findings
  }

  package func only(_ id: CheckID) -> [Finding] { findings.filter { $0.check == id } }

  /// The text from the finding's line and column to the end of that line.
  package func textAt(_ finding: Finding) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let line = finding.line, let column = finding.column, line >= 1, line <= lines.count else { return "" }
    return String(String.UnicodeScalarView(lines[line - 1].unicodeScalars.dropFirst(column - 1)))
  }

  package var summary: String { findings.map(TextFindingFormat.line).joined(separator: "\n") }
}

/// Asserts exactly one finding of `id` for `language` at `path`, with that severity, a message
/// containing `message`, and located where the file text starts with `locatedAt`.
@discardableResult
package func assertFinding(
  _ linted: Linted, _ id: CheckID, key: String? = nil, language: String?, path: String = "", severity: Severity? = nil,
  message: String? = nil, locatedAt: String? = nil, file: StaticString = #filePath, line: UInt = #line
) -> Finding? {
  let matches = linted.findings.filter {
    $0.check == id && $0.language == language && $0.path == path && (key == nil || $0.key == key)
  }
  guard matches.count == 1, let finding = matches.first else {
    XCTFail("expected one [\(id)] \(language ?? "-") \(path), found \(matches.count) in:\n\(linted.summary)", file: file, line: line)
    return nil
  }
  if let severity { XCTAssertEqual(finding.severity, severity, "severity of \(TextFindingFormat.line(finding))", file: file, line: line) }
  if let message {
    XCTAssertTrue(finding.message.contains(message), "message was: \(finding.message)", file: file, line: line)
  }
  XCTAssertNotNil(finding.line, "no location: \(TextFindingFormat.line(finding))", file: file, line: line)
  if let locatedAt {
    XCTAssertTrue(
      linted.textAt(finding).hasPrefix(locatedAt),
      "located at “\(linted.textAt(finding))”, expected “\(locatedAt)…”", file: file, line: line)
  }
  return finding
}

package func assertNoFinding(
  _ linted: Linted, _ id: CheckID, language: String? = nil, file: StaticString = #filePath, line: UInt = #line
) {
  let matches = linted.findings.filter { $0.check == id && (language == nil || $0.language == language) }
  XCTAssertTrue(matches.isEmpty, "unexpected:\n\(matches.map(TextFindingFormat.line).joined(separator: "\n"))", file: file, line: line)
}
