import CatalogModel
import CatalogFiles
import CatalogEditing

/// The source side of one entry, which every language of the entry is compared with: its string
/// units with their facts, computed once per entry rather than once per language.
///
/// A class so that checks share the lazily parsed format signatures; one per entry, never shared
/// between threads.
package final class SourceSide {
  package struct Unit {
    package var path: LeafPath
    package var value: String
    package var facts: TextFacts
  }

  /// A reference to a source string: one of `units`, or the key itself.
  package enum Reference: Hashable {
    case unit(Int)
    case key
  }

  package let key: String
  package let localization: Localization?
  package let work: CheckWork
  /// Constant once made, so that reading it (every language of the entry does, for every
  /// string) needs no run-time exclusivity check, as a `var` of a class does.
  package let units: [Unit]
  /// Each unit's format signature, parsed when first asked for.
  private var signatures: [FormatSignature?]
  /// Where each path's unit is, for sources with more units than a scan should cover: every
  /// translated unit looks its source up, so a scan would make a large entry quadratic.
  private var unitByPath: [LeafPath: Int] = [:]
  private static let scanLimit = 8
  /// Per translated form, how many target languages have a value there and how many keep the
  /// source's: `unchanged` asks for each language that keeps it, so it is counted once.
  private var keptCounts: [LeafPath: (withValue: Int, kept: Int)] = [:]
  /// The glossary and do-not-translate terms of each source string: every language asks.
  private var terms: [Reference: WorkbenchRules.TermsInSource] = [:]
  /// The source localization varies by plural at its top level (asked of every plain translation).
  package let variesByPlural: Bool
  private var keyFacts: TextFacts?
  private var keySignature: FormatSignature?

  package init(key: String, localization: Localization?, work: CheckWork) {
    self.key = key
    self.localization = localization
    self.work = work
    var units: [Unit] = []
    localization?.forEachUnit { path, value, _ in
      work.add()
      units.append(Unit(path: path, value: value, facts: TextFacts(value)))
    }
    self.units = units
    signatures = []
    variesByPlural = localization?.variations?.plural != nil
    if units.count > Self.scanLimit {
      unitByPath.reserveCapacity(units.count)
      for (index, unit) in units.enumerated() where unitByPath[unit.path] == nil { unitByPath[unit.path] = index }
    }
  }

  /// The workbench terms in a source string, found once per entry and string.
  package func terms(_ reference: Reference, rules: WorkbenchRules) -> WorkbenchRules.TermsInSource {
    if let known = terms[reference] { return known }
    work.add()
    let found = rules.terms(in: text(reference))
    terms[reference] = found
    return found
  }

  package func text(_ reference: Reference) -> String {
    switch reference {
    case .unit(let index): return units[index].value
    case .key: return key
    }
  }

  package func facts(_ reference: Reference) -> TextFacts {
    switch reference {
    case .unit(let index): return units[index].facts
    case .key:
      if let keyFacts { return keyFacts }
      let facts = TextFacts(key)
      keyFacts = facts
      return facts
    }
  }

  package func signature(_ reference: Reference) -> FormatSignature {
    switch reference {
    case .unit(let index):
      if signatures.isEmpty { signatures = Array(repeating: nil, count: units.count) }
      if let signature = signatures[index] { return signature }
      let unit = units[index]
      let signature = unit.facts.hasPercent
        ? FormatSignature(
          unit.value, substitutions: unit.path.substitution == nil ? localization?.substitutions : nil, work: work)
        : .empty
      signatures[index] = signature
      return signature
    case .key:
      if let keySignature { return keySignature }
      let signature = facts(.key).hasPercent ? FormatSignature(key, work: work) : .empty
      keySignature = signature
      return signature
    }
  }

  /// Over the entry's languages other than the source and its regional variants (which keep
  /// it as a matter of course): how many have a value at `path`, and how many of those are
  /// `source`. Computed once per path of the entry.
  package func keptCounts(
    of source: String, at path: LeafPath, in localizations: KeyedList<Localization>, context: CheckContext
  ) -> (withValue: Int, kept: Int) {
    if let counts = keptCounts[path] { return counts }
    let sourceBase = context.sourceFacts.base
    var counts = (withValue: 0, kept: 0)
    for (language, localization) in localizations.pairs {
      work.add()
      let isTarget = context.facts(for: language).map { !$0.isSource && !$0.sharesSourceBase }
        ?? (LanguageFacts.base(of: language) != sourceBase)
      guard isTarget, let value = localization.unit(at: path) else { continue }
      counts.withValue += 1
      if value == source { counts.kept += 1 }
    }
    keptCounts[path] = counts
    return counts
  }

  private func index(of path: LeafPath) -> Int? {
    // Common case: a plain source string and a plain translation.
    if units.count == 1 { return units[0].path == path ? 0 : nil }
    guard units.count > Self.scanLimit else {
      let found = units.firstIndex { $0.path == path }
      work.add(found.map { $0 + 1 } ?? units.count)
      return found
    }
    work.add()
    return unitByPath[path]
  }

  /// The source string a translation at `path` is compared with: the same form, else the
  /// source's `other` plural or device form, else the unvaried string; the key when the source
  /// language has no localization.
  package func reference(for path: LeafPath) -> Reference? {
    guard localization != nil else { return path.substitution == nil && !path.isStringSet ? .key : nil }
    if let exact = index(of: path) { return .unit(exact) }
    for candidate in Self.candidates(for: path) {
      if let found = index(of: candidate) { return .unit(found) }
    }
    return nil
  }

  /// References a format comparison accepts: the matching form and the source's `other` form
  /// at the same level (a source `one` may spell its number out where the translation does not).
  package func formatReferences(for path: LeafPath) -> [Reference] {
    guard let first = reference(for: path) else { return [] }
    guard path.plural != nil, path.plural != "other", let other = index(of: path.with(plural: "other")),
      first != .unit(other)
    else { return [first] }
    return [first, .unit(other)]
  }

  private static func candidates(for path: LeafPath) -> [LeafPath] {
    if path.isRoot { return [path, LeafPath(plural: "other"), LeafPath(device: "other"), LeafPath(device: "other", plural: "other")] }
    var result = [path]
    if path.plural != nil { result.append(path.with(plural: "other")) }
    if path.device != nil {
      result.append(path.with(device: "other"))
      if path.plural != nil { result.append(path.with(device: "other").with(plural: "other")) }
      result.append(path.with(device: nil))
      if path.plural != nil { result.append(path.with(device: nil).with(plural: "other")) }
    }
    if path.plural != nil || path.device != nil {
      result.append(LeafPath(substitution: path.substitution))
    }
    if path.substitution == nil && !path.isStringSet {
      result += [LeafPath(plural: "other"), LeafPath(device: "other")]
    }
    return result
  }
}
