import Foundation

/// Diagnostics go to standard error so standard output stays machine-readable.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
