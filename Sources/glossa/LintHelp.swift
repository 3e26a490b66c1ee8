import StringCatalog

/// The long help of `glossa lint`: every check with its severity, the formats, the exit status.
enum LintHelp {
  static let discussion: String = {
    var lines: [String] = []
    lines.append("Checks (id, severity, what it reports):")
    for check in CheckRegistry.all {
      lines.append("  \(check.id.rawValue) (\(check.severity.rawValue)): \(check.explanation)")
      if let note = check.severityNote { lines.append("      \(note)") }
    }
    lines.append("")
    lines.append(
      "Languages checked: those of the catalog (any entry localizes it), or --languages. The source language is never "
        + "`missing`; its strings are checked for states, plural forms, substitutions, and against the key when the key "
        + "came from code and has placeholders. Stale entries get only `stale`; shouldTranslate:false entries are "
        + "checked in the source language only. --sources adds undefined-key and unused-key.")
    lines.append("")
    lines.append("Formats:")
    lines.append("  text    file:line:col: error: [id] key · lang · message, sorted by file, line, column, id; `-` for no")
    lines.append("          language; inside a variation the message starts with its path (plural.few: …); a summary")
    lines.append("          line goes to standard error")
    lines.append("  json    {\"findings\":[{file,line,column,severity,id,key,language,path,message}],\"summary\":{…}}")
    lines.append("  github  ::error file=…,line=…,col=…,title=glossa [id]::message (workflow annotations)")
    lines.append("")
    lines.append(
      "Exit status: 0 without errors; 1 with error findings (or warnings, with --strict); 2 when an input is "
        + "unreadable or malformed.")
    return lines.joined(separator: "\n")
  }()
}
