import StringCatalog

/// The variation editor's commands: open and close, move, edit a form, vary by plural, add,
/// remove, toggle review. Every change is one `CatalogChange`, so each is one undo step.
extension EditorState {
  /// `p` in the grid, or Enter on a varied cell. Opens read-only catalogs too (for looking).
  mutating func openVariationEditor() {
    guard let key = currentKey, let entry = currentEntry else {
      showMessage("No row selected")
      return
    }
    let language = currentLanguage
    if refusesDoNotTranslate(entry, key: key, language: language) { return }
    modes.append(.variations(VariationEditor(key: key, language: language, catalog: focus)))
    // Start on the first form rather than on the text of a cell with substitutions.
    let rows = variationRows()
    let selectable = rows.indices.filter { rows[$0].isSelectable }
    if let first = selectable.firstIndex(where: { rows[$0].kind != .form(.root) }), rows.first?.kind == .form(.root) {
      variationEditor?.selection = first
    }
  }

  func variationRows() -> [VariationRow] {
    guard let editor = variationEditor else { return [] }
    return VariationRows.rows(catalog: catalog, key: editor.key, language: editor.language)
  }

  /// The selected row, with the selection clamped to the rows there are now.
  mutating func selectedVariationRow() -> VariationRow? {
    let rows = variationRows()
    let selectable = rows.indices.filter { rows[$0].isSelectable }
    guard var editor = variationEditor, !selectable.isEmpty else { return nil }
    editor.selection = min(max(0, editor.selection), selectable.count - 1)
    variationEditor = editor
    return rows[selectable[editor.selection]]
  }

  mutating func runVariationCommand(_ command: Command) -> [EditorEffect] {
    guard let editor = variationEditor else { return [] }
    let selected = selectedVariationRow()
    switch command {
    case .listUp: moveVariationSelection(to: editor.selection - 1)
    case .listDown: moveVariationSelection(to: editor.selection + 1)
    case .listFirst: moveVariationSelection(to: 0)
    case .listLast: moveVariationSelection(to: Int.max)
    case .variationEdit: editVariationRow(selected, editor: editor)
    case .variationPlural: varyByPlural(selected, editor: editor)
    case .variationDevice: openDevicePicker(editor)
    case .variationAdd: addPluralForm(selected, editor: editor)
    case .variationRemove: removeVariationRow(selected, editor: editor)
    case .variationCollapse: confirmCollapse(selected, editor: editor)
    case .variationReview: toggleFormReview(selected, editor: editor)
    case .variationArgNum: promptForSubstitutionField(.argNum, selected, editor: editor)
    case .variationFormat: promptForSubstitutionField(.format, selected, editor: editor)
    case .undo: undo()
    case .redo: redo()
    case .save: return save()
    case .help: layer = .help(HelpOverlay())
    case .variationClose: closeVariationEditor()
    case .translateCell: return translateCurrentCell()
    default: break
    }
    return []
  }

  private mutating func moveVariationSelection(to index: Int) {
    variationEditor?.selection = max(0, index)
    _ = selectedVariationRow()
  }

  /// Selects the row of the form at `path`, when it is shown.
  mutating func selectForm(_ path: FormPath) {
    let rows = variationRows()
    let selectable = rows.indices.filter { rows[$0].isSelectable }
    if let index = selectable.firstIndex(where: { rows[$0].kind == .form(path) }) { variationEditor?.selection = index }
  }

