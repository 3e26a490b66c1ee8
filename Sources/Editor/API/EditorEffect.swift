import StringCatalog

/// Work the editor asks the app to do: the editor itself never touches files or the terminal.
package enum EditorEffect: Sendable, Equatable {
  /// Write the file (Ctrl-S, `:w`), then send `.saved`.
  case save
  /// Write the file and quit (`:wq`, `:x`, "save" in the quit prompt). Send `.saved` too: its
  /// update returns `.quit` once the save succeeded, and shows the conflict prompt when it did not.
  case saveAndQuit
  /// Quit now (nothing unsaved, or the user chose to discard).
  case quit
  /// The file changed on disk and the user chose to reload it and merge the unsaved edits in;
  /// send the reloaded document back with `.reloaded`.
  case reload
  /// The file changed on disk and the user chose to overwrite it: save without the check.
  case overwrite
  /// `:w!` / `:wq!`: save although the file is read-only (keeping its mode), as vim does.
  /// Send `.saved`; after `:wq!` its update returns `.quit` once saved.
  case saveOverwritingReadOnly
  /// `T` or `:translate`: translate these cells with the configured provider, off the key loop.
  /// Send progress with `.translationProgress` and the end with `.translationEnded`.
  case translate([TranslationCell])
  /// Esc while a translation runs: stop it; nothing of it is applied.
  case cancelTranslation
  /// `:since REF`: load the catalog as it was at the git revision REF and hand the leaves that
  /// differ back with `.conflictsFound` (the app runs git; the editor never starts processes).
  case showChangesSince(String)
  /// `L` changed which target languages the grid shows: keep them for the next open of this
  /// catalog (`ShownLanguagesFile`).
  case saveShownLanguages([String])
  /// Append these steps to the recovery journal (the catalogs changed): always the first effect
  /// of an update, so the journal holds a change before a save or quit acts on it.
  case journal([JournalStep])
}

/// How a requested save went.
package enum SaveOutcome: Sendable, Equatable {
  case saved(path: String)
  /// Someone else changed the file since it was read: nothing was written.
  case changedOnDisk
  /// The file is read-only (no write permission for its owner): nothing was written.
  case readOnly
  case failed(String)
}
