import ArgumentParser
import Foundation
import Interchange
import StringCatalog
import TerminalScreen

/// `glossa export --format xcloc [PATH...]`: one `<lang>.xcloc/` per language for the whole
/// workspace. The workspace is the folder given (default the current folder); each catalog's
/// `<file original>` is its path under it, which `import --format xcloc --to WORKSPACE` follows back.
enum XclocExport {
  static let format = "xcloc"

  /// The name Glossa signs `contents.json` with (Xcode writes `com.apple.dt.xcode`).
  static let tool = XclocContents.Tool(id: "glossa", name: "Glossa", version: GlossaVersion.current)

  /// Each catalog's path relative to the workspace: under the folder it was found in, or, named
  /// as a file, relative to the current folder. Nil (reported) for one outside the current folder
  /// or two catalogs with the same path.
  static func originals(_ catalogs: [DiscoveredCatalog]) -> [String]? {
    let current = ResolvedPath.of(FileManager.default.currentDirectoryPath) ?? FileManager.default.currentDirectoryPath
    var owners: [String: String] = [:]
    var result: [String] = []
    for catalog in catalogs {
      var original = catalog.relativeToRoot
      if catalog.root == nil {
        let resolved = ResolvedPath.of(catalog.path) ?? catalog.path
        guard ResolvedPath.isInside(resolved, folder: current), resolved != current else {
          printError("glossa: \(catalog.displayPath): not under the current folder; export the workspace folder holding it")
          return nil
        }
        original = String(resolved.dropFirst(current == "/" ? 1 : current.count + 1))
      }
      if let other = owners.updateValue(catalog.displayPath, forKey: original) {
        printError("glossa: \(other) and \(catalog.displayPath) would both be \(original) in the bundle; export one folder")
        return nil
      }
      result.append(original)
    }
    return result
  }

  /// The `.xcodeproj` nearest the first catalog (as `glossa languages` finds it), else the name
  /// of the workspace folder.
  static func project(catalogs: [DiscoveredCatalog], workspace: String) -> String {
    var lookup = AppLanguages()
    if let first = catalogs.first, let project = lookup.projects(forCatalogAt: first.path).first {
      return ((project as NSString).deletingLastPathComponent as NSString).lastPathComponent
    }
    let folder = ResolvedPath.of(workspace) ?? workspace
    return (folder as NSString).lastPathComponent
  }

  /// What a bundle carries targets for: `--states`, else every state, as Xcode hands over every
  /// translation (machine-translated ones as `leveraged-mt`, those to review as such).
  static func states(_ pack: PackOptions) throws -> Set<TranslationState> {
    guard pack.states != nil else { return XclocExporter.allStates }
    return try pack.options(catalogPath: "Localizable.xcstrings", languages: nil).settings.states
  }

  /// `1 bundle`, `2 bundles`.
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  /// The source language most catalogs share (the first catalog's on a tie).
  static func developmentRegion(_ catalogs: [XclocCatalog]) -> String {
    var counts: [String: Int] = [:]
    for item in catalogs { counts[item.catalog.sourceLanguage, default: 0] += 1 }
    return catalogs.map(\.catalog.sourceLanguage).max { counts[$0, default: 0] < counts[$1, default: 0] } ?? "en"
  }
}

extension ExportCommand {
  func validateXcloc() throws {
    let refused = [
      ("--entities", entities), ("--base", base != nil), ("--compress", compress != nil), ("--hashes", hashes),
      ("--fallback", pack.fallback != nil), ("--name", pack.name != nil),
    ]
    if let (option, _) = refused.first(where: \.1) {
      throw ValidationError("\(option) does not apply to --format xcloc (a bundle holds the whole workspace)")
    }
  }

  func runXcloc() throws {
    let settings = try pack.options(catalogPath: "Localizable.xcstrings", languages: languages).settings
    let paths = catalogs.isEmpty ? ["."] : catalogs
    // Bundles written into the workspace (their Source Contents) are skipped by the discovery itself.
    let arguments = CatalogArguments(paths, excluding: excluding.exclusion)
    // A bundle is the whole workspace: one catalog missing from it would read as all of it.
    guard !arguments.failed, let originals = XclocExport.originals(arguments.catalogs) else { throw ExitCode(2) }
    var items: [XclocCatalog] = []
    for (found, original) in zip(arguments.catalogs, originals) {
      do {
        let read = try CatalogReader.readKeepingBytes(path: found.path)
        items.append(XclocCatalog(original: original, catalog: read.result.catalog, bytes: read.bytes))
      } catch {
        printError(error.description)
        throw ExitCode(2)
      }
    }
    let region = XclocExport.developmentRegion(items)
    let bundled = settings.languages.isEmpty ? XclocExporter.languages(of: items, developmentRegion: region) : settings.languages
    for (item, found) in zip(items, arguments.catalogs) {
      try Self.refuseInvalidCodes(bundled + [item.catalog.sourceLanguage], of: item.catalog, at: found.path)
    }
    let result = XclocExporter.export(
      items, languages: bundled, states: try XclocExport.states(pack), developmentRegion: region,
      project: XclocExport.project(catalogs: arguments.catalogs, workspace: paths.count == 1 ? paths[0] : "."),
      tool: XclocExport.tool)
    for warning in result.warnings { printError("glossa: warning: " + warning) }
    do {
      let folder = try OutputFolder(creating: out)
      try folder.write(result.files)
      for language in bundled {
        let notes = try folder.path(of: XclocExporter.bundleName(language) + "/" + XclocExporter.notesFolder)
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: true)
      }
    } catch let error as InterchangeError {
      printError(error.message)
      throw ExitCode(2)
    } catch {
      printError("glossa: \(out): \(error.localizedDescription)")
      throw ExitCode(2)
    }
    let names = bundled.map(XclocExporter.bundleName).joined(separator: ", ")
    printOut("Wrote \(XclocExport.count(bundled.count, "bundle")) (\(names)) of \(XclocExport.count(items.count, "catalog")) to \(out)")
  }
}
