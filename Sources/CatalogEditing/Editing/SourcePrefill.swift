import CatalogModel
import CatalogFiles

/// Where a new translation's forms take their first text from: the source language's form that
/// matches, never the key, unless the key is the source text (the source has no localization: in
/// Xcode the key then is the English string).
extension Entry {
  /// The source text for the form at `path` of another language: the source's form of the same
  /// device and plural category when it has one, else its `other` form (device `other` first,
  /// since Xcode nests plural inside device), else its one string. `plural.few` of ru reads the
  /// source's `other` in a language without `few`; a source that varies only by plural gives
  /// `device.mac.plural.one` its `one`.
  public func sourceText(matching path: FormPath, key: String, sourceLanguage: String) -> String {
    localization(sourceLanguage)?.text(matching: path) ?? key
  }
}

extension Localization {
  /// The string of the form that best matches `path` (see `Entry.sourceText`); nil when the
  /// localization holds no string at all (a phrase set).
  public func text(matching path: FormPath) -> String? {
    var device: String?
    var category: String?
    for step in path.steps {
      switch step {
      case .device(let name): device = name
      case .plural(let name): category = name
      case .substitution: break
      }
    }
    return text(device: device, category: category)
  }

  private func text(device: String?, category: String?) -> String? {
    if let forms = variations?.device, let form = Localization.best(in: forms, named: device) {
      return form.text(device: device, category: category) ?? stringUnit?.value
    }
    if let forms = variations?.plural, let form = Localization.best(in: forms, named: category) {
      return form.text(device: device, category: category) ?? stringUnit?.value
    }
    return stringUnit?.value
  }

  private static func best(in forms: KeyedList<Localization>, named name: String?) -> Localization? {
    name.flatMap { forms[$0] } ?? forms["other"] ?? forms.values.first
  }
}

extension Catalog {
  /// True when `unit`, at `path` of `language`, is an untouched copy of the source rather than a
  /// translation: `new`, in another language, and exactly the source's text for that place.
  package func isSourceCopy(_ unit: StringUnit, entry: Entry, key: String, language: String, at path: FormPath) -> Bool {
    language != sourceLanguage && unit.state == .new
      && unit.value == entry.sourceText(matching: path, key: key, sourceLanguage: sourceLanguage)
  }
}

extension Localization {
  /// True when the string has plural forms, itself or inside a device form (a substitution's
  /// plural forms do not count: the text around the token is one string).
  public var variesByPlural: Bool {
    variations?.plural != nil || variations?.device?.values.contains { $0.variations?.plural != nil } == true
  }
}
