import Foundation
import TerminalScreen
import StringCatalog

/// `glossa rename` and the lint baseline: the findings a baseline accepted about the old key
/// would come back as new ones about the new key (17 for one key in IceCubesApp), so the
/// baseline `.glossa.yml` names (`baseline:`) for each renamed catalog is rewritten too.
enum RenameBaseline {
  /// Rewrites `old` to `new` in those baselines, one line said for each file changed; false when
  /// one could not be read or written (reported).
  static func update(old: String, new: String, catalogs: [String]) -> Bool {
    var byBaseline: [String: [String]] = [:]
    for catalog in catalogs {
      guard let configPath = GlossaConfig.find(forCatalogAt: catalog), let config = try? GlossaConfig.load(path: configPath),
        let baseline = config.baselinePath, FileManager.default.fileExists(atPath: baseline)
      else { continue }
      byBaseline[baseline, default: []].append(catalog)
    }
    var succeeded = true
    for (path, catalogs) in byBaseline.sorted(by: { $0.key < $1.key }) {
      do {
        let baseline = try LintBaseline.load(path: path)
        var paths = BaselinePaths(baselineFile: path)
        let (entries, renamed) = baseline.renamingKey(old, to: new, inFiles: Set(catalogs.map { paths.relative($0) }))
        guard renamed > 0 else { continue }
        try LintBaseline.write(entries, to: path)
        printOut("\(shown(path)): renamed \(KeyText.quoted(old)) to \(KeyText.quoted(new)) in \(Plural.count(renamed, "finding"))")
      } catch {
        printError(error.description)
        succeeded = false
      }
    }
    return succeeded
  }

  /// Relative to the current folder when under it.
  private static func shown(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath
    let prefix = here.hasSuffix("/") ? here : here + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
