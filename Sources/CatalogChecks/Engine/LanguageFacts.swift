import CatalogModel
import CatalogFiles
import CatalogEditing
import Foundation
import PluralRules

/// What the checks need to know about one language, computed once per lint run.
///
/// A class: the checks of every localization refer to it, and a struct of strings and a
/// dictionary would be retained field by field 600,000 times in a large catalog.
package final class LanguageFacts: Sendable {
  package let code: String
  /// The language subtag, lower-cased: "pt" for "pt-BR".
  package let base: String
  package let isSource: Bool
  /// The categories CLDR (via the system ICU) says the language uses.
  package let neededPlurals: PluralSet
  /// The forms a plural map may hold: the needed ones and `zero` (`CatalogPluralForms`, the rule
  /// the editor, translate and export use).
  package let validPlurals: PluralSet
  /// Categories that select exactly one number (en `one` = 1, ar `two` = 2; `zero` always, since
  /// Apple uses a `zero` form for 0 in every language): such a form may spell the number out
  /// ("One photo") instead of repeating the placeholder.
  package let singleNumberPlurals: PluralSet
  /// Example numbers per needed category ("1, 21, 31…"), for messages.
  package let pluralExamples: [PluralCategory: String]
  /// The language's `many` is only for large round numbers (fr, it, es, pt, ca: 1000000) or
  /// only for fractions (cs, sk, lt): a missing `many` form is then a warning, not an error.
  package let manyIsMarginal: Bool
  /// The `plural-categories` message for each needed category a plural map lacks.
  package let missingPluralMessages: [PluralCategory: String]
  /// The `plural-categories` message for each category the language never uses (a form the
  /// map has anyway): made once, a large catalog reports it tens of thousands of times.
  package let unusedPluralMessages: [PluralCategory: String]
  /// The `plural-categories` finding of a plain string whose source varies by plural: its
  /// severity and message, nil when the language needs no form but `other`.
  package let unvariedPluralFinding: (severity: Severity, message: String)?
  /// ICU fell back to its root rules (only `other`): the code is unknown, so unused-category
  /// findings would be noise.
  package let hasRootRulesOnly: Bool
  /// Thai, Lao, Khmer and Burmese end sentences without punctuation.
  package let skipsPunctuation: Bool
  /// Greek writes its question mark as `;`.
  package let usesSemicolonQuestion: Bool
  /// A regional variant of the source language (en-GB for an en catalog): identical text is normal.
  package let sharesSourceBase: Bool

  package init(code: String, sourceLanguage: String) {
    let base = Self.base(of: code)
    self.code = code
    self.base = base
    isSource = code == sourceLanguage
    let forms = CatalogPluralForms(language: code)
    let rules = forms.rules
    var needed = PluralSet()
    for category in forms.required { needed.insert(category) }
    neededPlurals = needed
    var valid = PluralSet()
    for category in PluralCategory.allCases where forms.isValid(category) { valid.insert(category) }
    validPlurals = valid
    var single = PluralSet()
    single.insert(.zero)
    for category in rules.categories {
      let integers = rules.examples(for: category, limit: 3).filter { !$0.contains(".") }
      if integers.count == 1 { single.insert(category) }
    }
    singleNumberPlurals = single
    var examples: [PluralCategory: String] = [:]
    for category in rules.categories { examples[category] = rules.exampleSummary(for: category) }
    pluralExamples = examples
    let smallestMany = rules.examples(for: .many, limit: 1).compactMap { Int($0) }.first
    let marginal = smallestMany.map { $0 >= 1000 } ?? true
    manyIsMarginal = marginal
    var messages: [PluralCategory: String] = [:]
    for category in rules.categories {
      let numbers = examples[category].map { " (\($0))" } ?? ""
      messages[category] = category == .many && marginal
        ? "no “many” form, which \(code) uses only for \(smallestMany == nil ? "fractions" : "large round numbers")\(numbers); Foundation falls back to “other”"
        : "no “\(category.rawValue)” form, which \(code) needs\(numbers)"
    }
    missingPluralMessages = messages
    let used = needed.map(\.rawValue).joined(separator: ", ")
    var unused: [PluralCategory: String] = [:]
    for category in PluralCategory.allCases where !valid.contains(category) {
      unused[category] = "\(code) never uses “\(category.rawValue)” (its categories: \(used))"
    }
    unusedPluralMessages = unused
    let others = needed.filter { $0 != .other }
    unvariedPluralFinding =
      others.isEmpty
      ? nil
      : (
        others.contains { $0 != .many || !marginal } ? .error : .warning,
        "not varied by plural, but the source is: \(code) also needs \(others.map(\.rawValue).joined(separator: ", "))"
      )
    hasRootRulesOnly = rules.categories == [.other] && !Self.knownOtherOnly.contains(base)
    skipsPunctuation = ["th", "lo", "km", "my"].contains(base)
    usesSemicolonQuestion = base == "el"
    sharesSourceBase = !isSource && base == Self.base(of: sourceLanguage)
  }

  /// Equal facts that share no object with `other` (for another thread), without asking ICU again.
  package init(copying other: LanguageFacts) {
    code = Self.fresh(other.code)
    base = Self.fresh(other.base)
    isSource = other.isSource
    neededPlurals = other.neededPlurals
    validPlurals = other.validPlurals
    singleNumberPlurals = other.singleNumberPlurals
    pluralExamples = other.pluralExamples.mapValues(Self.fresh)
    manyIsMarginal = other.manyIsMarginal
    missingPluralMessages = other.missingPluralMessages.mapValues(Self.fresh)
    unusedPluralMessages = other.unusedPluralMessages.mapValues(Self.fresh)
    unvariedPluralFinding = other.unvariedPluralFinding.map { ($0.severity, Self.fresh($0.message)) }
    hasRootRulesOnly = other.hasRootRulesOnly
    skipsPunctuation = other.skipsPunctuation
    usesSemicolonQuestion = other.usesSemicolonQuestion
    sharesSourceBase = other.sharesSourceBase
  }

  /// An equal string in storage of its own.
  package static func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }

  /// Languages whose only CLDR category really is `other` (any other code that gets only `other`
  /// is one ICU does not know).
  private static let knownOtherOnly: Set<String> = [
    "bm", "bo", "dz", "hnj", "id", "ig", "ii", "ja", "jbo", "jv", "jw", "kde", "kea", "km", "ko", "lkt", "lo", "ms",
    "my", "nqo", "osa", "root", "sah", "ses", "sg", "su", "th", "to", "tpi", "vi", "wo", "yo", "yue", "zh",
  ]

  /// The facts of `code` in a catalog whose source is `sourceLanguage`, computed once per process.
  package static func shared(code: String, sourceLanguage: String) -> LanguageFacts {
    let key = code + "\u{0}" + sourceLanguage
    cacheLock.lock()
    if let known = cache[key] {
      cacheLock.unlock()
      return known
    }
    cacheLock.unlock()
    let facts = LanguageFacts(code: code, sourceLanguage: sourceLanguage)
    cacheLock.lock()
    cache[key] = facts
    cacheLock.unlock()
    return facts
  }

  /// Whether `shared` has computed these facts in this process (a test's count of the work done).
  package static func isComputed(code: String, sourceLanguage: String) -> Bool {
    cacheLock.withLock { cache[code + "\u{0}" + sourceLanguage] != nil }
  }

  // Guarded by `cacheLock`; the facts themselves are immutable.
  nonisolated(unsafe) private static var cache: [String: LanguageFacts] = [:]
  private static let cacheLock = NSLock()

  package static func base(of code: String) -> String {
    let end = code.firstIndex { $0 == "-" || $0 == "_" } ?? code.endIndex
    return code[..<end].lowercased()
  }
}

/// A small set of plural categories (a bit per category).
package struct PluralSet: Sendable, Equatable, Sequence {
  package private(set) var bits: UInt8 = 0

  package init() {}

  package static func bit(_ category: PluralCategory) -> UInt8 {
    switch category {
    case .zero: return 1
    case .one: return 2
    case .two: return 4
    case .few: return 8
    case .many: return 16
    case .other: return 32
    }
  }

  package mutating func insert(_ category: PluralCategory) { bits |= Self.bit(category) }
  package func contains(_ category: PluralCategory) -> Bool { bits & Self.bit(category) != 0 }

  /// `contains` for a category name as written in a catalog; unknown names are never contained.
  package func contains(name: String) -> Bool {
    guard let category = PluralCategory(rawValue: name) else { return false }
    return contains(category)
  }

  /// Iterates in CLDR order without allocating.
  package func makeIterator() -> Iterator { Iterator(bits: bits) }

  package struct Iterator: IteratorProtocol {
    package var bits: UInt8
    package var index = 0

    package mutating func next() -> PluralCategory? {
      while index < PluralCategory.allCases.count {
        let category = PluralCategory.allCases[index]
        index += 1
        if bits & PluralSet.bit(category) != 0 { return category }
      }
      return nil
    }
  }
}
