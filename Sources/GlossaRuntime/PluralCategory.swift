/// A CLDR plural category: the keys of a `plural` value in a pack.
///
/// Declared in CLDR order; `StringPack` tries the explicit rules in this order
/// and falls back to `.other`.
public enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}
