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
}

struct TextEditSession {
  enum Target: Equatable {
    case value(key: String, language: String)
    case comment(key: String)
    /// One form in the variation editor (the root path: the text of a cell with substitutions).
    case form(key: String, language: String, path: FormPath)
    /// A cell being edited in review mode: Enter saves, accepts and goes to the next item.
    case reviewValue(key: String, language: String)
  }

  var target: Target
  var buffer: TextBuffer
}

struct PromptSession {
  enum Kind: Equatable {
    case search, command, addKey

    /// What the prompt line starts with.
    var label: String {
      switch self {
      case .search: return "/"
      case .command: return ":"
      case .addKey: return "New key: "
      }
    }
  }

  var kind: Kind
  var buffer = TextBuffer()
}

struct FilterMenu {
  /// Index into `RowFilter.Kind.allCases`.
  var selection: Int
  /// The language the language-dependent filters will use.
  var language: String
}

struct HelpOverlay {
  /// The first help line shown.
  var scroll = 0
}
