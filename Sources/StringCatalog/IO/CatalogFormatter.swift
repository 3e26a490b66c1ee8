/// `glossa format`: read, write in Xcode's form, and replace the file only if that changes it.
public enum CatalogFormatter {
  public struct Outcome: Sendable {
    public var changed: Bool
    public var warnings: [CatalogReadWarning]
  }

  /// Formats one file; with `write` false only says whether it would change.
  public static func format(path: String, write: Bool) throws(CatalogReadError) -> Outcome {
    let original: [UInt8]
    do {
      original = try FileBytes.read(path: path, limit: CatalogReader.maximumFileSize)
    } catch {
      throw CatalogReadError(path: path, line: 1, column: 1, message: error.message)
    }
    let result = try CatalogReader.read(bytes: original, path: path)
    let formatted = CatalogWriter.bytes(result.catalog, capacityHint: original.count + 4096)
    let changed = formatted != original
    if changed && write {
      do {
        try FileBytes.writeAtomically(formatted, to: path)
      } catch {
        throw CatalogReadError(path: path, line: 1, column: 1, message: "cannot save: \(error.message)")
      }
    }
    return Outcome(changed: changed, warnings: result.warnings)
  }
}
