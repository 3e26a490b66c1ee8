import CatalogModel
import CatalogFiles

/// The merge of two copies of a catalog that both changed since a common base (a git merge):
/// the `strings` entries go through `CatalogMerge` leaf by leaf, the top-level members
/// (`sourceLanguage`, `version`, members Glossa does not know) through the same tree rule.
///
/// Conflicting leaves hold ours, so the result is always a valid catalog that loses nothing of
/// the branch being merged into; the conflicts say what theirs had.
public enum CatalogThreeWay {
  public struct Outcome: Sendable {
    public var catalog: Catalog
    public var conflicts: [EntryConflict]
    /// Top-level members changed differently on both sides (ours kept).
    public var memberConflicts: [MemberConflict]

    public var isClean: Bool { conflicts.isEmpty && memberConflicts.isEmpty }
    /// Conflicting leaves in all.
    public var leafCount: Int { conflicts.reduce(memberConflicts.count) { $0 + $1.leaves.count } }
  }

  /// `base` nil: the file did not exist before (both sides added it).
  public static func merge(base: Catalog?, ours: Catalog, theirs: Catalog) -> Outcome {
    let start = base ?? Catalog(sourceLanguage: ours.sourceLanguage, version: nil)
    let strings = CatalogMerge.merge(base: start, mine: ours, theirs: theirs, label: "merge")
    var merged = theirs
    for edit in strings.change.edits { merged.apply(edit) }
    var memberConflicts: [MemberConflict] = []
    let top = mergeTopLevel(base: base, ours: ours, theirs: theirs, conflicts: &memberConflicts)
    merged.sourceLanguage = top.sourceLanguage
    merged.version = top.version
    merged.extra = top.extra
    return Outcome(catalog: merged, conflicts: strings.conflicts, memberConflicts: memberConflicts)
  }

  private static func mergeTopLevel(
    base: Catalog?, ours: Catalog, theirs: Catalog, conflicts: inout [MemberConflict]
  ) -> (sourceLanguage: String, version: String?, extra: [JSONMember]) {
    let (b, o, t) = (base.map(members) ?? [], members(of: ours), members(of: theirs))
    var walker = TreeMerge(resolutions: [:])
    let merged = walker.merge(.object(b), .object(o), .object(t), at: MergePath([]))
    for path in walker.conflicts {
      conflicts.append(
        MemberConflict(path: path, base: value(at: path, in: b), ours: value(at: path, in: o), theirs: value(at: path, in: t)))
    }
    guard case .object(let result)? = merged else { return (ours.sourceLanguage, ours.version, ours.extra) }
    var sourceLanguage = ours.sourceLanguage
    var version: String?
    var extra: [JSONMember] = []
    for member in result {
      switch (member.key, member.value) {
      case ("sourceLanguage", .string(let text)): sourceLanguage = text
      case ("version", .string(let text)): version = text
      case ("sourceLanguage", _), ("version", _): break
      default: extra.append(member)
      }
    }
    return (sourceLanguage, version, extra)
  }

  /// The top-level members other than `strings`, as a JSON object's members.
  private static func members(of catalog: Catalog) -> [JSONMember] {
    var members = [JSONMember("sourceLanguage", .string(catalog.sourceLanguage))]
    if let version = catalog.version { members.append(JSONMember("version", .string(version))) }
    return members + catalog.extra
  }

  private static func value(at path: MergePath, in members: [JSONMember]) -> JSONValue? {
    JSONValue.object(members).value(at: path)
  }
}

/// A top-level member of the catalog (outside `strings`) that both sides changed differently.
public struct MemberConflict: Sendable, Equatable {
  /// `["version"]`, or a path into an unknown member.
  public var path: MergePath
  public var base: JSONValue?
  public var ours: JSONValue?
  public var theirs: JSONValue?

  public init(path: MergePath, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) {
    self.path = path
    self.base = base
    self.ours = ours
    self.theirs = theirs
  }
}

extension JSONValue {
  /// The value reached by following `path`'s member names; nil when one is missing.
  package func value(at path: MergePath) -> JSONValue? {
    var value = self
    for member in path.members {
      guard case .object(let members) = value, let next = members.first(where: { $0.key == member })?.value else {
        return nil
      }
      value = next
    }
    return value
  }
}
