/// The `state` of a string unit. Any string is kept: newer Xcode versions add states
/// (`machine_translated`…) that Glossa must round-trip even though it does not know them.
public struct TranslationState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let translated = TranslationState("translated")
  public static let needsReview = TranslationState("needs_review")
  public static let new = TranslationState("new")
  public static let stale = TranslationState("stale")

  public var description: String { rawValue }
}
