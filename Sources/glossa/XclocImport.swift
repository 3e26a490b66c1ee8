import ArgumentParser
import Foundation
import Interchange
import StringCatalog
import TerminalScreen

/// `glossa import --format xcloc [--dry-run] BUNDLE... --to WORKSPACE`: each bundle's `<file>`s
/// back into the catalogs their `original` names under the workspace. Every bundle is read and
/// every catalog found before anything is written; any problem stops the import (exit 2).
extension ImportCommand {
  func validateXcloc() throws {
    let refused = [
      ("--entities", entities), ("--fields", fields != nil), ("--fallback", pack.fallback != nil), ("--name", pack.name != nil),
      ("--table", tableOption != nil), ("--overwrite", overwrite), ("--skip-invalid", skipInvalid),
      ("--source-language", sourceLanguageOption != nil),
    ]
    if let (option, _) = refused.first(where: \.1) {
      throw ValidationError("\(option) does not apply to --format xcloc (the catalogs are those the bundle names)")
    }
  }

  /// One catalog of the workspace the bundles name, as read and as changed.
  private struct Target {
    var path: String
    var bytes: [UInt8]
    var original: Catalog
    var catalog: Catalog
  }

  func runXcloc() throws {
    let states = try XclocExport.states(pack)
    let workspace = catalogPath
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: workspace, isDirectory: &isFolder), isFolder.boolValue,
      let resolvedWorkspace = ResolvedPath.of(workspace)
    else {
      printError("glossa: \(workspace): not a folder (--to names the workspace the bundle was exported from)")
      throw ExitCode(2)
    }
    var bundles: [XclocBundle] = []
    var problems: [String] = []
    for path in folders {
      do {
        bundles.append(try XclocBundle.read(path))
      } catch {
        problems.append(error.message)
      }
    }
    var targets: [Target] = []
    var slots: [String: Int] = [:]
    var planned: [(file: XclocFile, slot: Int)] = []
    for bundle in bundles {
      for file in bundle.files {
        guard file.original.hasSuffix(".xcstrings") else {
          printError("\(file.place): \(file.original) is not a String Catalog; its \(file.units.count) units are not imported")
          continue
        }
        let path: String
        switch XclocOriginal.resolve(file.original, in: workspace, resolved: resolvedWorkspace) {
        case .failure(let error):
          problems.append("\(file.place): \(error.message)")
          continue
        case .success(let found): path = found
        }
        let identity = ResolvedPath.of(path) ?? path
        if let slot = slots[identity] {
          planned.append((file, slot))
          continue
        }
        do {
          let read = try CatalogReader.readKeepingBytes(path: path)
          slots[identity] = targets.count
          planned.append((file, targets.count))
          let shown = workspace == "." ? file.original : (workspace as NSString).appendingPathComponent(file.original)
          targets.append(Target(path: shown, bytes: read.bytes, original: read.result.catalog, catalog: read.result.catalog))
        } catch {
          problems.append(error.description)
        }
      }
    }
    guard problems.isEmpty else {
      for problem in problems { printError(problem) }
      printError("glossa: nothing imported")
      throw ExitCode(2)
    }
    var notApplied: [String] = []
    var totals = XclocImport.Outcome()
    for (file, slot) in planned {
      let outcome = XclocImport.apply(file, to: &targets[slot].catalog, states: states)
      totals.changedValues += outcome.changedValues
      totals.unchangedValues += outcome.unchangedValues
      totals.clearedValues += outcome.clearedValues
      notApplied += outcome.notApplied
    }
    let changed = targets.filter { $0.catalog != $0.original }
    if dryRun {
      let lines = DiffLines(colour: isatty(STDOUT_FILENO) != 0 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty)
      for target in changed {
        printOut(target.path)
        for line in lines.lines(CatalogDiff(old: target.original, new: target.catalog)) { print("  " + line) }
      }
    } else {
      for target in changed {
        do {
          try FileBytes.replace(target.path, with: CatalogWriter.bytes(target.catalog), expecting: .bytes(target.bytes))
        } catch {
          printError(error.commandMessage(path: target.path, activity: "imported"))
          throw ExitCode(2)
        }
      }
    }
    for message in notApplied { printError(message) }
    let verb = dryRun ? "Would import" : "Imported"
    printOut(
      "\(verb) \(totals.changedValues) changed values (\(totals.clearedValues) cleared; \(totals.unchangedValues) unchanged) "
        + "into \(changed.count) of \(XclocExport.count(targets.count, "catalog"))"
        + (notApplied.isEmpty ? "" : "; \(notApplied.count) units not applied (see above)"))
    if !notApplied.isEmpty { throw ExitCode(1) }
  }
}

/// A bundle's `<file original>`: a path relative to the workspace, never leaving it.
enum XclocOriginal {
  static func resolve(_ original: String, in folder: String, resolved: String) -> Result<String, XclocOriginalError> {
    let workspace = folder == "." ? "(the current folder)" : folder
    let parts = original.split(separator: "/", omittingEmptySubsequences: false)
    if original.hasPrefix("/") || parts.contains("..") {
      return .failure(XclocOriginalError("\(original.debugDescription) is outside the workspace \(workspace); refused"))
    }
    let path = (folder as NSString).appendingPathComponent(original)
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(XclocOriginalError("no catalog \(original.debugDescription) in the workspace \(workspace)"))
    }
    guard let real = ResolvedPath.of(path), ResolvedPath.isInside(real, folder: resolved) else {
      return .failure(XclocOriginalError("\(original.debugDescription) leads outside the workspace \(workspace) through a symbolic link; refused"))
    }
    return .success(path)
  }
}

struct XclocOriginalError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
