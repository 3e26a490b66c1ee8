import CatalogModel
import CatalogFiles

/// Where a leaf sits inside an entry, as the member names that lead to it:
/// `["localizations", "de", "variations", "plural", "one", "stringUnit"]`, `["comment"]`, or `[]`
/// for the whole entry.
public struct MergePath: Sendable, Hashable, CustomStringConvertible {
  public var members: [String]

  public init(_ members: [String]) {
    self.members = members
  }

  public static let entry = MergePath([])

  package func appending(_ member: String) -> MergePath {
    MergePath(members + [member])
  }

  /// What a person reads: `de plural.one`, `comment`, `fr substitutions.count.argNum`, `whole key`.
  public var description: String {
    guard let first = members.first else { return "whole key" }
    guard first == "localizations", members.count > 1 else { return members.joined(separator: ".") }
    let language = members[1]
    let inside = members.dropFirst(2).filter { $0 != "variations" && $0 != "stringUnit" }
    return inside.isEmpty ? language : language + " " + inside.joined(separator: ".")
  }

  /// The language the leaf belongs to, if it is inside `localizations`.
  public var language: String? {
    members.count > 1 && members[0] == "localizations" ? members[1] : nil
  }

  /// A string unit or string set is one leaf: its state and value only make sense together.
  package var isAtomic: Bool {
    members.last == "stringUnit" || members.last == "stringSet"
  }
}

/// How a person decided a conflicting leaf.
public enum LeafResolution: Sendable, Equatable {
  case mine
  case theirs
  /// A new text for the leaf (a string unit's value, or a comment).
  case edited(String)
}
