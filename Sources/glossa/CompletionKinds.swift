import ArgumentParser
import Interchange

/// Shell completion for the values the commands share, so every option offers the same words.
extension CompletionKind {
  /// Catalog files, and folders to descend into.
  static var catalogs: CompletionKind { .file(extensions: ["xcstrings"]) }

  /// `export --format` and `import --format`.
  static var exportFormats: CompletionKind { .list(InterchangeFormat.allCases.map(\.rawValue)) }
}

/// `glossa FILE` opens the editor (the default subcommand), but ArgumentParser's bash script
/// offers only subcommand names at the top. This adds catalog files there, after the names.
enum BashCompletionScript {
  static func offeringCatalogsAtTheTop(_ script: String) -> String {
    let anchor = "        # Offer subcommand completions\n"
    guard script.hasPrefix("#!/bin/bash"), let range = script.range(of: anchor),
      let end = script[range.upperBound...].firstIndex(of: "\n")
    else { return script }
    let line = "        __glossa_add_completions -o plusdirs -fX '!*.@(xcstrings)'\n"
    return String(script[..<script.index(after: end)]) + line + String(script[script.index(after: end)...])
  }
}
