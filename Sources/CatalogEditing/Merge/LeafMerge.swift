import CatalogModel
import CatalogFiles

/// The three-way merge of one entry, leaf by leaf: a leaf changed on one side only takes that
/// side's value; a leaf changed on both sides to different values is a conflict.
///
/// Leaves are the string units and string sets (value and state together), and every other
/// member at any depth (comment, argNum, unknown members…). Objects whose members changed on
/// different sides merge member by member, so editing `de` while someone changed `fr` of the same
/// key is no conflict. When one side removes a string unit, variations or substitutions that the
/// other side changed, the whole form or language is the conflict, so that taking one side never
/// mixes the shapes of both.
public enum LeafMerge {
  public struct Outcome: Sendable, Equatable {
    /// The merged entry (nil: the key is removed). Conflicting leaves hold the resolution given
    /// for them, or mine when there is none: the buffer never loses what the user typed.
    public var entry: Entry?
    public var conflicts: [MergePath]
  }

  public static func merge(
    base: Entry?, mine: Entry?, theirs: Entry?, resolutions: [MergePath: LeafResolution] = [:]
  ) -> Outcome {
    if mine == theirs { return Outcome(entry: mine, conflicts: []) }
    if mine == base { return Outcome(entry: theirs, conflicts: []) }
    if theirs == base { return Outcome(entry: mine, conflicts: []) }
    var walker = TreeMerge(resolutions: resolutions)
    let merged = walker.merge(
      base.map(EntryTree.tree), mine.map(EntryTree.tree), theirs.map(EntryTree.tree), at: .entry)
    guard let merged else { return Outcome(entry: nil, conflicts: walker.conflicts) }
    if let entry = EntryTree.entry(from: merged) {
      return Outcome(entry: entry, conflicts: walker.conflicts)
    }
    // Members from both sides that the reader will not take together: the whole key conflicts.
    let whole = resolutions[.entry] == .theirs ? theirs : mine
    return Outcome(entry: whole, conflicts: [.entry])
  }
}

/// The recursive walk over JSON trees behind `LeafMerge`.
package struct TreeMerge {
  package let resolutions: [MergePath: LeafResolution]
  package var conflicts: [MergePath] = []

  /// Members whose presence decides what a localization or form is.
  private static let shapeMembers: Set<String> = ["stringUnit", "stringSet", "variations", "substitutions"]

  package mutating func merge(_ base: JSONValue?, _ mine: JSONValue?, _ theirs: JSONValue?, at path: MergePath) -> JSONValue? {
    if mine == theirs { return mine }
    if mine == base { return theirs }
    if theirs == base { return mine }
    if !path.isAtomic, case .object(let mineMembers)? = mine, case .object(let theirMembers)? = theirs {
      var baseMembers: [JSONMember] = []
      if case .object(let members)? = base { baseMembers = members }
      let before = conflicts.count
      let merged = mergeMembers(baseMembers, mineMembers, theirMembers, at: path)
      if let merged, !removesChangedShape(baseMembers, mineMembers, theirMembers) {
        return .object(merged)
      }
      conflicts.removeSubrange(before...)
    }
    return conflict(base, mine, theirs, at: path)
  }

  private mutating func mergeMembers(
    _ base: [JSONMember], _ mine: [JSONMember], _ theirs: [JSONMember], at path: MergePath
  ) -> [JSONMember]? {
    var names = mine.map(\.key)
    var seen = Set(names)
    for member in theirs where !seen.contains(member.key) {
      names.append(member.key)
      seen.insert(member.key)
    }
    var result: [JSONMember] = []
    for name in names {
      let value = merge(
        base.first { $0.key == name }?.value, mine.first { $0.key == name }?.value,
        theirs.first { $0.key == name }?.value, at: path.appending(name))
      if let value { result.append(JSONMember(name, value)) }
    }
    return result
  }

  /// True when one side removed a shape member (string unit, variations…) that the other side
  /// changed: merging inside would pair one side's removal with the other's edit.
  private func removesChangedShape(_ base: [JSONMember], _ mine: [JSONMember], _ theirs: [JSONMember]) -> Bool {
    func value(_ members: [JSONMember], _ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
    return TreeMerge.shapeMembers.contains { name in
      let (b, m, t) = (value(base, name), value(mine, name), value(theirs, name))
      guard m != t, m != b, t != b else { return false }
      return m == nil || t == nil
    }
  }

  private mutating func conflict(_ base: JSONValue?, _ mine: JSONValue?, _ theirs: JSONValue?, at path: MergePath) -> JSONValue? {
    conflicts.append(path)
    switch resolutions[path] {
    case .theirs?: return theirs
    case .edited(let text)?: return LeafText.replacing(in: mine ?? theirs, with: text)
    case .mine?, nil: return mine
    }
  }
}
