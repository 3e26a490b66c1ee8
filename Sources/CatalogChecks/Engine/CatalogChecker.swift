import CatalogModel
import CatalogFiles
import CatalogEditing

/// Runs the checks over a catalog, or over one entry (the editor re-checks only what it edits).
///
/// Findings come without file locations; `CatalogLinter` adds them for files.
public struct CatalogChecker: Sendable {
  public let context: CheckContext

  public init(context: CheckContext) {
    self.context = context
  }

  public init(catalog: Catalog, options: CheckOptions = CheckOptions()) {
    context = CheckContext(catalog: catalog, options: options)
  }

  /// Every finding of the catalog's entries, entry by entry in catalog order.
  public func run(_ catalog: Catalog) -> [Finding] {
    run(catalog, entries: 0..<catalog.strings.count)
  }

  /// The findings of a range of entries (by index in `catalog.strings`): lint splits the
  /// catalog across cores.
  public func run(_ catalog: Catalog, entries: Range<Int>) -> [Finding] {
    var findings: [Finding] = []
    var units: [LeafUnderCheck] = []
    let work = CheckWork()
    let keys = catalog.strings.keys
    let values = catalog.strings.values
    for index in entries { check(key: keys[index], entry: values[index], units: &units, work: work, into: &findings) }
    return findings
  }

  /// The findings of one entry.
  public func checks(for key: String, in catalog: Catalog) -> [Finding] {
    guard let entry = catalog.strings[key] else { return [] }
    return checks(for: key, entry: entry)
  }

  public func checks(for key: String, entry: Entry) -> [Finding] {
    checks(for: key, entry: entry, work: CheckWork())
  }

  /// The findings of one entry, counting the steps taken in `work`.
  package func checks(for key: String, entry: Entry, work: CheckWork) -> [Finding] {
    var findings: [Finding] = []
    var units: [LeafUnderCheck] = []
    check(key: key, entry: entry, units: &units, work: work, into: &findings)
    return findings
  }

  /// One-off convenience: builds the context (which walks the whole catalog for its languages).
  public static func checks(for key: String, in catalog: Catalog, options: CheckOptions = CheckOptions()) -> [Finding] {
    CatalogChecker(catalog: catalog, options: options).checks(for: key, in: catalog)
  }

  /// `units` is scratch space, reused from localization to localization and entry to entry.
  package func check(key: String, entry: Entry, units: inout [LeafUnderCheck], work: CheckWork, into findings: inout [Finding]) {
    let context = self.context
    let suite = context.checks
    let slots = work.languageSlots(of: entry.localizations?.keys ?? [], in: context)
    var present = [Bool](repeating: false, count: context.languages.count)
    if let localizations = entry.localizations {
      // Read in place: iterating the values would copy (retain and release) each localization.
      localizations.values.withUnsafeBufferPointer { values in
        for position in values.indices {
          let slot = slots[position]
          guard slot >= 0 else { continue }
          present[slot] = values[position].stringUnit != nil || values[position].isVaried
        }
      }
    }
    if !suite.entryChecks.isEmpty {
      let under = EntryUnderCheck(key: key, entry: entry, context: context, present: present)
      // The checks are called in place: iterating the array would copy each one out of it.
      suite.entryChecks.withUnsafeBufferPointer { checks in
        for index in checks.indices { checks[index].check(under, into: &findings) }
      }
    }
    // A stale entry is no longer in code: deleting it is the only fix, so `stale` says it all.
    guard !entry.isStale, let localizations = entry.localizations else { return }
    let source = SourceSide(key: key, localization: localizations[context.sourceLanguage], work: work)
    let isManual = entry.extractionState == "manual"
    let isTranslatable = entry.isTranslatable
    let lengthLimit =
      context.options.isEnabled(.length) ? context.options.workbench.lengthLimit(key: key, comment: entry.comment) : nil
    let scope = EntryScope(
      key: key, isManual: isManual, siblings: localizations, source: source, context: context, work: work,
      lengthLimit: lengthLimit)
    // Each localization is read where it lies, not copied (a copy retains its strings and boxes
    // and releases them again, for each of hundreds of thousands of localizations).
    localizations.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      for position in values.indices {
        let slot = slots[position]
        guard slot >= 0 else { continue }
        let facts = context.facts[slot]
        let isSource = facts.isSource
        // "Don't translate" entries: only the source's own consistency is checked.
        if !isSource && !isTranslatable { continue }
        units.removeAll(keepingCapacity: true)
        values[position].forEachUnit { path, value, state in
          work.add()
          let reference: SourceSide.Reference?
          if isSource {
            reference = path.substitution == nil && !path.isStringSet ? .key : nil
          } else {
            reference = source.reference(for: path)
          }
          units.append(LeafUnderCheck(path: path, value: value, state: state, facts: TextFacts(value), reference: reference))
        }
        let item = LocalizationUnderCheck(
          entry: scope, language: localizations.keys[position], facts: facts, pointer: base + position, units: units)
        let instances = suite.instances
        for kind in isSource ? suite.sourceLocalizationKinds : suite.localizationKinds {
          instances.run(kind, item, into: &findings)
        }
        let leafKinds = isSource ? suite.sourceLeafKinds : suite.leafKinds
        // Each unit is copied out once: handed over from the array's memory, it would be copied
        // for every check, since a check could (as far as the compiler knows) change it.
        for unit in item.units {
          for kind in leafKinds { instances.run(kind, unit, in: item, into: &findings) }
        }
      }
    }
  }
}
