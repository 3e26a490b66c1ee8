import CatalogModel
import CatalogFiles
import CatalogEditing

/// `format-specifiers`: the translation reads other arguments than the source: a missing or
/// extra placeholder, another type (`%@` for `%lld` crashes), a number `%3$@` the source does
/// not have, another `%#@name@`, a lone `%`. Each plural or device form is compared with the
/// matching source form, or with the source's `other` form.
///
/// Forms of plural categories that select a single number (en `one`, any `zero`) may drop the
/// integer placeholder ("One photo"). The source language is compared with its key when the key
/// came from code (not a manual entry) and has placeholders: there the key is the format string
/// the code passes arguments to.
package final class FormatSpecifiersCheck: LeafCheck {
  package var checksSource: Bool { true }

  package func check(_ leaf: LeafUnderCheck, in localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard !leaf.facts.isEmpty, !leaf.path.isStringSet, let reference = leaf.reference else { return }
    let source = localization.source
    if localization.isSource && localization.isManual { return }
    let referenceFacts = source.facts(reference)
    // Most strings have no `%` on either side: nothing to parse.
    guard leaf.facts.hasPercent || referenceFacts.hasPercent else { return }
    if localization.isSource && !referenceFacts.hasPercent { return }
    // Same placeholders written the same way: nothing can differ (substitution metadata is
    // compared by SubstitutionSpecifiersCheck).
    if FormatParser.haveSamePlaceholders(leaf.value, source.text(reference)) { return }
    let substitutions = leaf.path.substitution == nil ? localization.localization.substitutions : nil
    let translation = FormatSignature(leaf.value, substitutions: substitutions, work: localization.work)
    let mayOmit = leaf.path.plural.map { localization.facts.singleNumberPlurals.contains(name: $0) } ?? false
    let sourceName = localization.isSource ? "the key" : "the source"
    let comparison = FormatComparison(
      translation: translation, source: source.signature(reference), mayOmitNumbers: mayOmit, sourceName: sourceName,
      work: localization.work)
    guard !comparison.isEmpty else { return }
    // A translated form may also follow the source's `other` form (the source's `one` may have
    // spelled its number out).
    if !localization.isSource {
      for alternative in source.formatReferences(for: leaf.path).dropFirst() {
        let other = FormatComparison(
          translation: translation, source: source.signature(alternative), mayOmitNumbers: mayOmit, work: localization.work)
        if other.isEmpty { return }
      }
    }
    findings.append(
      localization.finding(.formatSpecifiers, comparison.severity, path: leaf.path.description, comparison.message))
  }
}

/// `format-specifiers`, for substitutions: a translation's substitution must read the same
/// argument (`argNum`) with the same type (`formatSpecifier`) as the source's.
package final class SubstitutionSpecifiersCheck: LocalizationCheck {
  package var checksSource: Bool { false }

  package func check(_ localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    guard let substitutions = localization.localization.substitutions,
      let sourceSubstitutions = localization.source.localization?.substitutions
    else { return }
    for (name, substitution) in substitutions.pairs {
      localization.work.add()
      guard let original = sourceSubstitutions[name] else { continue }
      let path = "substitutions.\(name)"
      if let argNum = substitution.argNum, let sourceArgNum = original.argNum, argNum != sourceArgNum {
        findings.append(
          localization.finding(.formatSpecifiers, .error, path: path, "argNum is \(argNum), \(sourceArgNum) in the source"))
      }
      guard let specifier = substitution.formatSpecifier, let sourceSpecifier = original.formatSpecifier,
        let mine = FormatParser.substitutionSpecifier(specifier),
        let theirs = FormatParser.substitutionSpecifier(sourceSpecifier)
      else { continue }
      if mine.kind != theirs.kind {
        findings.append(
          localization.finding(
            .formatSpecifiers, .error, path: path, "formatSpecifier is “\(specifier)”, “\(sourceSpecifier)” in the source"))
      } else if mine.kind == .integer && (mine.isWide != theirs.isWide || mine.radix != theirs.radix) {
        findings.append(
          localization.finding(
            .formatSpecifiers, .warning, path: path, "formatSpecifier is “\(specifier)”, “\(sourceSpecifier)” in the source"))
      }
    }
  }
}
