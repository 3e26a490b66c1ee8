import CatalogModel
import CatalogFiles
import CatalogEditing

/// What one source file holds for the key checks: its calls with a literal key, and every
/// string literal it has (outside comments), each of which counts as a use of the keys it can be.
public struct SourceFileScan: Sendable {
  public var path: String
  public var uses: [SourceKeyUse]
  public var literals: Set<SourceLiteral>

  public init(path: String, uses: [SourceKeyUse], literals: Set<SourceLiteral>) {
    self.path = path
    self.uses = uses
    self.literals = literals
  }
}
