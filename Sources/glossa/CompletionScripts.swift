import Foundation

/// `glossa FILE` opens the editor (the default subcommand), but ArgumentParser's scripts offer
/// only subcommand names at the top. This adds catalog files (and folders) there, after the names,
/// in bash and fish; zsh's script is left as generated.
enum CompletionScripts {
  static func offeringCatalogsAtTheTop(_ script: String) -> String {
    if script.hasPrefix("#!/bin/bash") { return bash(script) }
    if script.hasPrefix("#compdef") { return script }
    return fish(script)
  }

  private static func bash(_ script: String) -> String {
    let anchor = "        # Offer subcommand completions\n"
    guard let range = script.range(of: anchor), let end = script[range.upperBound...].firstIndex(of: "\n") else {
      return script
    }
    let line = "        __glossa_add_completions -o plusdirs -fX '!*.@(xcstrings)'\n"
    return String(script[..<script.index(after: end)]) + line + String(script[script.index(after: end)...])
  }

  /// The editor's own catalog completion (`glossa edit PATH`), offered at the top as well.
  private static func fish(_ script: String) -> String {
    let editor = "__glossa_should_offer_completions_for_positional \"glossa edit\" -ge 1"
    guard let line = script.split(separator: "\n").first(where: { $0.contains(editor) && $0.contains("xcstrings") }) else {
      return script
    }
    let top = line.replacingOccurrences(of: editor, with: "__glossa_should_offer_completions_for_positional \"glossa\" -eq 1")
    return script + (script.hasSuffix("\n") ? "" : "\n") + top + "\n"
  }
}
