import Foundation
import TerminalScreen

/// Diagnostics go to standard error so standard output stays machine-readable. Messages quote
/// keys, values, paths and servers' error text: control characters in them are shown as
/// stand-ins (`^[`, `<9B>`, `<RLO>`), never sent to the terminal; line feeds and tabs stay.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((ControlEscape.escaping(message, keepingLineBreaks: true) + "\n").utf8))
}

/// Raw bytes to standard output, after whatever `print` has buffered.
enum StandardOutput {
  static func write(_ bytes: [UInt8]) {
    fflush(nil)
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Writes one block of a larger output (see `CatalogWriter.stream`).
  static func write(_ block: UnsafeRawBufferPointer) {
    guard let base = block.baseAddress, !block.isEmpty else { return }
    fflush(nil)
    FileHandle.standardOutput.write(Data(bytes: base, count: block.count))
  }
}
