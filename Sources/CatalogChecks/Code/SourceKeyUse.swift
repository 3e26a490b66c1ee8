import CatalogModel
import CatalogFiles
import CatalogEditing

/// A localized-string key written as a literal in source code.
package struct SourceKeyUse: Sendable, Equatable {
  /// The key, `%@` standing for each interpolation (`status.replied-to-%@`).
  package var key: String
  /// The literal's text around its interpolations (`["status.replied-to-", ""]`); `[key]` when
  /// it has none. It matches any key with a format specifier in each gap.
  package var pieces: [String]
  /// The table the call names (`table:`, `tableName:`, `NSLocalizedStringFromTable`, SwiftGen's
  /// `tr("Table", "key")`), if any.
  package var table: String?
  package var file: String
  package var line: Int
  package var column: Int
  /// A call whose literal is certainly a key (`String(localized:)`, `NSLocalizedString`,
  /// `LocalizedStringKey`, `Text`, `LocalizedStringResource`, SwiftGen's `tr`): such a key must
  /// exist. Other SwiftUI initializers that take a `LocalizedStringKey` (`Button("…")`,
  /// `.navigationTitle("…")`) only count as uses, as every other literal does.
  package var isDefinite: Bool
  /// The types (`struct`, `class`, `enum`, `actor`) whose body holds the call, outermost first:
  /// one that only previews use makes the call preview code (`SourceFileScan.previewTypes`).
  package var enclosingTypes: [String] = []

  package init(
    key: String, table: String?, file: String, line: Int, column: Int, isDefinite: Bool, pieces: [String]? = nil
  ) {
    self.key = key
    self.pieces = pieces ?? [key]
    self.table = table
    self.file = file
    self.line = line
    self.column = column
    self.isDefinite = isDefinite
  }

  package var literal: SourceLiteral { SourceLiteral(pieces: pieces) }
}
