import CatalogModel
import CatalogFiles
import CatalogEditing

/// `coverage`: a language below the `--min-coverage` percentage, counted as `glossa stats`
/// counts it (entries that should be translated; every form of a varied entry translated).
package enum CoverageCheck {
  package static func findings(_ catalog: Catalog, context: CheckContext, minimum: Double) -> [Finding] {
    let languages = context.languages.filter { $0 != context.sourceLanguage }
    return catalog.stats(for: languages).compactMap { stats in
      guard stats.percent < minimum else { return nil }
      return Finding(
        check: .coverage, severity: CheckRegistry.severity(.coverage), key: nil, language: stats.language,
        message: "\(percentText(stats.percent))% translated (\(stats.translated) of \(stats.total)), below the minimum of \(percentText(minimum))%",
        line: 1, column: 1)
    }
  }

  /// `87.5`, `100`: one decimal, none when it is zero.
  package static func percentText(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }
}
