import CatalogModel
import CatalogFiles
import CatalogEditing

/// What one source file holds for the key checks: its calls with a literal key, and every
/// string literal it has (outside comments), each of which counts as a use of the keys it can be.
package struct SourceFileScan: Sendable {
  package var path: String
  package var uses: [SourceKeyUse]
  package var literals: Set<SourceLiteral>
  /// Types declared here and named in preview code (`#Preview`, a `PreviewProvider`) but nowhere
  /// else in this file: preview-only unless another file names them (`previewOnlyTypes`).
  package var previewTypes: Set<String> = []
  /// Capitalized names this file uses outside preview code and outside their own declaration.
  package var namesOutsidePreviews: Set<String> = []

  package init(
    path: String, uses: [SourceKeyUse], literals: Set<SourceLiteral>, previewTypes: Set<String> = [],
    namesOutsidePreviews: Set<String> = []
  ) {
    self.path = path
    self.uses = uses
    self.literals = literals
    self.previewTypes = previewTypes
    self.namesOutsidePreviews = namesOutsidePreviews
  }

  /// The types only previews use, over all the scanned files (issue 33: a `WrapperForPreview`
  /// view built only by a `PreviewProvider` is preview code, its texts need no key).
  package static func previewOnlyTypes(_ scans: [SourceFileScan]) -> Set<String> {
    let candidates = scans.reduce(into: Set<String>()) { $0.formUnion($1.previewTypes) }
    guard !candidates.isEmpty else { return [] }
    return scans.reduce(into: candidates) { $0.subtract($1.namesOutsidePreviews) }
  }
}
