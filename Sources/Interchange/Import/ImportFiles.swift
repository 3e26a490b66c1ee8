import Foundation
import StringCatalog

/// `glossa import --format …`: reads export files back into records, then changes the catalog
/// only where they differ from what the same export of the catalog writes today.
public enum InterchangeImport {
  /// Reads the files (folders are searched for the format's files) into records.
  public static func records(format: InterchangeFormat, paths: [String], options: ExportOptions) throws(InterchangeError)
    -> [PackImport.Record]
  {
    var loaded: [ExportFile] = []
    for file in try files(paths, format: format) {
      do {
        loaded.append(ExportFile(path: file, bytes: try FileBytes.read(path: file)))
      } catch {
        throw InterchangeError("glossa: \(file): \(error.message)")
      }
    }
    return try records(format: format, files: loaded, options: options)
  }

  /// The records of a set of files (keys-once needs its keys.json beside each language file).
  public static func records(format: InterchangeFormat, files: [ExportFile], options: ExportOptions)
    throws(InterchangeError) -> [PackImport.Record]
  {
    var records: [PackImport.Record] = []
    for file in files where isImportable(file.path, format: format, options: options) {
      let fileName = (file.path as NSString).lastPathComponent
      switch format {
      case .json:
        guard let language = JSONPackImporter.language(ofFile: fileName, name: options.settings.name) else { continue }
        records += try JSONPackImporter.records(file: file.bytes, language: language, path: file.path)
      case .keysOnce:
        let folder = (file.path as NSString).deletingLastPathComponent
        let keysPath = (folder as NSString).appendingPathComponent("keys.json")
        guard let keys = files.first(where: { $0.path == keysPath }) else {
          throw InterchangeError("\(file.path): no keys.json beside it")
        }
        records += try KeysOnceImporter.records(languageFile: file, keys: keys)
      case .plist:
        records += try PlistImporter.records(bytes: file.bytes, path: file.path, options: options)
      case .strings:
        records += try StringsImporter.records(file: file.path, bytes: file.bytes)
      case .xliff:
        records += try XLIFFImporter.records(bytes: file.bytes, path: file.path, catalogKeys: options.catalogKeys)
      case .po:
        records += try POImporter.records(bytes: file.bytes, path: file.path, catalogKeys: options.catalogKeys)
      }
    }
    return records
  }

  /// Applies the records: what the export of `catalog` already says is left alone.
  public static func apply(
    _ records: [PackImport.Record], format: InterchangeFormat, to catalog: inout Catalog, options: ExportOptions
  ) -> PackImport.Report {
    let written = Interchange.export(catalog, format: format, options: options)
    var current: [LiteralKeyText: [String: PackValue]] = [:]
    // Glossa's own output always reads back; were it not to, every record counts as a change.
    let read = (try? Self.records(format: format, files: written.files, options: options)) ?? []
    for record in read { current[LiteralKeyText(record.key), default: [:]][record.language] = record.value }
    return PackImport.apply(records, to: &catalog) { language, key in current[LiteralKeyText(key)]?[language] }
  }

  static func isImportable(_ path: String, format: InterchangeFormat, options: ExportOptions) -> Bool {
    let fileName = (path as NSString).lastPathComponent
    switch format {
    case .json: return JSONPackImporter.language(ofFile: fileName, name: options.settings.name) != nil
    case .keysOnce: return path.hasSuffix(".json") && fileName != "keys.json" && fileName != "languages.json"
      || fileName == "keys.json"
    case .plist: return path.hasSuffix(".plist")
    case .strings: return path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    case .xliff: return path.hasSuffix(".xliff")
    case .po: return path.hasSuffix(".po")
    }
  }

  /// The files under `paths`: a file as given, a folder searched (recursively) for the format's files.
  static func files(_ paths: [String], format: InterchangeFormat) throws(InterchangeError) -> [String] {
    var found: [String] = []
    let manager = FileManager.default
    let options = ExportOptions(settings: ExportSettings(name: ""))
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw InterchangeError("glossa: \(path): No such file or directory")
      }
      guard isFolder.boolValue else {
        found.append(path)
        continue
      }
      let inside = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
      for relative in inside where relative.hasSuffix(".json") || isImportable(relative, format: format, options: options) {
        found.append((path as NSString).appendingPathComponent(relative))
      }
    }
    return found
  }
}
