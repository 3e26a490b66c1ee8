import CatalogModel
import CatalogFiles
import CatalogEditing
import CatalogChecks
import Foundation

/// The catalogs of an app opened together: each a `CatalogDocument` with its own file, save point
/// and history, and one undo order across them, so `u` takes back the last change wherever it was.
///
/// A single catalog is a workspace of one; nothing about it differs from editing the file alone.
public struct Workspace: Sendable {
  public struct Member: Sendable {
    public var document: CatalogDocument
    /// The path as shown in headers and messages (relative to where Glossa was started).
    public var displayPath: String
    /// The file has no write permission for its owner (mode 0444): shown at open, and a save
    /// asks for `:w!`.
    public var fileIsReadOnly: Bool

    public init(document: CatalogDocument, displayPath: String) {
      self.document = document
      self.displayPath = displayPath
      fileIsReadOnly = document.filePath.map(Member.isReadOnlyFile) ?? false
    }

    /// True for an existing file without its owner's write bit (as the save's check has it;
    /// `access` would say writable to root).
    package static func isReadOnlyFile(_ path: String) -> Bool {
      var info = stat()
      guard stat(path, &info) == 0 else { return false }
      return info.st_mode & S_IWUSR == 0
    }
  }

  /// A catalog of the folder that could not be read: listed with its error, never written.
  public struct BrokenMember: Sendable, Equatable {
    public var path: String
    public var displayPath: String
    /// `file:line:col: message`.
    public var message: String

    public init(path: String, displayPath: String, message: String) {
      self.path = path
      self.displayPath = displayPath
      self.message = message
    }
  }

  public private(set) var members: [Member]
  public var broken: [BrokenMember]
  /// Which member each applied change belongs to, oldest first; each member's own history holds
  /// the change itself. Popping from here and undoing that member keeps the two in step.
  private var undoOrder: [Int] = []
  private var redoOrder: [Int] = []

  public init(members: [Member], broken: [BrokenMember] = []) {
    self.members = members
    self.broken = broken
    // A document may arrive with history (restored unsaved edits): it joins the order as is.
    for (index, member) in members.enumerated() {
      undoOrder += Array(repeating: index, count: member.document.history.appliedChanges.count)
      redoOrder += Array(repeating: index, count: member.document.history.redoCount)
    }
  }

  public init(document: CatalogDocument, displayPath: String) {
    self.init(members: [Member(document: document, displayPath: displayPath)])
  }

  public var count: Int { members.count }
  public subscript(index: Int) -> CatalogDocument { members[index].document }

  public var isModified: Bool { members.contains { $0.document.isModified } }
  /// The members with unsaved changes, in workspace order.
  public var modifiedMembers: [Int] { members.indices.filter { members[$0].document.isModified } }

  /// How many changes can be undone across the workspace: a step's identity for review mode.
  public var undoDepth: Int { undoOrder.count }
  /// The member the next undo (or redo) changes.
  public var nextUndoMember: Int? { undoOrder.last }
  public var nextRedoMember: Int? { redoOrder.last }

  /// Every applied change with its member, oldest first.
  public var appliedSteps: [(member: Int, change: CatalogChange)] {
    var changes = members.map { $0.document.history.appliedChanges[...] }
    var steps: [(member: Int, change: CatalogChange)] = []
    for index in undoOrder {
      guard let change = changes[index].first else { continue }
      changes[index] = changes[index].dropFirst()
      steps.append((index, change))
    }
    return steps
  }

  /// Applies `change` to member `index` as the newest step of the one history. The undone steps
  /// of every member are forgotten, as one editor's redo stack is after a new change.
  /// Returns what the step touched (nil: an empty change or no such member, nothing done).
  @discardableResult
  public mutating func perform(_ change: CatalogChange, in index: Int) -> HistoryStep? {
    guard !change.edits.isEmpty, members.indices.contains(index) else { return nil }
    for other in Set(redoOrder) where other != index { members[other].document.discardRedo() }
    redoOrder.removeAll()
    let step = members[index].document.perform(change)
    undoOrder.append(index)
    return step
  }

  /// Undoes the newest step of the workspace; returns its member and what it touched.
  @discardableResult
  public mutating func undo() -> (member: Int, step: HistoryStep)? {
    guard let index = undoOrder.last, let step = members[index].document.undo() else { return nil }
    undoOrder.removeLast()
    redoOrder.append(index)
    return (index, step)
  }

  @discardableResult
  public mutating func redo() -> (member: Int, step: HistoryStep)? {
    guard let index = redoOrder.last, let step = members[index].document.redo() else { return nil }
    redoOrder.removeLast()
    undoOrder.append(index)
    return (index, step)
  }

  /// Takes over a member's document after a save: same catalog and history, a new save point.
  public mutating func adoptSaved(_ document: CatalogDocument, at index: Int) {
    members[index].document = document
  }

  /// Takes over a member's document with a history of its own (a reload, a restore): its steps
  /// in the one order are replaced by the new document's, newest last.
  public mutating func replace(_ document: CatalogDocument, at index: Int) {
    undoOrder.removeAll { $0 == index }
    redoOrder.removeAll { $0 == index }
    members[index].document = document
    undoOrder += Array(repeating: index, count: document.history.appliedChanges.count)
    redoOrder += Array(repeating: index, count: document.history.redoCount)
  }

  /// Adds catalogs read after the editor opened (a large app is shown while the rest is read).
  public mutating func append(_ more: [Member], broken moreBroken: [BrokenMember] = []) {
    members += more
    broken += moreBroken
  }

  /// The member whose file is `path` (compared as absolute, standardized paths).
  public func member(forPath path: String) -> Int? {
    let wanted = RecoveryFile.absolutePath(of: path)
    return members.firstIndex { $0.document.path.map(RecoveryFile.absolutePath(of:)) == wanted }
  }
}
