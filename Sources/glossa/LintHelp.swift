import Foundation
import ArgumentParser
import StringCatalog

/// What `glossa lint --list-checks` prints: every check with its severity, the formats, the exit
/// status. `lint --help` stays short: usage and options first.
/// Each item is one paragraph: the help printer wraps long lines itself.
enum LintHelp {
  static let discussion = "The checks, the output formats and the exit status: glossa lint --list-checks."

  /// `lint`'s help with its usage and options before the overview; nil for any other message.
  static func usageFirst(_ message: String) -> String? {
    guard message == Glossa.helpMessage(for: LintCommand.self),
      let usage = message.range(of: "USAGE:")
    else { return nil }
    let overview = message[..<usage.lowerBound].trimmingCharacters(in: .newlines)
    let rest = message[usage.lowerBound...].trimmingCharacters(in: .newlines)
    return overview.isEmpty ? rest : rest + "\n\n" + overview
  }

  static let checkList: String = {
    var lines: [String] = ["Checks (id, severity: what it reports):"]
    for check in CheckRegistry.all {
      var line = "- \(check.id.rawValue), \(check.severity.rawValue): \(check.explanation)."
      if let note = check.severityNote { line += " As a \(check.severity == .error ? "warning" : "error"): \(note)." }
      lines.append(line)
    }
    lines += [
      "",
      "Languages checked: those of the catalog (any entry localizes it) and the app's (its Xcode project's knownRegions, "
        + "languages: in .glossa.yml), or --languages. The source language is never "
        + "`missing`; its strings are checked for states, plural forms and substitutions, and against the key when the key "
        + "came from code and has placeholders. Stale entries get only `stale`; shouldTranslate:false entries are checked "
        + "in the source language only. --sources adds undefined-key and unused-key.",
      "",
      ".glossa.yml (each catalog's folder or nearest parent up to the repository root, or --config FILE): glossary and "
        + "do-not-translate for those checks, limits: (\"tab.*\": 12) and length-ratio: for length, spelling: true to run "
        + "spelling without --enable spelling. A malformed file is a parse-error at its line and column (exit status 2).",
      "",
      "Keys in code (--sources DIR): every string literal in the Swift and Objective-C code (not comments) counts as a "
        + "use of the keys it can be: \"a-\\(x)-b\" is a-%@-b, a-%lld-b, a-%1$@-b or any other specifier, and, when it "
        + "starts with letters, any key a-…-b it can build at run time. A key is unused only when no literal in the code of "
        + "its target or package can be it. Each source file belongs, table by table, to the catalogs under the nearest "
        + "folder above it that holds any (a package's code: its package's and the app's); undefined-key checks Text, String(localized:), "
        + "LocalizedStringKey, LocalizedStringResource, NSLocalizedString and SwiftGen's tr against those only, and never "
        + "a literal without letters or text in #Preview and PreviewProvider code.",
      "",
      "Legacy tables: a .strings file found in several sibling <lang>.lproj folders is compared with the development "
        + "language's (en.lproj, else Base.lproj; a table with neither is not compared): missing for a key a language "
        + "lacks (at line 1 of its file), extra-key for a key only it has, and format-specifiers, empty, whitespace, "
        + "newlines, punctuation and unchanged at each value. .stringsdict tables are checked file by file only.",
      "",
      "Formats:",
      "- text: `file:line:col: error: [id] key · lang · message`, sorted by file, line, column and id; `-` when there is "
        + "no language; inside a variation the message starts with its path (`plural.few: …`). A summary line goes to "
        + "standard error.",
      "- json: {\"findings\":[{file, line, column, severity, id, key, language, path, message}], \"summary\":{errors, "
        + "warnings, files, unreadableFiles, byCheck; with --baseline also baseline: {known, fixed}}}.",
      "- github: `::error file=…,line=…,col=…,title=glossa [id]::key · lang · message` workflow annotations.",
      "",
      "Baseline: --write-baseline FILE records the findings (sorted JSON, one a line; each identified by check, file "
        + "relative to FILE, key, language, path and a hash of its text, never a line); --baseline FILE then reports and "
        + "fails on new findings only and lists recorded ones that no longer occur as fixed; --prune-baseline drops those.",
      "",
      "Exit status: 0 without errors; 1 with error findings (or warnings, with --strict); 2 when an input is unreadable "
        + "or malformed.",
    ]
    return lines.joined(separator: "\n")
  }()
}
