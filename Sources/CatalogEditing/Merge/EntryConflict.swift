import CatalogModel
import CatalogFiles

/// One key whose leaves changed both on disk and in the editor: the three versions and which
/// leaves conflict. The merged entry in the buffer holds mine for every conflicting leaf until a
/// person decides.
public struct EntryConflict: Sendable, Equatable {
  public enum Side: Sendable {
    case base, mine, theirs
  }

  public var key: String
  /// The entry before either side changed it (nil: it did not exist).
  public var base: Entry?
  /// The editor's version (a recovery file's, when restoring one).
  public var mine: Entry?
  /// The version on disk.
  public var theirs: Entry?
  public var leaves: [MergePath]

  public init(key: String, base: Entry?, mine: Entry?, theirs: Entry?, leaves: [MergePath]) {
    self.key = key
    self.base = base
    self.mine = mine
    self.theirs = theirs
    self.leaves = leaves
  }

  /// The entry with each conflicting leaf decided as given (mine where none is given).
  public func resolved(_ resolutions: [MergePath: LeafResolution]) -> Entry? {
    LeafMerge.merge(base: base, mine: mine, theirs: theirs, resolutions: resolutions).entry
  }

  /// The leaf's text as lines for showing one side.
  public func lines(of side: Side, at path: MergePath) -> [String] {
    LeafText.lines(of: value(of: side, at: path))
  }

  /// The text to start editing from (mine, else theirs); nil when the leaf is not one text.
  public func editableText(at path: MergePath) -> String? {
    LeafText.editableText(of: value(of: .mine, at: path) ?? value(of: .theirs, at: path))
  }

  package func value(of side: Side, at path: MergePath) -> JSONValue? {
    let entry: Entry?
    switch side {
    case .base: entry = base
    case .mine: entry = mine
    case .theirs: entry = theirs
    }
    return entry.map(EntryTree.tree)?.value(at: path)
  }
}
