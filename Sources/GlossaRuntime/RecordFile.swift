import Foundation

/// One language's record file of a json pack exported with `--entities`: `<name>-<lang>.json`,
/// an array of records (`[{"id": 1001, "name": …}, …]`) or an object Entity → array, for the
/// app to decode into its own types.
///
/// ```swift
/// let plans = try RecordFile(directory: packURL, name: "readingPlans").decode([ReadingPlan].self)
/// ```
public struct RecordFile: Sendable, Equatable {
  public let manifest: PackManifest
  /// The pack language chosen for the preferred languages.
  public let language: String
  /// The file's bytes, checked to be a JSON array or object.
  public let data: Data

  /// Reads the file of the best of `preferredLanguages` in `directory`. `name` as for
  /// `StringPack`: without it the directory must hold one pack.
  public init(directory: URL, name: String? = nil, preferredLanguages: [String] = Locale.preferredLanguages) throws(
    StringPackError
  ) {
    let files = try PackFiles.named(name, in: directory)
    let reader = PackReader(directory: directory, files: files, decompress: nil)
    manifest = try reader.manifest()
    guard manifest.layout == .json else {
      throw StringPackError(file: directory.appendingPathComponent(files.manifest).path, message: "records need a json pack")
    }
    language = manifest.bestLanguage(for: preferredLanguages)
    let url = directory.appendingPathComponent(files.values(for: language))
    guard let data = try? Data(contentsOf: url) else { throw StringPackError(file: url.path, message: "missing or unreadable") }
    let top: Any
    do {
      top = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw StringPackError(file: url.path, message: "not JSON: \(error.localizedDescription)")
    }
    guard top is [Any] || top is [String: Any] else {
      throw StringPackError(file: url.path, message: "expected an array of records or an object Entity → records")
    }
    self.data = data
  }

  public func decode<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws -> T {
    try decoder.decode(type, from: data)
  }
}
