/// `glossa format`: read, write in Xcode's form, and replace the file only if that changes it.
public enum CatalogFormatter {
  public struct Outcome: Sendable {
    public var changed: Bool
    public var warnings: [CatalogReadWarning]
    /// The catalog as read, for a caller that would rather not spend time releasing it (a
    /// command about to exit).
    public var catalog: Catalog
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
  ///
  /// The output is never held whole. It is first compared with the file block by block, up to
  /// the first difference: a file already in form (the common case, in CI) is neither written
  /// nor copied. Otherwise it is written again, straight into the temporary file that replaces
  /// the original. The input is given back to the OS as it is parsed, so memory stays near the
  /// size of the model.
  public static func format(path: String, write: Bool) throws(Failure) -> Outcome {
    let result: CatalogReadResult
    do {
      result = try CatalogReader.read(path: path, fingerprint: write)
    } catch {
      throw .read(error)
    }
    guard differs(result.catalog, from: path) else { return Outcome(changed: false, warnings: result.warnings, catalog: result.catalog) }
    guard write else { return Outcome(changed: true, warnings: result.warnings, catalog: result.catalog) }
    guard let fingerprint = result.fingerprint else {
      throw .write(path: path, .failed("cannot tell which bytes were read; nothing written"))
    }
    do {
      try FileBytes.replace(path, expecting: .fingerprint(fingerprint)) { emit in
        CatalogWriter.stream(result.catalog) { block, _ in emit(block) }
        return true
      }
    } catch {
      throw .write(path: path, error)
    }
    return Outcome(changed: true, warnings: result.warnings, catalog: result.catalog)
  }

  /// Whether the file's bytes differ from the catalog written in Xcode's form; stops writing at
  /// the first difference.
  private static func differs(_ catalog: Catalog, from path: String) -> Bool {
    let comparison = FileComparison(path: path)
    CatalogWriter.stream(catalog) { block, stop in stop = !comparison.feed(block) }
    return !comparison.finish()
  }
}
