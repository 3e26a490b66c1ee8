import StringCatalog

/// One catalog of the workspace in a line, for its grid header and the catalog chooser: its path
/// and, for the current language, how far it is and how many cells need work.
struct CatalogSummary {
  let state: EditorState
  let catalog: Int

  var path: String { state.workspace.members[catalog].displayPath }

  var stats: LanguageStats? { state.caches[catalog].stats[state.currentLanguage] }

  /// "de 87%" (nil for the source language, which needs no work).
  var percent: String? {
    let language = state.currentLanguage
    guard language != state.columns.source, let stats else { return nil }
    return "\(language) \(PercentText.format(stats.percent))"
  }

  var needsWork: Int {
    guard let stats else { return 0 }
    return stats.missing + stats.new + stats.needsReview + stats.machineTranslated
  }

  /// "App/Localizable.xcstrings · de 87% · 12 need work", "[+]" when it has unsaved changes.
  var line: String {
    var parts = [path + (state.workspace[catalog].isModified ? " [+]" : "")]
    if let percent {
      parts.append(percent)
      parts.append(needsWork == 0 ? "done" : "\(needsWork) need\(needsWork == 1 ? "s" : "") work")
    }
    return parts.joined(separator: " · ")
  }
}
