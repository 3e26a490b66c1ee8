import CatalogModel
import CatalogFiles
import CatalogEditing

/// `duplicate-key`: a member repeated in one JSON object. The reader keeps the last occurrence
/// (as Xcode does) and reports the repeat; this turns that report into a finding.
package enum DuplicateKeyFindings {
  package static func finding(from warning: CatalogReadWarning) -> Finding? {
    guard let member = warning.duplicateKey else { return nil }
    let earlier = warning.relatedLine.map { " (first on line \($0))" } ?? ""
    return Finding(
      check: .duplicateKey, severity: CheckRegistry.severity(.duplicateKey), file: warning.path, key: member,
      language: nil, message: "“\(member)” appears again\(earlier); the last one wins", line: warning.line,
      column: warning.column)
  }
}
