// libFuzzer entry for `import --format po`; built by run.sh, not by SwiftPM.
// Bad input must come back as an InterchangeError, never a crash or a hang; what reads is merged
// into a small catalog (plural, substitution and device shapes) as the command merges it.
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPOImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  FuzzImport.run(.po, file: ExportFile(path: "de.po", bytes: bytes))
  return 0
}
