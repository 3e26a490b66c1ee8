import Foundation
import StringCatalog

/// Writes a lint run's findings to standard output in the chosen format, in large chunks.
enum LintOutput {
  static func write(_ run: LintRun, format: LintFormat) {
    var buffer = OutputBuffer(capacity: 1 << 20)
    func flushIfFull() {
      if buffer.count >= 1 << 20 { FileHandle.standardOutput.write(Data(buffer.take())) }
    }
    switch format {
    case .text, .github:
      for finding in run.findings {
        if format == .text {
          TextFindingFormat.write(finding, into: &buffer)
        } else {
          GitHubAnnotationFormat.write(finding, into: &buffer)
        }
        buffer.append(byte: 0x0A)
        flushIfFull()
      }
    case .json:
      buffer.append("{\"findings\":[")
      for (index, finding) in run.findings.enumerated() {
        if index > 0 { buffer.append(byte: 0x2C) }
        buffer.append("\n")
        JSONFindingFormat.write(finding, into: &buffer)
        flushIfFull()
      }
      buffer.append("\n],\"summary\":")
      buffer.append(JSONFindingFormat.summary(run.summary))
      buffer.append("}\n")
    }
    FileHandle.standardOutput.write(Data(buffer.take()))
  }
}
