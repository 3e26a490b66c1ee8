import CatalogModel
import CatalogFiles
import CatalogEditing

/// The keys a linted file defines, for the source-code checks (`--sources`): all of them, and
/// the ones whose use in code is not tracked by Xcode (manual entries, every legacy key), with
/// where they are.
public struct KeyInventory: Sendable {
  /// The table the code names (`String(localized:table:)`): the file name without extension.
  public var table: String
  public var keys: Set<String>
  /// Keys `unused-key` may report, with their position in the file.
  public var manualKeys: [(key: String, line: Int, column: Int)]

  public init(table: String, keys: Set<String>, manualKeys: [(key: String, line: Int, column: Int)]) {
    self.table = table
    self.keys = keys
    self.manualKeys = manualKeys
  }

  /// `Localizable` for `…/Localizable.xcstrings`.
  public static func tableName(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[..<dot])
  }
}
