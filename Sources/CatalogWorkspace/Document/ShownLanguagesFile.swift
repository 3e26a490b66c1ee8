import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The languages a person chose to see for one catalog (the editor's `L`), kept beside the
/// recovery files as `NAME-HASH.languages` (HASH: of the catalog's absolute path), one language
/// a line, so the next open of that catalog shows the same columns.
public enum ShownLanguagesFile {
  public static func path(
    for catalogPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    RecoveryFile.folder(environment: environment) + "/" + RecoveryFile.prefix(for: catalogPath) + "languages"
  }

  /// The saved languages of `catalogPath`; nil when none were saved (or the file is unreadable).
  public static func load(
    for catalogPath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String]? {
    guard let bytes = try? FileBytes.read(path: path(for: catalogPath, environment: environment)) else { return nil }
    let languages = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    return languages.isEmpty ? nil : languages
  }

  /// Saves `languages` for `catalogPath`, creating the state folder.
  public static func save(
    _ languages: [String], for catalogPath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(FileBytes.Failure) {
    let target = path(for: catalogPath, environment: environment)
    try RecoveryFile.createFolder(containing: target)
    try FileBytes.writeAtomically(Array(languages.map { $0 + "\n" }.joined().utf8), to: target)
  }
}
