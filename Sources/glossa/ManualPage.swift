import Foundation

/// `glossa --generate-manual`: the man page (mdoc) from the same text `--help` prints, read from
/// ArgumentParser's help dump. Written here rather than by argument-parser's `generate-manual`
/// plugin, which drops every non-ASCII character (`·`, `→`, `×`) and leaves blank lines that man
/// warns about: every character is written as a roff escape, every paragraph break as `.Pp`.
enum ManualPage {
  struct Dump: Decodable {
    var command: Command
  }

  struct Command: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var arguments: [Argument]?
    var subcommands: [Command]?
  }

  struct Argument: Decodable {
    var kind: String
    var names: [Name]?
    var valueName: String?
    var abstract: String?
    var shouldDisplay: Bool
    var isOptional: Bool
    var isRepeating: Bool
  }

  struct Name: Decodable {
    var kind: String
    var name: String
  }

  /// The page for the command tree in `dumpHelp` (`--experimental-dump-help`'s JSON).
  static func page(dumpHelp: String, defaultCommand: String, date: Date) throws -> String {
    let root = try JSONDecoder().decode(Dump.self, from: Data(dumpHelp.utf8)).command
    let name = root.commandName
    var lines = [".Dd \(documentDate(date))", ".Dt \(name.uppercased()) 1", ".Os", ".Sh NAME", ".Nm \(name)"]
    lines.append(".Nd " + textLine(root.abstract ?? name))
    lines.append(".Sh SYNOPSIS")
    let commands = (root.subcommands ?? []).filter { $0.commandName != "help" }
    if let editor = commands.first(where: { $0.commandName == defaultCommand }) {
      lines += [".Nm"] + synopsis(of: editor)
    }
    lines += [".Nm", ".Ar command", ".Op Ar options", ".Op Ar argument ..."]
    lines.append(".Sh DESCRIPTION")
    lines += paragraphs(root.discussion ?? "")
    lines.append(
      textLine(
        "Without a command, \(name) runs \(defaultCommand). Every command takes -h or --help (its usage and options) and --version."))
    lines.append(".Sh COMMANDS")
    for command in commands { lines += section(command, path: [name]) }
    lines.insert(contentsOf: asciiFallbacks(usedIn: lines), at: 3)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func section(_ command: Command, path: [String]) -> [String] {
    let full = path + [command.commandName]
    var lines = [".Ss " + macroArgument(full.joined(separator: " "), quoted: true), ".Nm"]
    lines += full.dropFirst().map { ".Cm " + macroArgument($0, quoted: true) } + synopsis(of: command)
    if let abstract = command.abstract {
      lines.append(".Pp")
      lines += paragraphs(abstract)
    }
    if let discussion = command.discussion {
      lines.append(".Pp")
      lines += paragraphs(discussion)
    }
    let shown = displayed(command)
    if !shown.isEmpty {
      lines.append(".Bl -tag -width 6n")
      for argument in shown {
        lines.append(".It " + label(argument))
        lines += paragraphs(argument.abstract ?? "")
      }
      lines.append(".El")
    }
    for subcommand in command.subcommands ?? [] where subcommand.commandName != "help" {
      lines += section(subcommand, path: full)
    }
    return lines
  }

  /// The arguments a user reads about: not the `-h`/`--help` and `--version` every command has.
  private static func displayed(_ command: Command) -> [Argument] {
    (command.arguments ?? []).filter { argument in
      argument.shouldDisplay && !(argument.names ?? []).contains { $0.name == "help" || $0.name == "version" }
    }
  }

  private static func synopsis(of command: Command) -> [String] {
    displayed(command).map { argument in
      (argument.isOptional ? ".Op " : ".") + label(argument)
    }
  }

  /// `Fl -format Ar format`, `Fl -check`, `Ar files ...`.
  private static func label(_ argument: Argument) -> String {
    let value = argument.valueName.map { "Ar " + macroArgument($0, quoted: true) }
    let repeated = argument.isRepeating ? " ..." : ""
    guard argument.kind != "positional", let names = argument.names, !names.isEmpty else {
      return (value ?? "Ar argument") + repeated
    }
    let flags = names.map { "Fl " + ($0.kind == "short" ? "" : "-") + $0.name }.joined(separator: " , ")
    guard argument.kind == "option", let value else { return flags + repeated }
    return flags + " " + value + repeated
  }

  /// Paragraphs become `.Pp`; indented lines (commands, sample output) a literal display.
  static func paragraphs(_ text: String) -> [String] {
    var lines: [String] = []
    var literal = false
    var pendingBreak = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let content = String(line)
      if content.trimmingCharacters(in: .whitespaces).isEmpty {
        if literal {
          lines.append(".Ed")
          literal = false
        }
        pendingBreak = !lines.isEmpty
        continue
      }
      let indented = content.hasPrefix("  ")
      if indented != literal {
        lines.append(indented ? ".Bd -literal -offset indent" : ".Ed")
        literal = indented
        pendingBreak = pendingBreak && !indented
      }
      if pendingBreak {
        lines.append(".Pp")
        pendingBreak = false
      }
      lines.append(textLine(indented ? String(content.dropFirst(2)) : content.trimmingCharacters(in: .whitespaces)))
    }
    if literal { lines.append(".Ed") }
    return lines
  }

  /// A text line: `\` as `\e`, non-ASCII as a roff name (`namedCharacters`) or else `\[uXXXX]`, and each word behind `\%`,
  /// which keeps roff from hyphenating it (`.xc-strings`, `En-tity`) and from reading a leading
  /// `.` or `'` as a request.
  static func textLine(_ text: String) -> String {
    text.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.isEmpty ? "" : "\\%" + escape(String(word))
    }.joined(separator: " ")
  }

  /// A macro argument: also `"` as `\(dq`, and in quotes when it holds a space (or when asked).
  static func macroArgument(_ text: String, quoted: Bool) -> String {
    let escaped = escape(text).replacingOccurrences(of: "\"", with: "\\(dq")
    return quoted && (escaped.contains(" ") || escaped.isEmpty) ? "\"" + escaped + "\"" : escaped
  }

  /// Characters written as roff's own names, which groff and mandoc draw in UTF-8 and also have
  /// an ASCII form for (`-Tascii`, as man renders under `LANG=C`), or spelled in ASCII where no
  /// such name exists in both. `\[u2026]` under `-Tascii` is groff's "can't find special character".
  static let namedCharacters: [Unicode.Scalar: String] = [
    "\u{00D7}": "\\(mu", "\u{2013}": "\\(en", "\u{2014}": "\\(em", "\u{2192}": "\\(->", "\u{2190}": "\\(<-",
    "\u{201C}": "\\(lq", "\u{201D}": "\\(rq", "\u{2018}": "\\(oq", "\u{2019}": "\\(cq", "\u{2265}": "\\(>=",
    "\u{2264}": "\\(<=", "\u{00B7}": "\\(pc", "\u{2026}": "...",
  ]

  /// groff's ASCII device has no `\(pc` (mandoc's draws it as `.`): a fallback, defined only
  /// where the device lacks the character, so UTF-8 keeps `·`.
  private static func asciiFallbacks(usedIn lines: [String]) -> [String] {
    lines.contains { $0.contains("\\(pc") } ? [".if !c\\(pc .char \\(pc ."] : []
  }

  private static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        escaped += "\\e"
      } else if scalar.isASCII {
        escaped.unicodeScalars.append(scalar)
      } else if let named = namedCharacters[scalar] {
        escaped += named
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return escaped
  }

  /// `November 26, 2026`; `SOURCE_DATE_EPOCH` (reproducible builds) wins over today.
  private static func documentDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MMMM d, yyyy"
    return formatter.string(from: date)
  }
}
