import CatalogWorkspace
import MCP
import StringCatalog

/// One item of `submit_translations`, as sent.
struct SubmittedItem {
  var catalog: String
  var key: String
  var language: String
  var value: String?
  var forms: [String: String]?
  var revision: String

  static let accepted = ["catalog", "key", "language", "value", "forms", "revision"]

  init(_ value: Value) throws(ToolError) {
    guard case .object(let members) = value else { throw ToolError("each item must be an object") }
    let arguments = try ToolArguments(members, accepted: Self.accepted)
    catalog = try arguments.string("catalog")
    key = try arguments.string("key")
    language = try arguments.string("language")
    try AgentWorkspace.checkLanguage(language)
    revision = try arguments.string("revision")
    self.value = try arguments.optionalString("value")
    if let given = arguments.values["forms"], !given.isNull {
      guard case .object(let map) = given else { throw ToolError("“forms” must be an object of form path → text") }
      var forms: [String: String] = [:]
      for (path, text) in map {
        guard case .string(let string) = text else { throw ToolError("“forms”.“\(path)” must be a string") }
        try ToolArguments.checkSize(string, name: "forms." + path)
        forms[path] = string
      }
      self.forms = forms
    }
    if (self.value == nil) == (forms == nil) { throw ToolError("give either “value” or “forms”, not \(self.value == nil ? "neither" : "both")") }
  }
}

/// The strings a submitted item becomes, one per translation item of its cell, and what was
/// noticed that does not stop it (a glossary term translated otherwise).
struct CheckedSubmission {
  var parts: [(item: TranslationItem, value: TranslationText)]
  var findings: [String]
}

extension AgentWorkspace {
  static let maximumBatch = 500

  /// `submit_translations`: each item checked as `glossa translate` checks a reply, against the
  /// revision the agent read; accepted items land as `needs_review` (or `machine_translated`),
  /// each catalog written once, with the one guarded save.
  mutating func submitTranslations(_ arguments: ToolArguments) throws(ToolError) -> Value {
    let values = try arguments.array("items")
    guard !values.isEmpty else { throw ToolError("“items” is empty: nothing to submit") }
    guard values.count <= Self.maximumBatch else {
      throw ToolError("a batch holds at most \(Self.maximumBatch) items; this one has \(values.count): send them in parts")
    }
    let stateName = try arguments.optionalString("state") ?? "needs_review"
    let state: TranslationState
    switch stateName {
    case "needs_review": state = .needsReview
    case "machine_translated": state = .machineTranslated
    default:
      throw ToolError(
        "“state” must be needs_review (the default) or machine_translated; a person marks strings translated by reviewing them")
    }
    var results = [ItemResult](repeating: ItemResult(), count: values.count)
    var submitted: [(index: Int, item: SubmittedItem, member: Int)] = []
    for (index, value) in values.enumerated() {
      do throws(ToolError) {
        let item = try SubmittedItem(value)
        results[index].describe(item)
        submitted.append((index, item, try member(item.catalog)))
      } catch {
        results[index].error = error.message
      }
    }
    var written: [String] = []
    for member in Self.inOrder(submitted.map(\.member)) {
      let mine = submitted.filter { $0.member == member }
      if writeSubmissions(mine, member: member, state: state, results: &results) { written.append(name(member)) }
    }
    let accepted = results.filter { $0.error == nil }.count
    return .object([
      "results": .array(results.map(\.value)), "accepted": .int(accepted), "refused": .int(results.count - accepted),
      "saved": .array(written.map(Value.string)),
    ])
  }

  static func inOrder(_ members: [Int]) -> [Int] {
    var seen: Set<Int> = []
    return members.filter { seen.insert($0).inserted }
  }

  /// Checks and writes one catalog's items; true when the file was written. When the file
  /// changes between the check and the save, the items are checked again against what it now
  /// holds (once), so a revision is always compared with the file's latest contents.
  private mutating func writeSubmissions(
    _ items: [(index: Int, item: SubmittedItem, member: Int)], member: Int, state: TranslationState,
    results: inout [ItemResult]
  ) -> Bool {
    for attempt in 0..<2 {
      var parts: [(item: TranslationItem, value: TranslationText)] = []
      var accepted: [Int] = []
      let guide = self.guide(member)
      for (index, item, _) in items {
        do throws(ToolError) {
          let checked = try check(item, member: member, guide: guide)
          parts += checked.parts
          results[index].error = nil
          results[index].findings = checked.findings
          accepted.append(index)
        } catch {
          results[index].error = error.message
        }
      }
      guard !parts.isEmpty,
        let change = catalog(member).changeApplyingTranslations(
          parts, state: state, label: "agent: \(Plural.count(accepted.count, "translation"))")
      else { return false }
      switch write(change, member: member) {
      case .saved:
        return true
      case .changedOnDisk where attempt == 0:
        continue
      case .changedOnDisk:
        for index in accepted { results[index].error = "\(name(member)) kept changing on disk while saving: nothing was written; read it again" }
        return false
      case .failed(let reason):
        for index in accepted { results[index].error = "\(name(member)) could not be saved: \(reason)" }
        return false
      }
    }
    return false
  }

