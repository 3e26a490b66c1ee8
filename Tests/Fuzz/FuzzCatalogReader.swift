// libFuzzer entry for the .xcstrings reader; built by run.sh, not by SwiftPM.
// Bad input must come back as a CatalogReadError, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = try? CatalogReader.read(bytes: bytes)
  return 0
}
