import StringCatalog

/// Catalogs that arrive after the first screen: an app of thousands of catalogs opens on the
/// first ones read, and the rest join the grid, its counts and the chooser as they are read.
extension EditorState {
  /// Adds catalogs (and ones that could not be read) after the last one. `workbenches`: each
  /// new catalog's `.glossa.yml` rules, in order (empty: the editor's own). `appLanguages`: the
  /// app languages (Xcode project, `languages:`) of the new catalogs.
  mutating func appendMembers(
    _ members: [Workspace.Member], broken: [Workspace.BrokenMember] = [], workbenches: [WorkbenchRules] = [],
    appLanguages: [String] = []
  ) {
    guard !members.isEmpty || !broken.isEmpty else { return }
    let known = Set(options.appLanguages)
    let newAppLanguages = appLanguages.filter { !known.contains($0) }
    options.appLanguages += newAppLanguages
    let cursor = currentRef
    let first = workspace.count
    if !options.catalogWorkbenches.isEmpty || !workbenches.isEmpty {
      while options.catalogWorkbenches.count < first { options.catalogWorkbenches.append(options.workbench) }
      options.catalogWorkbenches += workbenches.count == members.count
        ? workbenches : Array(repeating: options.workbench, count: members.count)
    }
    workspace.append(members, broken: broken)
    // A language no catalog had yet adds a column to every catalog's counts: derive everything.
    let shown = Set(columns.all)
    let requested = shownLanguages ?? options.languages
    if requested == nil,
      !newAppLanguages.isEmpty || members.contains(where: { !Set($0.document.catalog.languages).isSubset(of: shown) })
    {
      rebuildDerivedData(keepingCursorOn: cursor)
      return
    }
    // The new catalogs come after every position so far: their rows append in order.
    space = EntrySpace(counts: workspace.members.map { $0.document.catalog.strings.count })
    let added = makeCaches(from: first)
    for cache in added { totalStats.add(cache.stats) }
    caches += added
    let newRows = makeRows(filter: filter, from: first)
    rows = RowIndex(catalogIndices: (0..<rows.count).map { rows[$0] } + newRows)
    searchMatches = nil
    placeCursor(on: cursor)
  }
}
