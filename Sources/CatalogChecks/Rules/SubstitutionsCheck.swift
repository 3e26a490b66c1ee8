import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation

/// `substitutions`: the `%#@name@` scheme must be consistent inside each localization: every
/// token has a substitution, every substitution is used by a token (else a warning: dead data),
/// each `formatSpecifier` is one valid specifier, and each `argNum` names an argument the
/// string reads (1…n) that no other substitution or plain placeholder reads.
package final class SubstitutionsCheck: LocalizationCheck {
  package var checksSource: Bool { true }

  package func check(_ localization: LocalizationUnderCheck, into findings: inout [Finding]) {
    let substitutions = localization.localization.substitutions
    let work = localization.work
    // Without substitutions, only a `%#@` token could be wrong: look for one before parsing
    // (by index: `contains(where:)` would copy every unit out).
    let units = localization.units
    if substitutions == nil && !units.indices.contains(where: { units[$0].facts.hasPercent && Self.hasToken(units[$0].value) }) {
      return
    }
    // Tokens sit in the localization's own strings, and sometimes inside another substitution's
    // forms (nested variables, as .stringsdict allows).
    var tokens: [(name: String, path: LeafPath)] = []
    var slotCount = 0
    var plainPositions: Set<Int> = []
    var sawPercent = false
    for unit in localization.units where unit.facts.hasPercent && !unit.path.isStringSet {
      sawPercent = true
      let isOwn = unit.path.substitution == nil
      let signature = FormatSignature(unit.value, substitutions: isOwn ? substitutions : nil, work: work)
      for name in signature.tokens { tokens.append((name, unit.path)) }
      guard isOwn else { continue }
      slotCount = max(slotCount, signature.slotCount)
      plainPositions.formUnion(signature.plainPositions)
    }
    guard sawPercent || substitutions != nil else { return }
    work.add(tokens.count)
    var reported: Set<String> = []
    for token in tokens where substitutions?[token.name] == nil && !reported.contains(token.name) {
      reported.insert(token.name)
      findings.append(
        localization.finding(.substitutions, .error, path: token.path.description, "%#@\(token.name)@ has no substitution"))
    }
    guard let substitutions else { return }
    // Looked up once per substitution: a chain of 20,000 would make a scan of the tokens quadratic.
    let used = Set(tokens.lazy.map(\.name))
    // Numbered placeholders in the forms (`%2$@ followers`) also count as arguments read.
    for (_, substitution) in substitutions.pairs {
      work.add()
      substitution.variations?.forEachLeafValue { value in
        work.add()
        guard value.utf8.contains(0x25) else { return }
        for placeholder in FormatParser.placeholders(in: value) {
          work.add()
          if let position = placeholder.position { slotCount = max(slotCount, position) }
        }
      }
    }
    var argNumOwners: [Int: String] = [:]
    for (name, substitution) in substitutions.pairs {
      let path = "substitutions.\(name)"
      if !used.contains(name) {
        findings.append(
          localization.finding(.substitutions, .warning, path: path, "substitution “\(name)” is not used: no %#@\(name)@ in the string"))
      }
      if let specifier = substitution.formatSpecifier {
        if FormatParser.substitutionSpecifier(specifier) == nil {
          findings.append(
            localization.finding(
              .substitutions, .error, path: path, "formatSpecifier “\(specifier)” is not a format specifier (e.g. lld, d, @)"))
        }
      } else {
        findings.append(localization.finding(.substitutions, .error, path: path, "substitution “\(name)” has no formatSpecifier"))
      }
      guard let argNum = substitution.argNum else { continue }
      if argNum < 1 || argNum > slotCount {
        let reads = Plural.count(slotCount, "argument")
        findings.append(
          localization.finding(.substitutions, .error, path: path, "argNum \(argNum) is out of range: the string reads \(reads)"))
      } else if let owner = argNumOwners[argNum] {
        findings.append(
          localization.finding(.substitutions, .error, path: path, "argNum \(argNum) is also the argNum of “\(owner)”"))
      } else if plainPositions.contains(argNum) {
        findings.append(
          localization.finding(
            .substitutions, .error, path: path, "argNum \(argNum) is also read by a plain placeholder of the string"))
      }
      if argNumOwners[argNum] == nil { argNumOwners[argNum] = name }
    }
  }

  /// Whether the text contains `#@` (the start of a `%#@name@` or `%1$#@name@` token).
  package static func hasToken(_ text: String) -> Bool {
    // Read in place with memchr (every string with a `%` is asked): a `#`, then an `@` after it.
    if let found = text.utf8.withContiguousStorageIfAvailable(hasToken(utf8:)) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(hasToken(utf8:))
  }

  package static func hasToken(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 2 else { return false }
    let last = bytes.count - 1
    var index = 0
    while index < last, let found = memchr(base + index, 0x23, last - index) {
      let hash = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
      if base[hash + 1] == 0x40 { return true }
      index = hash + 1
    }
    return false
  }
}
