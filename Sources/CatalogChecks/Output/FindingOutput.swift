import CatalogModel
import CatalogFiles
import CatalogEditing

/// Renders findings in one of lint's formats, a chunk at a time on two threads (`RenderAhead`),
/// since formatting hundreds of thousands of findings is a large part of a big lint run.
public enum FindingOutput {
  public enum Format: String, Sendable, CaseIterable {
    case text, json, github
  }

  /// Appends one finding (without a line break or separator).
  public static func write(_ finding: Finding, format: Format, into buffer: inout OutputBuffer) {
    switch format {
    case .text: TextFindingFormat.write(finding, into: &buffer)
    case .github: GitHubAnnotationFormat.write(finding, into: &buffer)
    case .json: JSONFindingFormat.write(finding, into: &buffer)
    }
  }

  /// Calls `emit` with the rendered bytes in order: for text and github one line per finding,
  /// for json the whole `{"findings":[…],"summary":{…}}` document.
  public static func render(
    _ findings: [Finding], format: Format, summary: LintSummary, chunkSize: Int = 20_000, emit: ([UInt8]) -> Void
  ) {
    if format == .json { emit(Array("{\"findings\":[".utf8)) }
    if findings.count > chunkSize {
      RenderAhead(findings, format: format, chunkSize: chunkSize).run(emit)
    } else if !findings.isEmpty {
      emit(renderChunk(findings, 0..<findings.count, format: format))
    }
    if format == .json {
      emit(Array(("\n],\"summary\":" + JSONFindingFormat.summary(summary) + "}\n").utf8))
    }
  }

  package static func renderChunk(_ findings: [Finding], _ range: Range<Int>, format: Format) -> [UInt8] {
    var buffer = OutputBuffer(capacity: range.count * 160)
    // Read in place: handing `findings[index]` over would retain and release its strings.
    findings.withUnsafeBufferPointer { findings in
      for index in range {
        if format == .json {
          if index > 0 { buffer.append(byte: 0x2C) }
          buffer.append(byte: 0x0A)
          JSONFindingFormat.write(findings[index], into: &buffer)
        } else {
          write(findings[index], format: format, into: &buffer)
          buffer.append(byte: 0x0A)
        }
      }
    }
    return buffer.take()
  }
}
