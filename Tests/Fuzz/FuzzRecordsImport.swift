// libFuzzer entry for records (`import --format json|plist --entities`, `export --entities
// --base`); built by run.sh, not by SwiftPM. A file starting with `<` is a plist seed, any other
// a json records file, read as the import reads it and as an export's base. Bad input must come
// back as an InterchangeError, never a crash or a hang.
import StringCatalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordsImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "<") {
    FuzzImport.run(.plist, file: ExportFile(path: "Fuzz.plist", bytes: bytes), entities: true)
    return 0
  }
  FuzzImport.run(.json, file: ExportFile(path: "Fuzz-de.json", bytes: bytes), entities: true)
  if let base = try? RecordsDocument(bytes, path: "base.json") {
    _ = JSONRecordsExporter.export(FuzzImport.recordsCatalog, settings: ExportSettings(name: "Fuzz"), base: base)
  }
  return 0
}
