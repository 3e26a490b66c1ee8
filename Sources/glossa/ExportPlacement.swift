import ArgumentParser
import Foundation
import TerminalScreen
import StringCatalog

/// Where `glossa export` writes each catalog's files. One catalog named as a file: `--out` itself,
/// as always. Several catalogs, or a folder: a subfolder of `--out` per catalog, named after its
/// path under the folder given without `.xcstrings` (`App` holding `A/Localizable.xcstrings` →
/// `OUT/A/Localizable`), or after its file name for a catalog named as a file.
enum ExportPlacement {
  /// The output folder of each catalog, in order. `givenSeveral`: more than one argument.
  /// A usage error when --name is given for several catalogs; exit 2 when two catalogs would
  /// share a subfolder (nothing is written then).
  static func folders(for catalogs: [DiscoveredCatalog], givenFolder givenSeveral: Bool, out: String, name: String?) throws -> [String] {
    let several = givenSeveral || catalogs.count > 1 || catalogs.contains { $0.root != nil }
    guard several else { return catalogs.map { _ in out } }
    if name != nil { throw ValidationError("--name applies to a single catalog; several catalogs are named after their paths") }
    var owners: [String: String] = [:]
    return try catalogs.map { catalog in
      let folder = (out as NSString).appendingPathComponent(subfolder(catalog.relativeToRoot))
      if let other = owners.updateValue(catalog.displayPath, forKey: folder) {
        printError("glossa: \(other) and \(catalog.displayPath) would both be exported to \(folder); export the folder holding both instead")
        throw ExitCode(2)
      }
      return folder
    }
  }

  /// `A/Localizable.xcstrings` → `A/Localizable`.
  static func subfolder(_ relative: String) -> String {
    relative.hasSuffix(".xcstrings") ? String(relative.dropLast(".xcstrings".count)) : relative
  }
}
