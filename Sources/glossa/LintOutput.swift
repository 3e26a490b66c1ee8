import Foundation
import StringCatalog

/// Writes a lint run's findings to standard output in the chosen format.
enum LintOutput {
  static func write(_ run: LintRun, format: LintFormat) {
    FindingOutput.render(run.findings, format: format.findingFormat, summary: run.summary) { bytes in
      bytes.withUnsafeBytes(writeOut)
    }
  }

  /// Straight from the rendered chunk (a large run prints over 100 MB, which a copy into `Data`
  /// first would double); a closed pipe ends the writing as it did through FileHandle.
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
