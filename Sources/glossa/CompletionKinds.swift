import ArgumentParser
import Interchange

/// Shell completion for the values the commands share, so every option offers the same words.
extension CompletionKind {
  /// Catalog files, and folders to descend into.
  static var catalogs: CompletionKind { .file(extensions: ["xcstrings"]) }

  /// `export --format` and `import --format`.
  static var exportFormats: CompletionKind { .list(InterchangeFormat.allCases.map(\.rawValue) + [XclocExport.format]) }
}
