import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks

/// One step of the editor's history as the recovery journal records it: the catalog it changed
/// and, per key it touched, the entry before (`base`) and after (`mine`) — nil: no such key.
/// A step without changes asks the journal for a whole snapshot (a reload replaced a catalog).
public struct JournalStep: Sendable, Equatable {
  /// The catalog's index in the workspace.
  public var catalog: Int
  public var changes: [RecoveryRecord.Edit]

  public init(catalog: Int, changes: [RecoveryRecord.Edit]) {
    self.catalog = catalog
    self.changes = changes
  }
}
