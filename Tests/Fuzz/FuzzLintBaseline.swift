// libFuzzer entry for the lint baseline reader (`lint --baseline`); built by run.sh, not by
// SwiftPM. Bad input must come back as a CatalogReadError, never a crash or a hang; what reads
// must write and read back to the same entries (written sorted, so compared as counted sets).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintBaseline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let entries = try? LintBaseline.parse(bytes) else { return 0 }
  guard let again = try? LintBaseline.parse(LintBaseline.render(entries)),
    counts(again) == counts(entries)
  else {
    fatalError("a baseline read does not write back to the same entries")
  }
  return 0
}

private func counts(_ entries: [BaselineEntry]) -> [BaselineEntry: Int] {
  entries.reduce(into: [:]) { $0[$1, default: 0] += 1 }
}
