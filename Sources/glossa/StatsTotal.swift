import StringCatalog

extension StatsReport {
  /// The total over several catalogs (see `StatsTotal`), printed as one more table.
  static func total(_ reports: [StatsReport]) -> StatsReport {
    let total = StatsTotal(reports.map { ($0.sourceLanguage ?? "", $0.languages) })
    let entries = reports.reduce(0) { $0 + $1.entries }
    return StatsReport(
      title: "total: \(Plural.count(reports.count, "catalog")), \(Plural.count(entries, "entry"))" + (total.sourceLanguage.map { ", source language \($0)" } ?? ""),
      sourceLanguage: total.sourceLanguage, entries: entries, languages: total.languages)
  }
}
