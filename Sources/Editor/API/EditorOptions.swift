import StringCatalog

/// How the editor was opened (from the command line).
public struct EditorOptions: Sendable {
  /// The target-language columns to show, in this order (`--languages`); nil shows every
  /// language of the catalog. The source language is always shown as the first language column.
  public var languages: [String]?
  /// Every editing command is refused with a "Read-only: …" message.
  public var readOnly: Bool
  /// What the status bar names the file as, e.g. "Sample.xcstrings (scratch copy: /tmp/…)".
  public var displayPath: String
  /// The catalogs from `memory:` in `.glossa.yml`, already read: their translations are
  /// suggested with the catalog's own while translating (the editor reads no files itself).
  public var memory: [TranslationMemory.Source]

  public init(
    languages: [String]? = nil, readOnly: Bool = false, displayPath: String = "", memory: [TranslationMemory.Source] = []
  ) {
    self.languages = languages
    self.readOnly = readOnly
    self.displayPath = displayPath
    self.memory = memory
  }
}
