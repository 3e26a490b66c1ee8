import StringCatalog

/// The modal layer on top of the grid, if any. The top layer gets every key first; rendering
/// draws the grid, then the layer over it.
enum Layer {
  /// The inline editor for a cell value or a comment.
  case textEditor(TextEditSession)
  /// A one-line prompt: search, command line, new key.
  case prompt(PromptSession)
  /// A question answered with one letter (confirmations, quit, save conflict).
  case choice(ChoicePrompt)
  case filterMenu(FilterMenu)
  case help(HelpOverlay)
  /// `L`: tick which languages the grid shows.
  case languageChooser(LanguageChooser)
  /// `C`: the catalogs of the workspace.
  case catalogChooser(CatalogChooser)
}

struct CatalogChooser: Equatable {
  /// Index into the workspace's catalogs, then its broken ones (listed, never chosen).
  var selection = 0
  /// `/` and what was typed: only catalogs whose path matches it (fuzzy) are listed.
  var query = ""
  var isTyping = false
  /// `s`: catalogs needing the most work in the current language first, instead of path order.
  var needsWorkFirst = false
}

struct TextEditSession: Equatable {
  enum Target: Equatable {
    case value(key: String, language: String)
    case comment(key: String)
    /// One form in the variation editor (the root path: the text of a cell with substitutions).
    case form(key: String, language: String, path: FormPath)
    /// A cell being edited in review mode: Enter saves, accepts and goes to the next item.
    case reviewValue(key: String, language: String)
    /// The text decided for one item of the conflict view.
    case conflict(item: Int)
  }

  var target: Target
  var buffer: TextBuffer
}

struct PromptSession {
  enum Kind: Equatable {
    case search, command, addKey
    /// `K`: the new name of the key (starts as the old one).
    case renameKey(String)
    /// `n` / `f` on a substitution's row in the variation editor.
    case substitutionArgNum(key: String, language: String, name: String)
    case substitutionFormat(key: String, language: String, name: String)

    /// What the prompt line starts with.
    var label: String {
      switch self {
      case .search: return "/"
      case .command: return ":"
      case .addKey: return "New key: "
      case .renameKey: return "Rename to: "
      case .substitutionArgNum(_, _, let name): return "argNum of %#@\(name)@ (1, 2, …): "
      case .substitutionFormat(_, _, let name): return "formatSpecifier of %#@\(name)@ (lld, d, f, @…): "
      }
    }
  }

  var kind: Kind
  var buffer = TextBuffer()

  init(kind: Kind, buffer: TextBuffer = TextBuffer()) {
    self.kind = kind
    self.buffer = buffer
  }
}

struct FilterMenu {
  /// Index into `RowFilter.Kind.allCases`.
  var selection: Int
  /// The language the language-dependent filters will use.
  var language: String
}

struct LanguageChooser: Equatable {
  /// Every language that can be shown, in catalog order (the source is always shown: not listed).
  var languages: [String]
  var ticked: Set<String>
  /// Index into `languages`.
  var selection = 0
}

struct HelpOverlay {
  /// The first help line shown.
  var scroll = 0
  /// What the box shows: the keys and marks, or another list read the same way (the errors a
  /// save asked about).
  var title = HelpContent.title
  var lines = HelpContent.lines
}
