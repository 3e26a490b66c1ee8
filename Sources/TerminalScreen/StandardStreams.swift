import Foundation

/// Diagnostics go to standard error so standard output stays machine-readable. Messages quote
/// keys, values, paths and servers' error text: control characters in them are shown as
/// stand-ins (`^[`, `<9B>`, `<RLO>`), never sent to the terminal; line feeds and tabs stay.
package func printError(_ message: String) {
  FileHandle.standardError.write(Data((ControlEscape.escaping(message, keepingLineBreaks: true) + "\n").utf8))
}

/// One line of Glossa's own text to standard output, quoting names (a key, a catalog's path, a
/// journal's): each control character in it is shown as its stand-in, a line feed too, so a
/// name can neither act on the terminal nor split the line.
package func printOut(_ line: String, terminator: String = "\n") {
  print(ControlEscape.escaping(line), terminator: terminator)
}

/// Raw bytes to standard output, after whatever `print` has buffered.
package enum StandardOutput {
  package static func write(_ bytes: [UInt8]) {
    fflush(nil)
    FileHandle.standardOutput.write(Data(bytes))
  }

  /// Writes one block of a larger output (see `CatalogWriter.stream`).
  package static func write(_ block: UnsafeRawBufferPointer) {
    guard let base = block.baseAddress, !block.isEmpty else { return }
    fflush(nil)
    FileHandle.standardOutput.write(Data(bytes: base, count: block.count))
  }
}
