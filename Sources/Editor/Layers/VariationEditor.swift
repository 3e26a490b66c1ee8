import StringCatalog

/// The variation editor on one cell: which row is selected, and the device picker when open.
/// The rows themselves are rebuilt from the catalog when needed (`VariationRows`), so undo, redo
/// and edits made anywhere always show.
struct VariationEditor {
  var key: String
  var language: String
  /// Index into the selectable rows.
  var selection = 0
  var picker: DevicePicker?

  init(key: String, language: String) {
    self.key = key
    self.language = language
  }
}

/// The device checklist of `d`: the ticked devices become the cell's device forms.
struct DevicePicker: Equatable {
  /// Index into `DeviceForms.all`.
  var selection = 0
  var ticked: Set<String>

  /// A cell that varies by device starts with its devices ticked; a new variation with the
  /// three everyday ones, ready for Enter.
  init(existing: [String]?) {
    ticked = Set(existing ?? ["iphone", "ipad", "mac"]).union(["other"])
  }
}
