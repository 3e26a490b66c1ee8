import StringCatalog
import TerminalScreen

/// The variation editor's answers to questions, its device picker, and what happens after a
/// value is committed (form edits, and the offer to create a substitution for a new token).
extension EditorState {
  mutating func carryOut(_ choice: VariationChoice) {
    switch choice {
    case .collapse(let key, let language, let owner):
      let change = catalog.changeCollapsingVariations(key: key, language: language, at: owner)
      if performEdit(change, otherwise: "Nothing to collapse") {
        variationEditor?.selection = 0
        selectForm(owner)
        showMessage("Collapsed into one string · u undoes")
      }
    case .addForm(let key, let language, let path):
      let change = catalog.changeAddingForm(key: key, language: language, at: path)
      if performEdit(change, otherwise: "\(FormLabel.name(of: path)) is already there") {
        selectForm(path)
        showMessage("Added \(FormLabel.name(of: path)) (new, a copy of other) · u undoes")
      }
    case .createSubstitution(let key, let language, let name):
      let change = catalog.changeAddingSubstitution(named: name, key: key, language: language)
      if performEdit(change, otherwise: "The substitution \(name) exists already") {
        showMessage("Created the substitution \(name): p shows its forms · u undoes")
        offerMissingSubstitution(key: key, language: language)
      }
    }
  }

  /// Enter in the inline editor on a form.
  mutating func commitFormEdit(_ text: String, key: String, language: String, path: FormPath) {
    guard let change = catalog.changeSettingFormValue(text, key: key, language: language, at: path) else {
      showMessage("Unchanged")
      return
    }
    let before = errorFindings(of: key)
    perform(change)
    if language == catalog.sourceLanguage, (catalog.strings[key]?.localizations?.count ?? 0) > 1 {
      showMessage("Source text changed: the other languages of \"\(CellDisplay.oneLine(key))\" need review")
    }
    reportIntroducedErrors(key: key, language: language, before: before)
    offerMissingSubstitution(key: key, language: language)
  }

  /// After a value gains a `%#@name@` token with no substitution, asks whether to create it.
  mutating func offerMissingSubstitution(key: String, language: String) {
    guard !options.readOnly, let localization = catalog.strings[key]?.localization(language),
      let name = localization.undefinedSubstitutionNames.first
    else { return }
    let argument = localization.leaves.lazy.compactMap { SubstitutionTokens.argumentNumber(of: name, in: $0.value) }.first
    let forms = PluralForms.categories(for: language).joined(separator: ", ")
    layer = .choice(
      .confirm(
        "%#@\(name)@ has no substitution: create it (argument \(argument ?? 1), %lld, forms \(forms))?",
        yes: .variation(.createSubstitution(key: key, language: language, name: name))))
  }

  mutating func openDevicePicker(_ editor: VariationEditor) {
    guard !options.readOnly else {
      showMessage(EditorState.readOnlyMessage, isError: true)
      return
    }
    let localization = catalog.strings[editor.key]?.localization(editor.language)
    guard localization?.substitutions == nil, localization?.stringSet == nil else {
      showMessage("A cell with substitutions cannot vary by device")
      return
    }
    variationEditor?.picker = DevicePicker(existing: localization?.variations?.device?.keys)
  }

  mutating func handlePickerKey(_ key: Key, picker: DevicePicker) -> [EditorEffect] {
    guard var editor = variationEditor else { return [] }
    var picker = picker
    let devices = DeviceForms.all
    switch Keymap.command(for: key, in: .picker) {
    case .listUp?: picker.selection = max(0, picker.selection - 1)
    case .listDown?: picker.selection = min(devices.count - 1, picker.selection + 1)
    case .pickerToggle?:
      let device = devices[min(picker.selection, devices.count - 1)]
      if device == "other" {
        showMessage("other is always there: it covers every device not ticked")
      } else if picker.ticked.contains(device) {
        picker.ticked.remove(device)
      } else {
        picker.ticked.insert(device)
      }
    case .listChoose?:
      editor.picker = nil
      variationEditor = editor
      guard picker.isChanged else {
        showMessage("Unchanged: no device was ticked or unticked")
        return []
      }
      let chosen = picker.chosen
      let change = catalog.changeSettingDevices(chosen, key: editor.key, language: editor.language)
      if performEdit(change, otherwise: "Unchanged") {
        showMessage("\(editor.language) varies by device: \(chosen.joined(separator: ", ")) · u undoes")
      }
      return []
    case .listClose?:
      editor.picker = nil
      variationEditor = editor
      return []
    default:
      showMessage("\(key) does nothing here · Space ticks, Enter applies, Esc cancels")
    }
    editor.picker = picker
    variationEditor = editor
    return []
  }
}
