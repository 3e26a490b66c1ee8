// libFuzzer entry for the .strings reader; built by run.sh, not by SwiftPM.
// Bad input must come back as a LegacyParseError, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = try? StringsFile.parse(bytes)
  return 0
}
