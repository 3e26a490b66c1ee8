import PluralRules
import StringCatalog

/// `po` (gettext): `<lang>.po` per translated language. `msgctxt` is the key (with `|==|path`
/// for a device form or substitution, as XLIFF ids), `msgid` the source, `msgstr` the
/// translation, `#.` the comment, `#, fuzzy` for needs review; plural forms use
/// `msgid_plural`/`msgstr[k]` under a `Plural-Forms` header derived from ICU's rules.
package enum POExporter {
  package static func export(_ catalog: Catalog, settings: ExportSettings) -> ExportResult {
    var result = ExportResult()
    let states = settings.states
    for language in settings.languages(of: catalog) where language != catalog.sourceLanguage {
      let (pluralForms, categories) = PluralFormsExpression.header(for: language)
      var text = """
        msgid ""
        msgstr ""
        "Project-Id-Version: \(POText.escape(settings.name))\\n"
        "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
        "Last-Translator: \\n"
        "Language-Team: \\n"
        "Language: \(POText.escape(language))\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: \(pluralForms)\\n"
        "X-Generator: Glossa\\n"

        """
      for (key, entry) in catalog.strings.pairs where entry.isTranslatable {
        let source = entry.sourceValue(key: key, sourceLanguage: catalog.sourceLanguage, states: SourceStates.all)
        let target = entry.localization(language).flatMap { PackValue($0, states: states, withStates: true) }
        for var unit in POUnit.units(
          key: key, language: language, source: source, target: target, categories: categories, warnings: &result.warnings) {
          if !unit.fuzzy && !unit.newlinesAgree {
            unit.fuzzy = true
            result.warnings.append(
              "\"\(key)\" (\(language)): source and translation differ in a leading or trailing line break; marked fuzzy so msgfmt accepts the file")
          }
          text += "\n" + unit.text(comment: entry.comment)
        }
      }
      result.files.append(ExportFile(path: "\(language).po", bytes: Array(text.utf8)))
    }
    return result
  }
}

enum SourceStates {
  static let all: Set<TranslationState> = [.translated, .needsReview, .new, .machineTranslated, .stale]
}

/// One PO message: a string, or a set of plural forms, at one form path of a key.
struct POUnit {
  var context: String
  var sourceOne: String
  var sourceOther: String?
  /// One per category when plural; nil entries are untranslated.
  var translations: [String?]
  var fuzzy: Bool

  /// The messages of one key: plural forms grouped per owner path, every other string on its own.
  static func units(
    key: String, language: String, source: PackValue?, target: PackValue?, categories: [PluralCategory], warnings: inout [String]
  ) -> [POUnit] {
    let sourceLeaves = source?.leaves ?? [("", key, nil)]
    let targetLeaves = target?.leaves ?? []
    // Paths in the order of the target, or of the source when there is no target.
    var owners: [String] = []
    var plural: Set<String> = []
    for leaf in (targetLeaves.isEmpty ? sourceLeaves : targetLeaves) {
      let (owner, category) = split(leaf.path)
      if category != nil { plural.insert(owner) }
      if !owners.contains(owner) { owners.append(owner) }
    }
    func sourceText(_ owner: String, _ category: String?) -> String {
      let exact = sourceLeaves.first { $0.path == join(owner, category) }?.text
      return exact ?? sourceLeaves.first { $0.path == join(owner, "other") }?.text
        ?? sourceLeaves.first { $0.path == owner }?.text ?? sourceLeaves.first?.text ?? key
    }
    var result: [POUnit] = []
    for owner in owners {
      let context = owner.isEmpty ? key : key + "|==|" + owner
      if plural.contains(owner) {
        let forms = targetLeaves.filter { split($0.path).owner == owner }
        for form in forms {
          if let category = split(form.path).category, PluralCategory(rawValue: category).map(categories.contains) != true {
            // A `zero` form is valid everywhere (Apple uses it for 0), but gettext has no slot for it.
            let why = PluralForms.isValid(category, language: language) ? "has no gettext slot in" : "is not a category of"
            warnings.append("\"\(key)\" (\(language)): plural form \(category) \(why) \(language); left out of \(language).po")
          }
        }
        let translations = categories.map { category in forms.first { split($0.path).category == category.rawValue }?.text }
        result.append(
          POUnit(
            context: context, sourceOne: sourceText(owner, "one"), sourceOther: sourceText(owner, "other"),
            translations: translations, fuzzy: forms.contains { $0.state == .needsReview }))
      } else {
        let leaf = targetLeaves.first { $0.path == owner }
        result.append(
          POUnit(
            context: context, sourceOne: sourceText(owner, nil), sourceOther: nil, translations: [leaf?.text],
            fuzzy: leaf?.state == .needsReview))
      }
    }
    return result
  }

  /// `plural.one` → ("", "one"); `substitutions.n.plural.few` → ("substitutions.n", "few"); `device.mac` → ("device.mac", nil).
  static func split(_ path: String) -> (owner: String, category: String?) {
    let parts = path.components(separatedBy: ".")
    guard parts.count >= 2, parts[parts.count - 2] == "plural" else { return (path, nil) }
    return (parts.dropLast(2).joined(separator: "."), parts[parts.count - 1])
  }

  static func join(_ owner: String, _ category: String?) -> String {
    guard let category else { return owner }
    return owner.isEmpty ? "plural." + category : owner + ".plural." + category
  }

  /// msgfmt refuses a message whose msgid and a msgstr disagree on starting or ending with a
  /// line break (fuzzy messages are exempt).
  var newlinesAgree: Bool {
    func agree(_ a: String, _ b: String) -> Bool { a.hasPrefix("\n") == b.hasPrefix("\n") && a.hasSuffix("\n") == b.hasSuffix("\n") }
    let sources = [sourceOne] + (sourceOther.map { [$0] } ?? [])
    guard agree(sourceOne, sources.last ?? sourceOne) else { return false }
    return translations.allSatisfy { translation in translation.map { agree($0, sourceOne) } ?? true }
  }

  func text(comment: String?) -> String {
    var lines: [String] = []
    if let comment, !comment.isEmpty {
      lines += comment.components(separatedBy: "\n").map { "#. " + $0 }
    }
    if fuzzy { lines.append("#, fuzzy") }
    lines.append("msgctxt " + POText.quoted(context))
    lines.append("msgid " + POText.quoted(sourceOne))
    if let sourceOther {
      lines.append("msgid_plural " + POText.quoted(sourceOther))
      for (index, translation) in translations.enumerated() { lines.append("msgstr[\(index)] " + POText.quoted(translation ?? "")) }
    } else {
      lines.append("msgstr " + POText.quoted(translations.first.flatMap { $0 } ?? ""))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

enum POText {
  static func escape(_ text: String) -> String { BackslashEscapes.escape(text) }

  /// A quoted string; text with line breaks is split after each `\n`, as gettext tools write it.
  static func quoted(_ text: String) -> String {
    guard text.contains("\n"), text.firstIndex(of: "\n") != text.index(before: text.endIndex) || text.count > 1 else {
      return "\"" + escape(text) + "\""
    }
    var pieces: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" {
        pieces.append(current)
        current = ""
      }
    }
    if !current.isEmpty { pieces.append(current) }
    return "\"\"\n" + pieces.map { "\"" + escape($0) + "\"" }.joined(separator: "\n")
  }
}
