/// A localized-string key written as a literal in source code.
public struct SourceKeyUse: Sendable, Equatable {
  public var key: String
  /// The table the call names (`table:`, `tableName:`, `NSLocalizedStringFromTable`), if any.
  public var table: String?
  public var file: String
  public var line: Int
  public var column: Int
  /// A call whose literal is certainly a key (`String(localized:)`, `NSLocalizedString`,
  /// `LocalizedStringKey`, `Text`, `LocalizedStringResource`): such a key must exist. Other
  /// SwiftUI initializers that take a `LocalizedStringKey` (`Button("…")`, `.navigationTitle("…")`)
  /// only count as uses, so that `unused-key` does not report their keys.
  public var isDefinite: Bool

  public init(key: String, table: String?, file: String, line: Int, column: Int, isDefinite: Bool) {
    self.key = key
    self.table = table
    self.file = file
    self.line = line
    self.column = column
    self.isDefinite = isDefinite
  }
}
