import Foundation
import StringCatalog

/// `glossa import --format …`: reads export files back into records, then changes the catalog
/// only where they differ from what the same export of the catalog writes today.
package enum InterchangeImport {
  /// Reads the files (folders are searched for the format's files) into records.
  package static func records(format: InterchangeFormat, paths: [String], options: ExportOptions) throws(InterchangeError)
    -> [PackImport.Record]
  {
    // A file named on the command line is read, or refused: never skipped without a word. (An
    // export's other files, its languages file and .zst copies, may come along in `out/*`.)
    for path in paths where !isFolder(path) && !isImportable(path, format: format, options: options) {
      let fileName = (path as NSString).lastPathComponent
      if path.hasSuffix(".zst") || fileName == "languages.json" || fileName == "\(options.settings.name)-languages.json" {
        continue
      }
      throw InterchangeError("glossa: \(path): \(notImportable(format, options: options))")
    }
    var loaded: [ExportFile] = []
    for file in try files(paths, format: format) {
      do {
        loaded.append(ExportFile(path: file, bytes: try FileBytes.read(path: file)))
      } catch {
        throw InterchangeError("glossa: \(file): \(error.message)")
      }
    }
    // A folder of another pack's files (readingPlans-es.json for a catalog named Plans) would
    // otherwise import nothing without a word.
    if format == .json, !loaded.contains(where: { isImportable($0.path, format: format, options: options) }) {
      let name = options.settings.name
      throw InterchangeError(
        "glossa: no \(name)-<lang>.json files in \(paths.joined(separator: ", ")) (the pack's name is \(name); --name sets another)")
    }
    return try records(format: format, files: loaded, options: options)
  }

  /// The records of a set of files (keys-once needs its keys.json beside each language file).
  package static func records(format: InterchangeFormat, files: [ExportFile], options: ExportOptions)
    throws(InterchangeError) -> [PackImport.Record]
  {
    var records: [PackImport.Record] = []
    for file in files where isImportable(file.path, format: format, options: options) {
      let fileName = (file.path as NSString).lastPathComponent
      let first = records.count
      switch format {
      case .json:
        guard let language = JSONPackImporter.language(ofFile: fileName, name: options.settings.name) else { continue }
        try ImportLanguage.check(language, path: file.path, what: "the file name's language")
        if options.entities {
          records += try JSONRecordsImporter.records(
            file: file.bytes, language: language, path: file.path, fields: options.fields ?? [])
        } else {
          records += try JSONPackImporter.records(file: file.bytes, language: language, path: file.path)
        }
      case .keysOnce:
        if fileName == "keys.json" { continue }
        let folder = (file.path as NSString).deletingLastPathComponent
        let sibling = { (name: String) in files.first { $0.path == (folder as NSString).appendingPathComponent(name) } }
        guard let keys = sibling("keys.json") else {
          throw InterchangeError("\(file.path): no keys.json beside it")
        }
        // Other .json files may share the folder (a package.json): the languages file says which are the pack's.
        let language = (fileName as NSString).deletingPathExtension
        if let listed = try sibling("languages.json").map(KeysOnceImporter.languages(in:)), !listed.contains(language) {
          continue
        }
        try ImportLanguage.check(language, path: file.path, what: "the file name's language")
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
      // Every importer checks its languages where it reads them; this is the last guard, since
      // an imported code names files on the next export.
      for record in records[first...] {
        try ImportLanguage.check(record.language, path: file.path, what: "language")
      }
    }
    return records
  }

  private static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  /// Why a file named on the command line is not one the format reads.
  private static func notImportable(_ format: InterchangeFormat, options: ExportOptions) -> String {
    switch format {
    case .json:
      let name = options.settings.name
      return "not a json pack file named \(name)-<lang>.json (the pack's name is \(name); --name sets another)"
    case .keysOnce: return "not a keys-once .json file"
    case .plist: return "not a .plist file"
    case .strings: return "not a .strings or .stringsdict file"
    case .xliff: return "not an .xliff file"
    case .po: return "not a .po file"
    }
  }

  /// Applies the records: what the export of `catalog` already says is left alone.
  package static func apply(
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
