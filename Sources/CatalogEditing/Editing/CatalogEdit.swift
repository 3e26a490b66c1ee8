import CatalogModel
import CatalogFiles

/// The one primitive change to a catalog: put an entry (insert or replace) or remove it.
///
/// Every user action — editing a cell, accepting a review, adding a key — is a list of these.
/// Applying one returns its exact inverse (the entry as it was), so undo restores the very same
/// bytes, whatever the action touched.
public enum CatalogEdit: Sendable, Equatable {
  case put(key: String, entry: Entry)
  case remove(key: String)

  public var key: String {
    switch self {
    case .put(let key, _), .remove(let key): return key
    }
  }
}

extension Catalog {
  /// Applies `edit` and returns the edit that undoes it.
  @discardableResult
  public mutating func apply(_ edit: CatalogEdit) -> CatalogEdit {
    let key = edit.key
    let previous = strings[key]
    switch edit {
    case .put(_, let entry): strings[key] = entry
    case .remove: strings[key] = nil
    }
    if let previous { return .put(key: key, entry: previous) }
    return .remove(key: key)
  }
}

/// A user action: edits applied together and undone together, with a label for messages
/// ("edit de of "Item 10"", "Accept 12 strings").
public struct CatalogChange: Sendable, Equatable {
  public var label: String
  public var edits: [CatalogEdit]

  public init(label: String, edits: [CatalogEdit]) {
    self.label = label
    self.edits = edits
  }

  /// Keys the change touches, for views and caches that update per edit.
  public var keys: [String] { edits.map(\.key) }
}
