import StringCatalog

/// One line of the variation editor's list.
struct VariationRow: Equatable {
  enum Kind: Equatable {
    /// A heading or a warning; not selectable.
    case note
    /// A form: a string, or a device form that holds plural forms.
    case form(FormPath)
    /// A substitution's header (`%#@name@ · argNum 1 · %lld`); its forms follow.
    case substitution(String)
    case action(VariationRowAction)
  }

  var kind: Kind
  var depth = 0
  var name = ""
  /// Example numbers of a plural category ("2, 3, 4, 22, 23, 24…").
  var examples = ""
  var state: TranslationState?
  var text = ""
  /// A warning: shown with "⚠" and in the warning colour.
  var isFlag = false

  var isSelectable: Bool { kind != .note }

  static func note(_ text: String, depth: Int = 0, flag: Bool = false) -> VariationRow {
    VariationRow(kind: .note, depth: depth, text: text, isFlag: flag)
  }
}

/// What Enter does on an action row.
enum VariationRowAction: Equatable {
  case varyByPlural, varyByDevice
  /// A plural category the language needs but the forms lack.
  case addForm(FormPath)
  /// A `%#@name@` token with no substitution behind it.
  case createSubstitution(String)
}

/// Builds the variation editor's rows for one cell, from the catalog as it is now. Small work
/// (one cell's forms), done when a key or a render needs it.
enum VariationRows {
  static func rows(catalog: Catalog, key: String, language: String) -> [VariationRow] {
    guard let entry = catalog.strings[key] else { return [.note("\"\(CellDisplay.oneLine(key))\" no longer exists (undo brings it back)")] }
    guard let localization = entry.localization(language), localization.isVaried else {
      return plainRows(entry.localization(language), key: key, language: language, isSource: language == catalog.sourceLanguage)
    }
    if localization.stringSet != nil {
      return [.note("A phrase set (App Shortcuts): Glossa shows it in the grid but does not edit it")]
    }
    var rows: [VariationRow] = []
    if let unit = localization.stringUnit {
      rows.append(VariationRow(kind: .form(.root), name: "text", state: unit.state, text: unit.value))
    }
    if let variations = localization.variations {
      append(variations, owner: .root, depth: 0, language: language, to: &rows)
    }
    if let substitutions = localization.substitutions {
      let unused = localization.unreferencedSubstitutionNames
      for (name, substitution) in substitutions.pairs {
        var details = ["argNum \(substitution.argNum.map(String.init) ?? "—")"]
        details.append("%" + (substitution.formatSpecifier ?? "—"))
        rows.append(VariationRow(kind: .substitution(name), name: "%#@\(name)@", text: details.joined(separator: " · ")))
        if unused.contains(name) {
          rows.append(.note("no %#@\(name)@ token uses this substitution · x removes it", depth: 1, flag: true))
        }
        if let variations = substitution.variations {
          append(variations, owner: FormPath(steps: [.substitution(name)]), depth: 1, language: language, to: &rows)
        }
      }
    }
    return rows + missingSubstitutionRows(localization)
  }

  /// A plain or missing cell: what it holds, and the two ways to vary it.
  private static func plainRows(_ localization: Localization?, key: String, language: String, isSource: Bool) -> [VariationRow] {
    let categories = PluralForms.categories(for: language).joined(separator: ", ")
    let intro: VariationRow
    if let unit = localization?.stringUnit {
      intro = .note("One string (\(StateText.name(of: unit.state))): \(CellDisplay.oneLine(unit.value))")
    } else if isSource {
      intro = .note("One string (the key): \(CellDisplay.oneLine(key))")
    } else {
      intro = .note("No \(language) translation yet: the forms start from the source's, marked new")
    }
    let start =
      localization == nil && !isSource ? "each starting from the source's matching form" : "each starting with this text"
    return [
      intro,
      VariationRow(kind: .action(.varyByPlural), name: "Vary by plural", text: "forms \(categories), \(start)"),
      VariationRow(kind: .action(.varyByDevice), name: "Vary by device", text: "pick the devices; other is always there"),
    ] + missingSubstitutionRows(localization)
  }

  /// One action row per `%#@name@` token with no substitution behind it.
  private static func missingSubstitutionRows(_ localization: Localization?) -> [VariationRow] {
    (localization?.undefinedSubstitutionNames ?? []).map { name in
      VariationRow(kind: .action(.createSubstitution(name)), text: "%#@\(name)@ has no substitution · Enter creates it", isFlag: true)
    }
  }

  /// The plural and/or device forms held at `owner`, with the flags for plural categories.
  private static func append(_ variations: Variations, owner: FormPath, depth: Int, language: String, to rows: inout [VariationRow]) {
    if let devices = variations.device {
      rows.append(.note("device forms · other covers every device not listed", depth: depth))
      for name in DeviceForms.displayOrder(devices.keys) {
        guard let form = devices[name] else { continue }
        let path = owner.appending(.device(name))
        if let nested = form.variations {
          rows.append(VariationRow(kind: .form(path), depth: depth, name: name, state: form.worstState, text: CellDisplay.summary(of: form)))
          append(nested, owner: path, depth: depth + 1, language: language, to: &rows)
        } else {
          rows.append(formRow(form, path: path, depth: depth, name: name))
        }
      }
    }
    if let plural = variations.plural {
      let needed = PluralForms.categories(for: language)
      rows.append(.note("plural forms · \(language) uses \(needed.joined(separator: ", "))", depth: depth))
      let hasZero = plural["zero"] != nil
      for name in PluralForms.cldrOrder(plural.keys) {
        guard let form = plural[name] else { continue }
        var row = formRow(form, path: owner.appending(.plural(name)), depth: depth, name: name)
        row.examples = PluralForms.exampleSummary(name, language: language, hasZero: hasZero)
        rows.append(row)
      }
      for name in plural.keys where !PluralForms.isValid(name, language: language) {
        rows.append(.note("\(name) is not used in \(language): no number picks it · x removes it", depth: depth, flag: true))
      }
      for name in needed where plural[name] == nil {
        let examples = PluralForms.exampleSummary(name, language: language, hasZero: hasZero)
        rows.append(
          VariationRow(
            kind: .action(.addForm(owner.appending(.plural(name)))), depth: depth, name: name, examples: examples,
            text: "missing: \(language) needs it · Enter adds it", isFlag: true))
      }
    }
  }

  private static func formRow(_ form: Localization, path: FormPath, depth: Int, name: String) -> VariationRow {
    VariationRow(kind: .form(path), depth: depth, name: name, state: form.stringUnit?.state ?? form.worstState, text: form.stringUnit?.value ?? "")
  }
}
