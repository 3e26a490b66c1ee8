import Curses
import Editor
import Foundation
import StringCatalog
import TerminalScreen

/// Runs the editor on the real terminal: keys in, effects out, screens drawn. The editor itself
/// is plain Swift; this is the only place that does its file work and talks to `Terminal`.
struct EditorSession {
  var state: EditorState

  init(document: CatalogDocument, languages: [String]?, readOnly: Bool, displayPath: String) {
    state = EditorState(
      document: document, options: EditorOptions(languages: languages, readOnly: readOnly, displayPath: displayPath))
  }

  /// Returns the process exit status.
  mutating func run() -> Int32 {
    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      printError("glossa: \(error)")
      return 2
    }
    EmergencyRecovery.track(state.document)
    Terminal.setEmergencyHook { EmergencyRecovery.writeIfNeeded() }
    if state.document.isModified { state.showMessage("Restored unsaved edits from the recovery file") }
    while true {
      let size = terminal.size
      let frame = state.render(width: size.width, height: size.height)
      terminal.draw(frame.screen, cursor: frame.cursor)
      let key = terminal.readKey()
      if key == .inputClosed {
        let kept = EmergencyRecovery.writeIfNeeded()
        terminal.shutdown()
        if let kept { printError("glossa: input closed; unsaved edits kept in \(kept)") }
        return 1
      }
      var effects = state.handle(key)
      while !effects.isEmpty {
        let effect = effects.removeFirst()
        if effect == .quit {
          terminal.shutdown()
          if let path = state.document.path, !state.document.isModified { RecoveryFile.remove(for: path) }
          return 0
        }
        effects += perform(effect)
      }
      EmergencyRecovery.track(state.document)
    }
  }

  private mutating func perform(_ effect: EditorEffect) -> [EditorEffect] {
    switch effect {
    case .save, .saveAndQuit:
      return save(force: false)
    case .overwrite:
      return save(force: true)
    case .reload:
      reload()
      return []
    case .quit:
      return [.quit]
    }
  }

  private mutating func save(force: Bool) -> [EditorEffect] {
    var document = state.document
    do {
      try document.save(force: force)
      if let path = document.path { RecoveryFile.remove(for: path) }
      return state.saveFinished(.saved(path: document.path ?? ""), savedDocument: document)
    } catch {
      switch error {
      case .changedOnDisk: return state.saveFinished(.changedOnDisk)
      case .readOnly: return state.saveFinished(.failed("the file is read-only"))
      case .failed(let reason): return state.saveFinished(.failed(reason))
      }
    }
  }

  private mutating func reload() {
    var document = state.document
    do {
      let outcome = try document.reloadKeepingEdits()
      var message = "Reloaded from disk; re-applied \(outcome.reapplied) unsaved changes"
      if !outcome.conflicting.isEmpty, let path = document.path {
        let kept = (try? RecoveryFile.write(changes: outcome.conflicting, catalogPath: path)) ?? "(could not be written)"
        message += "; \(outcome.conflicting.count) touched keys that changed on disk too, kept in \(kept)"
      }
      state.replaceDocument(document, message: message)
    } catch {
      state.showMessage("Reload failed: \(error.description)")
    }
  }
}

/// What the SIGHUP/SIGTERM hook and closed input write: the unsaved edit stack of the document
/// being edited, so the next open of the same file can restore it.
enum EmergencyRecovery {
  // Written after every key on the main thread; read by the signal hook, which interrupts that
  // same thread, so there is no concurrent access. Holding the document is a copy-on-write
  // reference, so tracking costs nothing per key; the changes are derived only when written.
  nonisolated(unsafe) private static var document: CatalogDocument?

  static func track(_ document: CatalogDocument) {
    self.document = document.isModified ? document : nil
  }

  /// Writes the recovery file when there are unsaved edits; returns its path.
  @discardableResult
  static func writeIfNeeded() -> String? {
    guard let document, let path = document.path else { return nil }
    let changes = document.history.changesSinceSave ?? document.history.appliedChanges
    return try? RecoveryFile.write(changes: changes, catalogPath: path)
  }
}
