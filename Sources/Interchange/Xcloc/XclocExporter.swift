import StringCatalog

/// One catalog of the workspace going into a bundle: its path relative to the workspace (the
/// `<file original>` and its place under `Source Contents/`), its contents and its bytes on disk.
package struct XclocCatalog: Sendable {
  package var original: String
  package var catalog: Catalog
  package var bytes: [UInt8]
  package init(original: String, catalog: Catalog, bytes: [UInt8]) {
    self.original = original
    self.catalog = catalog
    self.bytes = bytes
  }
}

/// `xcloc`: one `<lang>.xcloc/` per language, as `xcodebuild -exportLocalizations` lays it out:
/// `contents.json`, `Localized Contents/<lang>.xliff` (one `<file>` per catalog, written by the
/// `xliff` exporter), `Source Contents/<path>` (each catalog as it is on disk) and `Notes/`.
package enum XclocExporter {
  package static let localizedFolder = "Localized Contents"
  package static let sourceFolder = "Source Contents"
  package static let notesFolder = "Notes"

  /// Every state Xcode writes: a bundle's default, since the translator should see every translation.
  package static let allStates: Set<TranslationState> = [.translated, .needsReview, .new, .machineTranslated, .stale]

  /// The bundle's folder name for a language.
  package static func bundleName(_ language: String) -> String { language + ".xcloc" }

  /// The languages to bundle by default: every catalog's, but the development region, sorted.
  package static func languages(of catalogs: [XclocCatalog], developmentRegion: String) -> [String] {
    Set(catalogs.flatMap(\.catalog.languages)).subtracting([developmentRegion]).sorted()
  }

  /// The files of every bundle (the empty `Notes/` folders are the caller's: `notesFolder`).
  /// A catalog whose source language is the bundle's language has no `<file>` in it.
  package static func export(
    _ catalogs: [XclocCatalog], languages: [String], states: Set<TranslationState>, developmentRegion: String, project: String,
    tool: XclocContents.Tool
  ) -> ExportResult {
    var result = ExportResult()
    for item in catalogs {
      var warnings: [String] = []
      XLIFFExporter.warnAboutShapesXcodeDrops(item.catalog, into: &warnings)
      result.warnings += warnings.map { "\(item.original): \($0)" }
    }
    for language in languages {
      let bundle = bundleName(language)
      let contents = XclocContents(developmentRegion: developmentRegion, project: project, targetLocale: language, tool: tool)
      result.files.append(ExportFile(path: "\(bundle)/contents.json", bytes: contents.bytes))
      var warnings: [String] = []
      let files = catalogs.filter { $0.catalog.sourceLanguage != language }.map { item in
        XLIFFExporter.fileElement(item.catalog, language: language, original: item.original, states: states, warnings: &warnings)
      }
      result.warnings += warnings
      let xliff = Array(XLIFFExporter.document(files).utf8)
      result.files.append(ExportFile(path: "\(bundle)/\(localizedFolder)/\(language).xliff", bytes: xliff))
      for item in catalogs {
        result.files.append(ExportFile(path: "\(bundle)/\(sourceFolder)/\(item.original)", bytes: item.bytes))
      }
    }
    return result
  }
}
