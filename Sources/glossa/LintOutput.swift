import Foundation
import StringCatalog

/// Writes a lint run's findings to standard output in the chosen format, each rendered chunk
/// straight from its bytes (a large run prints over 100 MB, which a copy into `Data` first
/// would double).
enum LintOutput {
  static func write(_ run: LintRun, format: LintFormat) {
    enlargePipe()
    FindingOutput.render(run.findings, format: format.findingFormat, summary: run.summary) { bytes in
      bytes.withUnsafeBytes(writeOut)
    }
  }

  /// A pipe holds 64 KB by default: writing a chunk of megabytes would wait for the reader some
  /// forty times. Asks for 1 MB (Linux's default maximum); a refusal changes nothing.
  private static func enlargePipe() {
    #if os(Linux)
      var info = stat()
      guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return }
      let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ
      _ = fcntl(STDOUT_FILENO, setPipeSize, 1 << 20)
    #endif
  }

  /// A closed pipe ends the writing as it did through FileHandle (SIGPIPE).
  private static func writeOut(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let result = Foundation.write(STDOUT_FILENO, base + written, bytes.count - written)
      if result < 0 {
        if errno == EINTR { continue }
        return
      }
      written += result
    }
  }
}

extension LintFormat {
  var findingFormat: FindingOutput.Format {
    switch self {
    case .text: return .text
    case .json: return .json
    case .github: return .github
    }
  }
}