  /// Performs a change made in the variation editor or review mode; nil shows `reason` instead.
  @discardableResult
  mutating func performEdit(_ change: CatalogChange?, otherwise reason: String) -> Bool {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return false
    }
    guard let change else {
      showMessage(reason)
      return false
    }
    perform(change)
    return true
  }

  private mutating func editVariationRow(_ row: VariationRow?, editor: VariationEditor) {
    switch row?.kind {
    case .form(let path)?:
      let form = catalog.strings[editor.key]?.localization(editor.language)?.form(at: path)
      guard let unit = form?.stringUnit, path.isRoot || form?.variations == nil else {
        showMessage("\(FormLabel.name(of: path)) varies by plural: pick one of its forms below")
        return
      }
      guard !options.readOnly else {
        showMessage(EditorState.readOnlyMessage, isError: true)
        return
      }
      layer = .textEditor(
        TextEditSession(target: .form(key: editor.key, language: editor.language, path: path), buffer: TextBuffer(unit.value)))
    case .substitution(let name)?:
      showMessage("The forms of %#@\(name)@ are listed under it: select one to edit it")
    case .action(.varyByPlural)?:
      varyByPlural(row, editor: editor)
    case .action(.varyByDevice)?:
      openDevicePicker(editor)
    case .action(.addForm(let path))?:
      addForm(at: path, editor: editor)
    case .action(.createSubstitution(let name))?:
      carryOut(.createSubstitution(key: editor.key, language: editor.language, name: name))
    case .note?, nil:
      showMessage("Nothing to edit here")
    }
  }

  /// `p`: a plain cell, or a plain device form, becomes plural forms.
  private mutating func varyByPlural(_ row: VariationRow?, editor: VariationEditor) {
    var path = FormPath.root
    if case .form(let selected)? = row?.kind, case .device? = selected.steps.last { path = selected }
    let node = catalog.strings[editor.key]?.localization(editor.language)?.form(at: path)
    let reason: String
    if node?.variations?.plural != nil || path.isInsidePlural {
      reason = "Already varies by plural"
    } else if node?.substitutions != nil {
      reason = "A cell with substitutions varies through its substitutions' plural forms"
    } else if node?.variations != nil {
      reason = "Varies by device: select a device form, then p varies that form by plural"
    } else {
      reason = "This form cannot vary by plural"
    }
    let change = catalog.changeVaryingByPlural(key: editor.key, language: editor.language, at: path)
    guard performEdit(change, otherwise: reason) else { return }
    let made = catalog.strings[editor.key]?.localization(editor.language)?.variations(at: path)?.plural?.keys ?? []
    let categories = PluralForms.cldrOrder(made)
    if let first = categories.first { selectForm(path.appending(.plural(first))) }
    let what = path.isRoot ? "\(editor.language)" : "\(editor.language) \(FormLabel.name(of: path))"
    showMessage("\(what) now varies by plural: \(categories.joined(separator: ", ")) · u undoes")
  }

  /// `a`: adds a plural category the language needs to the selected form's plural forms.
  private mutating func addPluralForm(_ row: VariationRow?, editor: VariationEditor) {
    if case .action(.addForm(let path))? = row?.kind {
      addForm(at: path, editor: editor)
      return
    }
    let localization = catalog.strings[editor.key]?.localization(editor.language)
    var owner = FormPath.root
    switch row?.kind {
    case .form(let path)?:
      if case .plural? = path.steps.last, let parent = path.parent {
        owner = parent
      } else if localization?.form(at: path)?.variations?.plural != nil {
        owner = path
      }
    case .substitution(let name)?:
      owner = FormPath(steps: [.substitution(name)])
    default:
      break
    }
    guard let plural = localization?.variations(at: owner)?.plural else {
      showMessage("No plural forms here: p varies the string (or a device form) by plural")
      return
    }
    let categories = PluralForms.categories(for: editor.language)
    let missing = categories.filter { plural[$0] == nil }
    switch missing.count {
    case 0:
      showMessage("\(editor.language) needs no more plural forms: \(categories.joined(separator: ", ")) are there")
    case 1:
      addForm(at: owner.appending(.plural(missing[0])), editor: editor)
    default:
      guard !options.readOnly else {
        showMessage(EditorState.readOnlyMessage, isError: true)
        return
      }
      let choices = missing.prefix(9).enumerated().map { offset, name in
        (letter: Character(String(offset + 1)), action: ChoicePrompt.Action.variation(
          .addForm(key: editor.key, language: editor.language, path: owner.appending(.plural(name)))))
      }
      let listed = missing.prefix(9).enumerated().map { "(\($0.offset + 1)) \($0.element)" }.joined(separator: " · ")
      layer = .choice(ChoicePrompt(question: "Add which plural form? \(listed) · Esc cancels", choices: choices, onCancel: .dismiss))
    }
  }

  private mutating func addForm(at path: FormPath, editor: VariationEditor) {
    let change = catalog.changeAddingForm(key: editor.key, language: editor.language, at: path)
    guard performEdit(change, otherwise: "\(FormLabel.name(of: path)) is already there") else { return }
    selectForm(path)
    showMessage("Added \(FormLabel.name(of: path)) (new, a copy of other) · u undoes")
  }

  /// `x`: removes a form (never `other`), or a substitution no token uses.
  private mutating func removeVariationRow(_ row: VariationRow?, editor: VariationEditor) {
    switch row?.kind {
    case .form(let path)? where path.isRoot:
      showMessage("The text holds the %#@…@ tokens and stays: x on a form or a substitution removes that")
    case .form(let path)? where path.formName == "other":
      showMessage("other is always kept: C collapses the forms into one string")
    case .form(let path)?:
      let change = catalog.changeRemovingForm(key: editor.key, language: editor.language, at: path)
      if performEdit(change, otherwise: "\(FormLabel.name(of: path)) is the last form: C collapses instead") {
        showMessage("Removed \(FormLabel.name(of: path)) · u undoes")
      }
    case .substitution(let name)?:
      let localization = catalog.strings[editor.key]?.localization(editor.language)
      guard localization?.unreferencedSubstitutionNames.contains(name) == true else {
        showMessage("%#@\(name)@ is used in the text: remove the token first")
        return
      }
      let change = catalog.changeRemovingSubstitution(named: name, key: editor.key, language: editor.language)
      if performEdit(change, otherwise: "No substitution \(name)") { showMessage("Removed the substitution \(name) · u undoes") }
    default:
      showMessage("Select a form to remove")
    }
  }

  /// `C`: asks, then collapses the forms around the selected row into one string.
  private mutating func confirmCollapse(_ row: VariationRow?, editor: VariationEditor) {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    let localization = catalog.strings[editor.key]?.localization(editor.language)
    var owner: FormPath?
    switch row?.kind {
    case .form(let path)?:
      if path.isRoot || localization?.form(at: path)?.variations != nil {
        owner = path
      } else {
        owner = path.parent
      }
    case .action(.addForm(let path))?:
      owner = path.parent
    default:
      owner = nil
    }
    guard let owner, !owner.isInsideSubstitution else {
      showMessage("Nothing to collapse here (substitutions keep their forms; x removes an unused one)")
      return
    }
    guard let change = catalog.changeCollapsingVariations(key: editor.key, language: editor.language, at: owner),
      case .put(_, let entry)? = change.edits.first,
      let value = entry.localization(editor.language)?.form(at: owner)?.stringUnit?.value
    else {
      showMessage("Nothing to collapse: no forms, or no other form to keep")
      return
    }
    let what = owner.isRoot ? "every form of \(editor.language)" : "the forms of \(FormLabel.name(of: owner))"
    layer = .choice(
      .confirm(
        "Collapse \(what) into one string, keeping other: \"\(CellDisplay.oneLine(value))\"?",
        yes: .variation(.collapse(key: editor.key, language: editor.language, owner: owner))))
  }

  /// `r`: toggles needs review / translated on the selected form.
  private mutating func toggleFormReview(_ row: VariationRow?, editor: VariationEditor) {
    guard case .form(let path)? = row?.kind else {
      showMessage("Select a form to mark")
      return
    }
    let change = catalog.changeTogglingFormReview(key: editor.key, language: editor.language, at: path)
    performEdit(change, otherwise: "Nothing to mark")
  }

  mutating func closeVariationEditor() {
    modes.removeLast()
    if reviewSession != nil { returnToReviewFromVariationEditor() }
  }
}
