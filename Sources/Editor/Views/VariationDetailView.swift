import StringCatalog
import TerminalScreen

/// The pane under the variation editor's list: the selected row in full (every line of the
/// form's text, its state and numbers, the source's same form), or what an action row does.
struct VariationDetailView {
  let state: EditorState
  let editor: VariationEditor
  let row: VariationRow?
  let layout: ScreenLayout

  private typealias Line = LabeledLine

  func draw(into screen: inout Screen) {
    for y in layout.detailTop..<layout.messageRow { screen.fill(row: y, column: 0, width: layout.width, style: .plain) }
    screen.fill(row: layout.detailTop, column: 0, width: layout.width, style: Theme.rule, character: "─")
    let (title, lines) = content()
    if !title.isEmpty {
      screen.put(" " + truncate(title, toWidth: layout.width - 6) + " ", row: layout.detailTop, column: 2, style: Theme.label)
    }
    let labelWidth = max(9, displayWidth(state.catalog.sourceLanguage) + 2, displayWidth(editor.language) + 2)
    let rows = max(0, layout.detailHeight - 1)
    let wrapped = CellContextLines.wrap(lines, width: layout.width - labelWidth)
    for (offset, line) in wrapped.prefix(rows).enumerated() {
      line.draw(into: &screen, row: layout.detailTop + 1 + offset, labelWidth: labelWidth, width: layout.width)
    }
  }

  private func content() -> (String, [Line]) {
    let language = editor.language
    let localization = state.catalog.strings[editor.key]?.localization(language)
    switch row?.kind {
    case .form(let path)?:
      return (formTitle(path), formLines(path, form: localization?.form(at: path)))
    case .substitution(let name)?:
      let substitution = localization?.substitutions?[name]
      let argNum = substitution?.argNum.map(String.init) ?? "—"
      return ("substitution \(name)", [
        Line(label: "argument", text: "argNum \(argNum) · formatSpecifier \(substitution?.formatSpecifier ?? "—")"),
        Line(text: "The text's %#@\(name)@ shows one of the forms below; %arg in a form stands for the number.", style: Theme.dimText),
      ])
    case .action(.varyByPlural)?:
      let categories = PluralForms.categories(for: language).joined(separator: ", ")
      return ("Vary by plural", [
        Line(text: "Turns the string into the plural forms \(language) needs: \(categories). Each starts as a copy of the "
          + "current text, every form but other marked needs review (a missing translation starts from the source's "
          + "matching forms, marked new); then edit each one.")
      ])
    case .action(.varyByDevice)?:
      return ("Vary by device", [
        Line(text: "Turns the string into device forms: tick the devices (\(DeviceForms.all.dropLast().joined(separator: ", "))); "
          + "other covers every device not ticked. A device form can then vary by plural (p).")
      ])
    case .action(.addForm(let path))?:
      let name = path.formName ?? ""
      let examples = PluralForms.exampleSummary(name, language: language, hasZero: hasZeroForm(beside: path))
      return ("missing \(name)", [
        Line(text: "\(language) uses \(name) for \(examples). Enter (or a) adds it as a copy of other, marked new.")
      ])
    case .action(.createSubstitution(let name))?:
      return ("missing substitution \(name)", [
        Line(text: "The text uses %#@\(name)@ but nothing defines it. Enter creates the substitution: argument from the "
          + "token's place, %lld, plural forms starting as %arg (new).")
      ])
    case .note?, nil:
      return ("", [])
    }
  }

  /// Whether the plural map holding the form at `path` has a `zero` form (which takes 0).
  private func hasZeroForm(beside path: FormPath) -> Bool {
    guard let owner = path.parent else { return false }
    return state.catalog.strings[editor.key]?.localization(editor.language)?.variations(at: owner)?.plural?["zero"] != nil
  }

  private func formTitle(_ path: FormPath) -> String {
    path.isRoot ? "\(editor.language) · text" : "\(editor.language) · \(FormLabel.name(of: path)) · \(path)"
  }

  private func formLines(_ path: FormPath, form: Localization?) -> [Line] {
    guard let form else { return [] }
    var lines: [Line] = []
    if let unit = form.stringUnit, path.isRoot || form.variations == nil {
      lines.append(Line(label: editor.language, text: unit.value))
      var facts = [StateText.name(of: unit.state)]
      if case .plural(let name)? = path.steps.last {
        facts.append("numbers \(PluralForms.exampleSummary(name, language: editor.language, hasZero: hasZeroForm(beside: path)))")
      }
      lines.append(Line(label: "state", text: facts.joined(separator: " · "), style: Theme.state(unit.state.rawValue)))
    } else {
      lines.append(Line(label: editor.language, text: CellDisplay.summary(of: form) + " below"))
    }
    let source = state.catalog.sourceLanguage
    guard editor.language != source, let entry = state.catalog.strings[editor.key] else { return lines }
    if let sourceForm = entry.localization(source)?.form(at: path)?.stringUnit, !path.isRoot || entry.localization(source)?.isVaried == true {
      lines.append(Line(label: source, text: sourceForm.value, style: Theme.dimText))
    } else {
      let summary = VariationEditorView.oneLineSummary(of: entry, key: editor.key, language: source, sourceLanguage: source)
      lines.append(Line(label: source, text: summary, style: Theme.dimText))
    }
    return lines
  }
}
