import StringCatalog
import TerminalScreen

/// How `glossa diff` prints a change, one line each:
/// `key · de: "Alt" → "Neu" (needs review → translated)`, `key · fr: added "Fini" (translated)`,
/// `key · key removed`, `renamed OLD → NEW`, `catalog · languages added: ja`. With colour, what went is red and what
/// came is green. Keys, values, states and paths come from the files: every piece is printed
/// through `ControlEscape.escaping`, so none can send escape sequences to the terminal.
struct DiffLines {
  var colour: Bool

  private static let red = "\u{1B}[31m"
  private static let green = "\u{1B}[32m"
  private static let bold = "\u{1B}[1m"
  private static let reset = "\u{1B}[0m"

  func lines(_ diff: CatalogDiff) -> [String] {
    diff.changes.map(line)
  }

  func line(_ change: CatalogDiff.Change) -> String {
    let subject = change.key.map { DiffLines.oneLine($0) } ?? "catalog"
    let lead = paint(subject, DiffLines.bold) + " · "
    if let summary = change.summary { return lead + paint(summary, change.kind == .added ? DiffLines.green : DiffLines.red) }
    if let from = change.renamedFrom {
      return "renamed " + paint(DiffLines.oneLine(from), DiffLines.red) + " → " + paint(DiffLines.oneLine(subject), DiffLines.green)
    }
    if change.path == .entry {
      return lead + (change.kind == .added ? paint("key added", DiffLines.green) : paint("key removed", DiffLines.red))
    }
    let place = ControlEscape.escaping("\(change.path): ")
    switch (change.old, change.new) {
    case (let old?, let new?):
      return lead + place + changed(old, new)
    case (nil, let new?):
      return lead + place + paint("added " + new.text, DiffLines.green)
    case (let old?, nil):
      return lead + place + paint("removed " + old.text, DiffLines.red)
    case (nil, nil):
      return lead + place
    }
  }

  /// `"Alt" → "Neu" (needs review → translated)`; one side only where the other did not change.
  private func changed(_ old: CatalogLeaf, _ new: CatalogLeaf) -> String {
    var text =
      old.valueText == new.valueText
      ? ControlEscape.escaping(new.valueText)
      : paint(old.valueText, DiffLines.red) + " → " + paint(new.valueText, DiffLines.green)
    switch (old.state, new.state) {
    case (let before?, let after?) where before != after:
      text += " (" + paint(before, DiffLines.red) + " → " + paint(after, DiffLines.green) + ")"
    case (_, let after?):
      text += " (" + ControlEscape.escaping(after) + ")"
    case (let before?, nil):
      text += " (" + ControlEscape.escaping(before) + ")"
    case (nil, nil):
      break
    }
    return text
  }

  private func paint(_ text: String, _ code: String) -> String {
    let shown = ControlEscape.escaping(text)
    return colour ? code + shown + DiffLines.reset : shown
  }

  /// Keys with line breaks stay on one line.
  static func oneLine(_ key: String) -> String {
    key.contains(where: \.isNewline) ? String(key.map { $0.isNewline ? "⏎" : $0 }) : key
  }
}

/// The text form git's `textconv` shows: every leaf of the catalog on its own line, so `git diff`
/// and `git log -p` show changed translations as changed lines.
enum CatalogTextForm {
  static func lines(_ catalog: Catalog) -> [String] {
    var lines = ["catalog · sourceLanguage: " + quotedText(catalog.sourceLanguage)]
    if let version = catalog.version { lines.append("catalog · version: " + quotedText(version)) }
    for member in catalog.extra {
      lines.append("catalog · \(member.key): " + CatalogLeaf(path: MergePath([member.key]), value: member.value).text)
    }
    for (key, entry) in catalog.strings.pairs {
      let leaves = entry.leaves
      let name = DiffLines.oneLine(key)
      if leaves.isEmpty { lines.append(name) }
      for leaf in leaves { lines.append("\(name) · \(leaf.path): \(leaf.text)") }
    }
    // git shows these lines on the terminal: nothing in them may act on it.
    return lines.map { ControlEscape.escaping($0) }
  }

  private static func quotedText(_ text: String) -> String {
    CatalogLeaf(path: .entry, value: .string(text)).text
  }
}
