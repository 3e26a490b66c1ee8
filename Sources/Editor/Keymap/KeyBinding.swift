import TerminalScreen

/// Which layer a binding belongs to: the top layer looks keys up in its own context only.
enum KeyContext: Sendable, Hashable {
  /// The grid of keys and languages (no modal layer open).
  case grid
  /// The inline text editor and the one-line prompts (search, `:`, new key).
  case text
  /// The filter menu and the help overlay.
  case list
  /// The variation editor (`p`, or Enter on a varied cell).
  case variations
  /// The device picker inside the variation editor.
  case picker
  /// The language chooser (`L`).
  case chooser
  /// The catalog chooser (`C`).
  case catalogs
  /// Review mode (`R`, Alt-R).
  case review
  /// The conflict view (after a reload or a restore found leaves changed on both sides).
  case conflicts
}

/// Sections of the help overlay, in the order they are shown.
enum KeyGroup: String, Sendable, CaseIterable {
  case navigation = "Moving around"
  case finding = "Finding rows"
  case editing = "Editing"
  case file = "File and session"
  case variations = "Variation editor (p, or Enter on a varied cell)"
  case review = "Review mode (R: this language · Alt-r or :review all: every shown language)"
  case conflicts = "Conflicts (a leaf changed both on disk and here, after a reload or a restore)"
  case text = "Inline editor and prompts"
  case list = "Menus and help"
}

/// One row of the keymap table: what the dispatcher runs, what help shows, what the hint line says.
struct KeyBinding: Sendable {
  var keys: [Key]
  var command: Command
  var description: String
  var context: KeyContext
  var group: KeyGroup
  /// A one-word label for the hint line above the status bar; nil keeps the binding out of it.
  var hint: String?

  init(_ keys: [Key], _ command: Command, _ description: String, _ context: KeyContext, _ group: KeyGroup, hint: String? = nil) {
    self.keys = keys
    self.command = command
    self.description = description
    self.context = context
    self.group = group
    self.hint = hint
  }
}
