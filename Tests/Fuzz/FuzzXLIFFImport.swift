// libFuzzer entry for `import --format xliff`; built by run.sh, not by SwiftPM.
// Bad input must come back as an InterchangeError, never a crash or a hang; what reads is merged
// into a small catalog (plural, substitution and device shapes) as the command merges it.
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzImport.run(.xliff, file: ExportFile(path: "de.xliff", bytes: bytes))
  return 0
}
