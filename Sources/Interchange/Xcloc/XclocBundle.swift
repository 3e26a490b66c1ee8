import Foundation
import LegacyFormats
import StringCatalog

/// One `<trans-unit>` of a bundle's XLIFF: its id, source, and target (nil when it has none).
package struct XclocUnit: Sendable {
  package struct Target: Sendable {
    package var text: String
    package var state: TranslationState
  }

  package var id: String
  package var source: String
  package var target: Target?
  /// The developer's comment (`<note>`), nil when empty.
  package var note: String?
  /// `file:line:col` of the unit, for messages.
  package var place: String
}

/// One `<file>` of a bundle's XLIFF: the resource it translates (`original`, relative to the
/// workspace) and its units.
package struct XclocFile: Sendable {
  package var original: String
  /// `source-language`; nil when the `<file>` does not say.
  package var sourceLanguage: String?
  package var targetLanguage: String
  package var units: [XclocUnit]
  /// `file:line:col` of the `<file>` element.
  package var place: String
}

/// A `<lang>.xcloc` folder as `xcodebuild -importLocalizations` reads it: `contents.json` and
/// the XLIFF files of `Localized Contents/`. Every problem is an error naming its
/// `file:line:col` where it has one; nothing is read through a symbolic link leading out of the bundle.
package struct XclocBundle: Sendable {
  package var path: String
  package var contents: XclocContents
  /// Each XLIFF file of `Localized Contents/` as read: its path, bytes and `<file>`s.
  package var documents: [(path: String, bytes: [UInt8], files: [XclocFile])]
  /// Every `<file>` of the bundle, in the order read.
  package var files: [XclocFile] { documents.flatMap(\.files) }

  /// The largest `contents.json` or XLIFF file read (a catalog's limit).
  static let maximumFileSize = CatalogReader.maximumFileSize

  package static func read(_ path: String) throws(InterchangeError) -> XclocBundle {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), let resolved = ResolvedPath.of(path) else {
      throw InterchangeError("glossa: \(path): No such file or directory")
    }
    guard isFolder.boolValue else { throw InterchangeError("glossa: \(path): not an .xcloc bundle (a folder holding contents.json)") }
    let contentsPath = (path as NSString).appendingPathComponent("contents.json")
    let contents = try XclocContents.read(try readInside(contentsPath, bundle: resolved, shownBundle: path), path: contentsPath)
    let localized = (path as NSString).appendingPathComponent(XclocExporter.localizedFolder)
    try checkInside(localized, bundle: resolved, shownBundle: path)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? []).filter { $0.hasSuffix(".xliff") }.sorted()
    guard !names.isEmpty else { throw InterchangeError("glossa: \(localized): no .xliff file in the bundle") }
    var documents: [(path: String, bytes: [UInt8], files: [XclocFile])] = []
    for name in names {
      let file = (localized as NSString).appendingPathComponent(name)
      let bytes = try readInside(file, bundle: resolved, shownBundle: path)
      documents.append((file, bytes, try xliffFiles(bytes, path: file, targetLocale: contents.targetLocale)))
    }
    return XclocBundle(path: path, contents: contents, documents: documents)
  }

  /// The bytes of a file of the bundle; refused when it is missing, or a symbolic link (itself or
  /// a folder above it) takes it outside the bundle.
  private static func readInside(_ file: String, bundle: String, shownBundle: String) throws(InterchangeError) -> [UInt8] {
    try checkInside(file, bundle: bundle, shownBundle: shownBundle)
    do {
      return try FileBytes.read(path: file, limit: maximumFileSize)
    } catch {
      throw InterchangeError("glossa: \(file): \(error.message)")
    }
  }

  private static func checkInside(_ place: String, bundle: String, shownBundle: String) throws(InterchangeError) {
    var info = stat()
    guard lstat(place, &info) == 0 else { throw InterchangeError("glossa: \(place): missing from the bundle") }
    guard let real = ResolvedPath.of(place) else {
      throw InterchangeError("glossa: \(place): a symbolic link that points nowhere")
    }
    guard ResolvedPath.isInside(real, folder: bundle) else {
      throw InterchangeError("glossa: \(place): a symbolic link leading out of \(shownBundle) (to \(real)); refusing to read it")
    }
  }

  /// The `<file>` elements of one XLIFF document, each checked against the bundle's language.
  package static func xliffFiles(_ bytes: [UInt8], path: String, targetLocale: String) throws(InterchangeError) -> [XclocFile] {
    var originals: [String: SourcePosition] = [:]
    return try XLIFFImporter.xliffRoot(bytes, path: path).children(named: "file").map { (file) throws(InterchangeError) in
      let place = "\(path):\(file.position)"
      guard let original = file.attributes["original"], !original.isEmpty else {
        throw InterchangeError("\(place): a <file> without an original (the resource it translates)")
      }
      if let first = originals.updateValue(file.position, forKey: original) {
        throw InterchangeError("\(place): a second <file original=\(original.debugDescription)> (the first is at \(first))")
      }
      let language = file.attributes["target-language"]?.trimmingCharacters(in: .whitespaces)
      guard language == targetLocale else {
        let named = language.map { "target-language \($0.debugDescription)" } ?? "no target-language"
        throw InterchangeError("\(place): <file original=\(original.debugDescription)> has \(named), but contents.json's targetLocale is \(targetLocale.debugDescription)")
      }
      var units: [XclocUnit] = []
      var seen: [String: SourcePosition] = [:]
      for body in file.children(named: "body") {
        for unit in XLIFFImporter.units(in: body) {
          guard let id = unit.attributes["id"] else {
            throw InterchangeError("\(path):\(unit.position): a <trans-unit> without an id")
          }
          if let first = seen.updateValue(unit.position, forKey: id) {
            throw InterchangeError("\(path):\(unit.position): duplicate trans-unit id \(id.debugDescription) (first at \(first)) in <file original=\(original.debugDescription)>")
          }
          // Only the unit's own <target>: an <alt-trans> holds suggestions with targets of their own.
          let target = unit.children(named: "target").last.map { element in
            XclocUnit.Target(
              text: element.allText,
              state: XLIFFState.state(name: element.attributes["state"], qualifier: element.attributes["state-qualifier"]))
          }
          let source = unit.children(named: "source").first?.allText ?? ""
          let note = unit.children(named: "note").map(\.allText).first { !$0.isEmpty }
          units.append(XclocUnit(id: id, source: source, target: target, note: note, place: "\(path):\(unit.position)"))
        }
      }
      let sourceLanguage = file.attributes["source-language"]?.trimmingCharacters(in: .whitespaces)
      return XclocFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLocale, units: units, place: place)
    }
  }
}
