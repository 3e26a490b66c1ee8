/// The `state` of a string unit. Any string is kept: newer Xcode versions add states
/// (`machine_translated`…) that Glossa must round-trip even though it does not know them.
///
/// A state takes one word: the known states are cases, any other text is boxed. A 20,000 × 30
/// catalog holds 840,000 states, so this keeps 6.7 MB out of the model (the difference between
/// `format` staying under 1.3× the file's size or not), and comparing two known states compares
/// two words, not two strings.
public struct TranslationState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  private var storage: Storage

  public var rawValue: String {
    get {
      switch storage {
      case .translated: "translated"
      case .needsReview: "needs_review"
      case .new: "new"
      case .stale: "stale"
      case .machineTranslated: "machine_translated"
      case .other(let other): other.text
      }
    }
    set { storage = Storage(newValue) }
  }

  public init(rawValue: String) { storage = Storage(rawValue) }
  public init(_ rawValue: String) { storage = Storage(rawValue) }
  private init(_ storage: Storage) { self.storage = storage }

  public static var translated: TranslationState { TranslationState(Storage.translated) }
  public static var needsReview: TranslationState { TranslationState(Storage.needsReview) }
  public static var new: TranslationState { TranslationState(Storage.new) }
  public static var stale: TranslationState { TranslationState(Storage.stale) }
  /// Native since Xcode 27: a translation a machine made, waiting for a person to accept it.
  public static var machineTranslated: TranslationState { TranslationState(Storage.machineTranslated) }

  public var description: String { rawValue }

  /// The states review mode asks a person about, and that accepting makes `translated`.
  public var awaitsReview: Bool { self == .needsReview || self == .machineTranslated }

  /// A known state is always its case, never boxed text, so equal states have equal storage.
  private enum Storage: Sendable, Hashable {
    case translated, needsReview, new, stale, machineTranslated
    case other(OtherState)

    package init(_ text: String) {
      // The reader's states are short strings made from their bytes: the same text is the same
      // two words, found without a string comparison.
      let words = Self.words(text)
      if words == Self.words("translated") {
        self = .translated
        return
      }
      if words == Self.words("needs_review") {
        self = .needsReview
        return
      }
      if words == Self.words("new") {
        self = .new
        return
      }
      switch text {
      case "translated": self = .translated
      case "needs_review": self = .needsReview
      case "new": self = .new
      case "stale": self = .stale
      case "machine_translated": self = .machineTranslated
      default: self = .other(OtherState(text))
      }
    }

    @inline(__always)
    private static func words(_ text: String) -> (UInt64, UInt64) {
      unsafeBitCast(text, to: (UInt64, UInt64).self)
    }
  }

  /// A state Glossa does not know, compared and hashed by its text.
  private final class OtherState: Sendable, Hashable {
    package let text: String

    package init(_ text: String) { self.text = text }

    package static func == (lhs: OtherState, rhs: OtherState) -> Bool { lhs.text == rhs.text }
    package func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }
}
