/// `glossa format`: read, write in Xcode's form, and replace the file only if that changes it.
public enum CatalogFormatter {
  public struct Outcome: Sendable {
    public var changed: Bool
    public var warnings: [CatalogReadWarning]
  }

  /// Why a file was not formatted; it is left exactly as it was.
  public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    case read(CatalogReadError)
    case write(path: String, FileWriteError)

    public var description: String {
      switch self {
      case .read(let error): error.description
      case .write(let path, let error): error.commandMessage(path: path, activity: "formatted")
      }
    }
  }

  /// Formats one file; with `write` false only says whether it would change. A change made to
  /// the file while it is formatted is kept: the file is then not written.
  public static func format(path: String, write: Bool) throws(Failure) -> Outcome {
    let read: (result: CatalogReadResult, bytes: [UInt8])
    do {
      read = try CatalogReader.readKeepingBytes(path: path)
    } catch {
      throw .read(error)
    }
    let (result, original) = read
    let formatted = CatalogWriter.bytes(result.catalog, capacityHint: original.count + 4096)
    let changed = formatted != original
    if changed && write {
      do {
        try FileBytes.replace(path, with: formatted, expecting: .bytes(original))
      } catch {
        throw .write(path: path, error)
      }
    }
    return Outcome(changed: changed, warnings: result.warnings)
  }
}
