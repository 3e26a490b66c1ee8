import CatalogModel
import CatalogFiles

/// The edits behind the variation editor: turning a string into plural or device forms, adding
/// and removing forms, and collapsing forms back into one string. Like `CatalogActions`, each
/// returns nil when it would change nothing (or cannot apply), so no empty undo step is recorded.
///
/// State rules: device forms copied from an existing value keep that value's state; plural forms
/// copied from one string keep it only in `other` (the others need review); forms Glossa makes up
/// or fills from the source (an added category or device, a new substitution, a missing cell)
/// start `new`, so `]` and the needs-work filter find them until someone translates them.
extension Catalog {
  /// Turns the plain string at `path` (the cell itself, or a device form) into plural forms:
  /// exactly the categories `language` needs (and `zero` where the source has one). A string that is a translation gives each form a
  /// copy of its text, but only `other` keeps its state: every other form is marked
  /// `needs_review` (a copied "%lld файлов" is wrong for `one`), unless it was `new` already. A
  /// missing cell, or a `new` string that is just the source's text, starts each form from the
  /// source's matching form (`Entry.sourceText`), `new`. Plural forms cannot nest inside plural
  /// forms or in a substitution's forms.
  public func changeVaryingByPlural(key: String, language: String, at path: FormPath = .root) -> CatalogChange? {
    guard !path.isInsidePlural, !path.isInsideSubstitution, let entry = strings[key] else { return nil }
    // A source `zero` form (Apple uses it for 0 in every language) gets its translation too.
    let sourceHasZero = language != sourceLanguage && entry.localization(sourceLanguage)?.variations(at: path)?.plural?["zero"] != nil
    let categories = PluralForms.forms(for: language, withZero: sourceHasZero)
    return changingLocalization(key: key, language: language, seedingMissing: true, label: "vary \(language) of \"\(key)\" by plural") {
      localization in
      guard var node = localization.form(at: path), let unit = node.plainUnit else { return false }
      let fromSource = isSourceCopy(unit, entry: entry, key: key, language: language, at: path)
      let forms = categories.map { category in
        var form = unit
        let formPath = path.appending(.plural(category))
        if fromSource {
          form.value = entry.sourceText(matching: formPath, key: key, sourceLanguage: sourceLanguage)
        } else if category != "other" && unit.state != .new {
          form.state = .needsReview
        }
        return (category, Localization(stringUnit: form))
      }
      node.stringUnit = nil
      node.variations = Variations(plural: KeyedList(forms))
      return localization.setForm(node, at: path)
    }
  }

  /// Makes the cell's device forms exactly `devices` plus `other` (always kept).
  ///
  /// A cell without device forms is turned into them: each device gets a copy of what the cell
  /// holds (its string, or its plural forms: Xcode nests plural inside device, never the other
  /// way); a missing cell gets the source's text for each device, `new`. A cell that already
  /// varies by device keeps the forms still listed, drops the others
  /// and gets a `new` copy of its `other` form for each device added.
  public func changeSettingDevices(_ devices: [String], key: String, language: String) -> CatalogChange? {
    var wanted: [String] = []
    for device in devices + ["other"] where !wanted.contains(device) { wanted.append(device) }
    guard let entry = strings[key] else { return nil }
    let varies = entry.localization(language)?.variations?.device != nil
    let label = varies ? "change the devices of \(language) of \"\(key)\"" : "vary \(language) of \"\(key)\" by device"
    return changingLocalization(key: key, language: language, seedingMissing: true, label: label) { localization in
      guard localization.substitutions == nil, localization.stringSet == nil else { return false }
      if var variations = localization.variations, var forms = variations.device {
        for name in forms.keys where !wanted.contains(name) { forms[name] = nil }
        guard let template = forms["other"] ?? forms.values.first else { return false }
        for name in wanted where forms[name] == nil { forms[name] = template.markingEveryUnit(.new) }
        variations.device = forms
        localization.variations = variations
        return true
      }
      // A string, or plural forms: each device starts with a copy of them; a copy of the source
      // starts from the source's form for that device.
      let content = Localization(stringUnit: localization.stringUnit, variations: localization.variations)
      guard content.stringUnit != nil || content.variations?.plural != nil else { return false }
      let sourceCopy = localization.plainUnit.flatMap { unit in
        isSourceCopy(unit, entry: entry, key: key, language: language, at: .root) ? unit : nil
      }
      let forms = wanted.map { device in
        guard var unit = sourceCopy else { return (device, content) }
        unit.value = entry.sourceText(matching: FormPath(steps: [.device(device)]), key: key, sourceLanguage: sourceLanguage)
        return (device, Localization(stringUnit: unit))
      }
      localization.stringUnit = nil
      localization.variations = Variations(device: KeyedList(forms))
      return true
    }
  }

