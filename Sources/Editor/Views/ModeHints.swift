/// Hint lines for the full-screen modes, from the hint labels of their keymap rows.
extension KeyHints {
  static let variations = hints(in: .variations)
  static let picker = hints(in: .picker)
  static let review = hints(in: .review)
  static let conflicts = hints(in: .conflicts)
  static let chooser = hints(in: .chooser)
  static let catalogs = hints(in: .catalogs)

  static func forMode(_ mode: EditorMode?) -> [String] {
    switch mode {
    case .variations(let editor)?: return editor.picker == nil ? variations : picker
    case .review?: return review
    case .conflicts?: return conflicts
    case nil: return grid
    }
  }

  /// "? help" first, as on the grid's hint line: on a narrow terminal it is the one that stays.
  private static func hints(in context: KeyContext) -> [String] {
    let hinted = Keymap.bindings.filter { $0.context == context && $0.hint != nil }
    let ordered = hinted.filter { $0.command == .help } + hinted.filter { $0.command != .help }
    return ordered.compactMap { binding in binding.keys.first.map { "\($0) \(binding.hint ?? "")" } }
  }
}
