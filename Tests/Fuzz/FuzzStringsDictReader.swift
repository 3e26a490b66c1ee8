// libFuzzer entry for the .stringsdict reader; built by run.sh, not by SwiftPM.
// Bad input must come back as a LegacyParseError, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDictReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = try? StringsDictFile.parse(bytes)
  return 0
}