  /// One item against the catalog as it is now.
  private func check(_ item: SubmittedItem, member: Int, guide: TranslationGuide) throws(ToolError) -> CheckedSubmission {
    let catalog = self.catalog(member)
    guard let entry = catalog.strings[item.key] else { throw ToolError("no key “\(item.key)” in \(item.catalog)") }
    if item.language == catalog.sourceLanguage {
      throw ToolError("\(item.language) is the source language of \(item.catalog): the developers' text is not translated")
    }
    if !entry.isTranslatable { throw ToolError("“\(item.key)” is marked “don't translate”") }
    guard let read = Revision(item.revision) else {
      throw ToolError("“revision” must be the revision get_strings or get_context gave for this string")
    }
    let now = Revision(entry: entry, key: item.key, language: item.language, sourceLanguage: catalog.sourceLanguage)
    if read.source != now.source {
      throw ToolError("the source text of “\(item.key)” changed since you read it: read it again with get_strings and translate the new text")
    }
    if read.target != now.target {
      throw ToolError("the \(item.language) translation of “\(item.key)” changed since you read it (someone else wrote it): read it again before writing")
    }
    let translationItems = catalog.translationItems(for: TranslationCell(key: item.key, language: item.language), guide: guide)
    guard !translationItems.isEmpty else {
      throw ToolError("“\(item.key)” has nothing to translate (its source is empty or a phrase set)")
    }
    let texts = try Self.texts(for: translationItems, value: item.value, forms: item.forms)
    var parts: [(item: TranslationItem, value: TranslationText)] = []
    var findings: [String] = []
    for (translationItem, text) in zip(translationItems, texts) {
      if let problem = translationItem.problem(with: text) {
        let place = translationItem.path.isRoot ? "" : translationItem.path.description + ": "
        throw ToolError(place + problem)
      }
      for term in translationItem.glossary {
        let translated = text.strings.contains { $0.lowercased().contains(term.translation.lowercased()) }
        if !translated { findings.append("glossary: “\(term.term)” is “\(term.translation)” in \(item.language) (.glossa.yml)") }
      }
      parts.append((translationItem, text))
    }
    if entry.isStale { findings.append("stale: the code no longer uses this key") }
    return CheckedSubmission(parts: parts, findings: findings)
  }

  /// The submitted value or forms, one text per translation item; refuses forms the string does
  /// not have and names the ones it does.
  static func texts(for items: [TranslationItem], value: String?, forms: [String: String]?) throws(ToolError) -> [TranslationText] {
    let expected = items.flatMap(formPaths(of:))
    if let value {
      guard items.count == 1, let only = items.first, only.path.isRoot, case .single = only.source else {
        throw ToolError("this string has forms: send “forms” with \(expected.joined(separator: ", "))")
      }
      return [.single(value)]
    }
    let forms = forms ?? [:]
    var used: Set<String> = []
    var texts: [TranslationText] = []
    for item in items {
      switch item.source {
      case .single:
        let path = item.path.description
        guard let text = forms[path] else { throw ToolError("the form “\(path)” is missing; this string's forms are \(expected.joined(separator: ", "))") }
        used.insert(path)
        texts.append(.single(text))
      case .plural:
        let prefix = item.path.isRoot ? "plural." : item.path.description + ".plural."
        var found: [PluralForm] = []
        for category in ["zero", "one", "two", "few", "many", "other"] {
          guard let text = forms[prefix + category] else { continue }
          used.insert(prefix + category)
          found.append(PluralForm(category: category, text: text))
        }
        texts.append(.plural(found))
      }
    }
    if let unknown = forms.keys.sorted().first(where: { !used.contains($0) }) {
      throw ToolError("“\(unknown)” is not a form of this string; its forms are \(expected.joined(separator: ", "))")
    }
    return texts
  }

  private static func formPaths(of item: TranslationItem) -> [String] {
    switch item.source {
    case .single: return [item.path.isRoot ? "value" : item.path.description]
    case .plural:
      let prefix = item.path.isRoot ? "plural." : item.path.description + ".plural."
      return item.categories.map { prefix + $0 }
    }
  }
}

/// One item's outcome: `{ok: true, findings}` or `{error, findings}`, with what it named.
struct ItemResult {
  var catalog: String?
  var key: String?
  var language: String?
  var error: String? = "not checked"
  var findings: [String] = []

  mutating func describe(_ item: SubmittedItem) {
    catalog = item.catalog
    key = item.key
    language = item.language
  }

  var value: Value {
    var members: [String: Value] = ["findings": .array(findings.map(Value.string))]
    if let error { members["error"] = .string(error) } else { members["ok"] = .bool(true) }
    if let catalog { members["catalog"] = .string(catalog) }
    if let key { members["key"] = .string(key) }
    if let language { members["language"] = .string(language) }
    return .object(members)
  }
}
