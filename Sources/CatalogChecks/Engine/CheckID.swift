import CatalogModel
import CatalogFiles
import CatalogEditing

/// A check's stable id, as used by `--disable`, `--enable-only` and in every output format.
///
/// Stored as a small number (a lint run can hold hundreds of thousands of findings); the table
/// below is in alphabetical order, so comparing numbers compares the ids as text.
public struct CheckID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
  private let index: UInt8

  private static let names = [
    "coverage", "do-not-translate", "duplicate-key", "empty", "extra-key", "format-specifiers", "glossary", "language-code",
    "length", "lenient-json", "missing", "needs-review", "new", "newlines",
    "parse-error", "plural-categories", "punctuation", "source-changed", "spelling", "stale", "substitutions", "unchanged",
    "undefined-key", "unused-key", "whitespace",
  ]

  /// nil for a name that is no check's id.
  public init?(rawValue: String) {
    guard let found = Self.names.firstIndex(of: rawValue) else { return nil }
    index = UInt8(found)
  }

  private init(_ name: StaticString) {
    let text = name.description
    index = UInt8(Self.names.firstIndex(of: text) ?? 0)
  }

  public var rawValue: String { Self.names[Int(index)] }
  /// The id's rank in alphabetical order.
  package var sortIndex: UInt8 { index }
  public var description: String { rawValue }
  public static func < (lhs: CheckID, rhs: CheckID) -> Bool { lhs.index < rhs.index }

  public static let missing = CheckID("missing")
  public static let new = CheckID("new")
  public static let needsReview = CheckID("needs-review")
  public static let stale = CheckID("stale")
  public static let empty = CheckID("empty")
  public static let formatSpecifiers = CheckID("format-specifiers")
  public static let pluralCategories = CheckID("plural-categories")
  public static let substitutions = CheckID("substitutions")
  public static let whitespace = CheckID("whitespace")
  public static let newlines = CheckID("newlines")
  public static let punctuation = CheckID("punctuation")
  public static let unchanged = CheckID("unchanged")
  public static let duplicateKey = CheckID("duplicate-key")
  public static let lenientJSON = CheckID("lenient-json")
  public static let undefinedKey = CheckID("undefined-key")
  public static let extraKey = CheckID("extra-key")
  public static let unusedKey = CheckID("unused-key")
  public static let coverage = CheckID("coverage")
  public static let parseError = CheckID("parse-error")
  public static let sourceChanged = CheckID("source-changed")
  public static let glossary = CheckID("glossary")
  public static let doNotTranslate = CheckID("do-not-translate")
  public static let length = CheckID("length")
  public static let spelling = CheckID("spelling")
  public static let languageCode = CheckID("language-code")
}