  /// Adds the missing plural category or device named by `path`'s last step (`plural.few`,
  /// `device.mac.plural.zero`, `substitutions.count.plural.many`), as a `new` copy of its
  /// `other` sibling. Nil when the form exists or has no siblings to copy.
  public func changeAddingForm(key: String, language: String, at path: FormPath) -> CatalogChange? {
    guard path.formName != nil, let owner = path.parent else { return nil }
    return changingLocalization(key: key, language: language, label: "add \(path) to \(language) of \"\(key)\"") { localization in
      guard localization.form(at: path) == nil, let siblings = localization.variations(at: owner)?.forms(like: path) else {
        return false
      }
      guard let template = siblings["other"] ?? siblings.values.first else { return false }
      return localization.setForm(template.markingEveryUnit(.new), at: path)
    }
  }

  /// Removes one form. `other` is never removed (every variation needs it), nor a variation's
  /// last form (collapse instead).
  public func changeRemovingForm(key: String, language: String, at path: FormPath) -> CatalogChange? {
    guard let name = path.formName, name != "other", let owner = path.parent else { return nil }
    return changingLocalization(key: key, language: language, label: "remove \(path) from \(language) of \"\(key)\"") {
      localization in
      guard localization.form(at: path) != nil, let siblings = localization.variations(at: owner)?.forms(like: path),
        siblings.count > 1
      else { return false }
      return localization.setForm(nil, at: path)
    }
  }

  /// Turns the forms held at `owner` (the cell itself, or a device form) back into one string:
  /// the `other` form's (for device forms that vary by plural, `other` of `other`), state kept.
  public func changeCollapsingVariations(key: String, language: String, at owner: FormPath = .root) -> CatalogChange? {
    guard !owner.isInsideSubstitution else { return nil }
    return changingLocalization(key: key, language: language, label: "collapse \(language) of \"\(key)\" into one string") {
      localization in
      guard var node = localization.form(at: owner), let variations = node.variations,
        let unit = Variations.collapsedUnit(of: variations)
      else { return false }
      node.variations = nil
      node.stringUnit = unit
      return localization.setForm(node, at: owner)
    }
  }

  /// Runs `body` on a copy of one cell's localization and wraps the result in a change. With
  /// `seedingMissing`, a missing cell starts as the source text (the source's `other` form when
  /// it varies; `translated` in the source language, where it is the key, `new` elsewhere), so it
  /// can be varied before it is translated.
  package func changingLocalization(
    key: String, language: String, seedingMissing: Bool = false, label: String, _ body: (inout Localization) -> Bool
  ) -> CatalogChange? {
    guard var entry = strings[key] else { return nil }
    let existing = entry.localization(language)
    var localization: Localization
    if let existing {
      localization = existing
    } else if seedingMissing {
      let state: TranslationState = language == sourceLanguage ? .translated : .new
      let text = entry.sourceText(matching: .root, key: key, sourceLanguage: sourceLanguage)
      localization = Localization(value: text, state: state)
    } else {
      return nil
    }
    guard body(&localization), localization != existing else { return nil }
    entry.setLocalization(localization, for: language)
    return CatalogChange(label: label, edits: [.put(key: key, entry: entry)])
  }
}

extension Localization {
  /// The string unit of a form that is just a string (no forms, substitutions or phrase set).
  package var plainUnit: StringUnit? {
    guard variations == nil, substitutions == nil, stringSet == nil else { return nil }
    return stringUnit
  }

  /// A copy with every unit at every depth set to `state`.
  package func markingEveryUnit(_ state: TranslationState) -> Localization {
    mappingUnits { unit in
      var unit = unit
      unit.state = state
      return unit
    }
  }
}

extension Variations {
  /// The plural or device map `path`'s last step belongs to.
  package func forms(like path: FormPath) -> KeyedList<Localization>? {
    switch path.steps.last {
    case .plural?: return plural
    case .device?: return device
    default: return nil
    }
  }

  /// The unit a collapse keeps: `other` (device first, as device holds plural), recursively.
  package static func collapsedUnit(of variations: Variations) -> StringUnit? {
    guard let form = variations.device?["other"] ?? variations.plural?["other"] else { return nil }
    if let nested = form.variations { return collapsedUnit(of: nested) ?? form.stringUnit }
    return form.stringUnit
  }
}
