import CatalogModel
import CatalogFiles
import CatalogEditing

/// Groups `.strings` files into tables: one file name in sibling `<lang>.lproj` folders (the
/// same parent folder), the set of translations Xcode would load for that table.
package struct LegacyTable: Sendable, Equatable {
  /// One language's file of the table.
  package struct Member: Sendable, Equatable {
    /// The folder's language with `_` read as `-` (`pt_BR.lproj` is `pt-BR`); `Base` for Base.lproj.
    package var language: String
    package var path: String
  }

  /// The development language's file, which every other language is compared with.
  package var reference: Member
  /// The other languages' files, in path order.
  package var others: [Member]

  /// The tables of `files` that have a reference and at least one other language. The reference
  /// is `en.lproj`, else `Base.lproj`; a table with neither is skipped, since without a project
  /// file there is no telling which language is the development one.
  package static func tables(in files: [String]) -> [LegacyTable] {
    var groups: [String: [Member]] = [:]
    var order: [String] = []
    for path in files where path.hasSuffix(".strings") {
      guard let language = LegacyLinter.languageFolder(of: path), let group = groupKey(of: path) else { continue }
      if groups[group] == nil { order.append(group) }
      groups[group, default: []].append(Member(language: language, path: path))
    }
    return order.compactMap { group in
      guard let members = groups[group], members.count > 1 else { return nil }
      guard let reference = members.first(where: { $0.language == "en" }) ?? members.first(where: { $0.language == "Base" })
      else { return nil }
      // Base.lproj next to en.lproj holds storyboard-style strings, not a translation of en.
      let others = members.filter { $0.path != reference.path && $0.language != "Base" }
      return others.isEmpty ? nil : LegacyTable(reference: reference, others: others.sorted { $0.path < $1.path })
    }
  }

  /// `…/Resources\u{0}Localizable.strings` for `…/Resources/de.lproj/Localizable.strings`: the
  /// parent of the `.lproj` folder and the file name, which siblings share.
  private static func groupKey(of path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, let name = parts.last else { return nil }
    let parent = parts.dropLast(2).joined(separator: "/")
    return parent + "\u{0}" + name
  }
}
