import MCP
import PluralRules
import StringCatalog

/// How a string's text reaches an agent and comes back: `{value, state}` for a plain string,
/// `{forms: {path: text}, states: {path: state}}` for plural, device or substitution forms, with
/// the same form paths `glossa diff` prints (`plural.one`, `device.mac.plural.other`).
enum StringValues {
  static func value(_ localization: Localization?) -> Value {
    guard let localization else { return .null }
    let leaves = localization.leaves
    if leaves.count == 1, let only = leaves.first, only.path.isEmpty {
      return .object(["value": .string(only.value), "state": .string(only.state.rawValue)])
    }
    var forms: [String: Value] = [:]
    var states: [String: Value] = [:]
    for leaf in leaves {
      forms[leaf.path] = .string(leaf.value)
      states[leaf.path] = .string(leaf.state.rawValue)
    }
    return .object(["forms": .object(forms), "states": .object(states)])
  }

  /// The source as an agent translates it: the source language's text, else the key (which
  /// stands in for it in a catalog Xcode extracted).
  static func source(_ entry: Entry, key: String, sourceLanguage: String) -> Value {
    guard let source = entry.localization(sourceLanguage), !source.leaves.isEmpty else {
      return .object(["value": .string(key)])
    }
    return value(source)
  }

  /// `missing`, `new`, `needs_review`, `machine_translated`, `translated` or `stale` (stale and
  /// don't-translate entries, which no count includes): the cell as `glossa stats` counts it.
  static func countName(_ count: CellCount) -> String {
    switch count {
    case .translated: return "translated"
    case .needsReview: return "needs_review"
    case .new: return "new"
    case .missing: return "missing"
    case .machineTranslated: return "machine_translated"
    case .stale: return "stale"
    }
  }

  /// The format placeholders of the source's strings, each once, in order of appearance.
  static func placeholders(_ entry: Entry, key: String, sourceLanguage: String) -> [String] {
    var texts: [String] = []
    if let source = entry.localization(sourceLanguage) {
      source.forEachLeafValue { texts.append($0) }
    } else {
      texts.append(key)
    }
    var found: [String] = []
    for text in texts {
      let bytes = Array(text.utf8)
      for placeholder in FormatParser.placeholders(in: text) where placeholder.takesArgument {
        guard placeholder.start >= 0, placeholder.end <= bytes.count, placeholder.start < placeholder.end else { continue }
        let token = String(decoding: bytes[placeholder.start..<placeholder.end], as: UTF8.self)
        if !found.contains(token) { found.append(token) }
      }
    }
    return found
  }

  /// The CLDR plural categories `language` needs, in CLDR order.
  static func pluralCategories(_ language: String) -> [String] {
    CatalogPluralForms(language: language).required.map(\.rawValue)
  }
}
