import StringCatalog

/// The variation editor on one cell: which row is selected, and the device picker when open.
/// The rows themselves are rebuilt from the catalog when needed (`VariationRows`), so undo, redo
/// and edits made anywhere always show.
struct VariationEditor {
  var key: String
  var language: String
  /// The workspace catalog the key belongs to.
  var catalog: Int
  /// Index into the selectable rows.
  var selection = 0
  var picker: DevicePicker?

  init(key: String, language: String, catalog: Int) {
    self.key = key
    self.language = language
    self.catalog = catalog
  }
}

/// The device checklist of `d`: the ticked devices become the cell's device forms.
struct DevicePicker: Equatable {
  /// Index into `DeviceForms.all`.
  var selection = 0
  var ticked: Set<String>
  /// What the picker opened with: Enter changes the cell only when the ticks differ from it.
  let initial: Set<String>

  /// A cell that varies by device starts with its devices ticked (any Glossa does not list
  /// too, so they are kept); a new variation with none but `other`, so that Enter without a
  /// tick changes nothing.
  init(existing: [String]?) {
    ticked = Set(existing ?? []).union(["other"])
    initial = ticked
  }

  var isChanged: Bool { ticked != initial }

  /// The ticked devices in display order, those Glossa does not list included.
  var chosen: [String] { DeviceForms.displayOrder(Array(ticked)) }
}
