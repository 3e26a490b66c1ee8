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
  /// Native since Xcode 27: a translation a machine made, waiting for a person to accept it.
  public static let machineTranslated = TranslationState("machine_translated")

  public var description: String { rawValue }

  /// The states review mode asks a person about, and that accepting makes `translated`.
  public var awaitsReview: Bool { self == .needsReview || self == .machineTranslated }
}
