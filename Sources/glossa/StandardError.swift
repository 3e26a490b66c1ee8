import Foundation

/// Diagnostics go to standard error so standard output stays machine-readable.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Raw bytes to standard output, after whatever `print` has buffered.
enum StandardOutput {
  static func write(_ bytes: [UInt8]) {
    fflush(nil)
    FileHandle.standardOutput.write(Data(bytes))
  }
}
