import Foundation
import StringCatalog

/// Writes a lint run's findings to standard output in the chosen format.
enum LintOutput {
  static func write(_ run: LintRun, format: LintFormat) {
    let output = FileHandle.standardOutput
    FindingOutput.render(run.findings, format: format.findingFormat, summary: run.summary) { bytes in
      output.write(Data(bytes))
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
