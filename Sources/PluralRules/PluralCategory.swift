/// A CLDR plural category (the keys of `variations.plural` in a String Catalog).
///
/// Cases are declared in CLDR order, and `Comparable` follows that order
/// (zero < one < two < few < many < other), which is the order editors and
/// Xcode show plural forms in.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.cldrIndex < rhs.cldrIndex
  }

  // Position in `allCases`; derived rather than hard-coded so the declaration
  // order above is the single source of truth.
  private var cldrIndex: Int {
    PluralCategory.allCases.firstIndex(of: self) ?? PluralCategory.allCases.count
  }
}
