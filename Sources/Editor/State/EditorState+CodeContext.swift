import StringCatalog

/// Where the app's code uses the keys (`sources:` in `.glossa.yml`, `glossa edit --sources`):
/// scanned once off the key loop; the editor shows "scanning code…" until the result arrives.
package enum CodeContext: Sendable {
  /// No source folders: nothing is shown.
  case off
  case scanning
  case ready(CodeUses)
  case failed(String)
}

extension EditorState {
  /// The app has started scanning its code.
  mutating func codeScanStarted() {
    codeContext = .scanning
  }

  /// The scan's result: every catalog of the workspace shares it.
  mutating func adoptCodeUses(_ result: Result<CodeUses, CodeScanError>) {
    switch result {
    case .success(let uses): codeContext = .ready(uses)
    case .failure(let error): codeContext = .failed(error.description)
    }
  }
}
