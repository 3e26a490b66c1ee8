import CatalogModel
import CatalogFiles
import CatalogEditing

/// `source-changed`: an entry whose source text changed since an earlier version of the catalog
/// (a git revision) while a translation of it is still `translated` — the translation was made
/// for the old text. `glossa lint --since REF` reports these; `glossa mark-review --since REF`
/// marks them needs review.
public enum SourceChangedCheck {
  public struct Change: Sendable, Equatable {
    public var key: String
    /// The translations still `translated`, in catalog order.
    public var languages: [String]
    public var oldSource: String
    public var newSource: String
  }

  /// Keys present in both versions whose source text differs, with their still-translated languages.
  public static func changes(old: Catalog, new: Catalog, languages only: [String]? = nil) -> [Change] {
    var result: [Change] = []
    let source = new.sourceLanguage
    for key in CatalogMerge.changedKeys(from: old, to: new).sorted(by: CatalogOrder.precedes) {
      guard let before = old.strings[key], let after = new.strings[key] else { continue }
      let (oldSource, newSource) = (sourceText(before, key: key, source: source), sourceText(after, key: key, source: source))
      guard oldSource != newSource else { continue }
      let languages = (after.localizations?.keys ?? []).filter { language in
        language != source && (only?.contains(language) ?? true) && hasTranslated(after, language: language)
      }
      if !languages.isEmpty {
        result.append(Change(key: key, languages: languages, oldSource: oldSource, newSource: newSource))
      }
    }
    return result
  }

  /// One warning per changed key and language, located in `bytes` (the file `new` was read from).
  public static func findings(_ changes: [Change], revision: String, file: String, bytes: [UInt8]) -> [Finding] {
    var findings: [Finding] = []
    for change in changes {
      for language in change.languages {
        findings.append(
          Finding(
            check: .sourceChanged, severity: CheckRegistry.severity(.sourceChanged), file: file, key: change.key,
            language: language,
            message: "the source text changed since \(revision) (\(change.oldSource) → \(change.newSource)); still translated"))
      }
    }
    let decoded = (try? TextDecoding.utf8(from: bytes))?.bytes ?? bytes
    FindingLocator(bytes: decoded).locate(&findings)
    return findings
  }

  /// Marks every still-translated string of the changed languages needs review, as one change.
  public static func markingReview(_ changes: [Change], in catalog: Catalog, label: String) -> CatalogChange? {
    var edits: [CatalogEdit] = []
    for change in changes {
      guard let entry = catalog.strings[change.key] else { continue }
      var tree = EntryTree.tree(of: entry)
      for language in change.languages {
        tree = tree.replacingTranslatedStates(under: ["localizations", language])
      }
      if let marked = EntryTree.entry(from: tree), marked != entry { edits.append(.put(key: change.key, entry: marked)) }
    }
    return edits.isEmpty ? nil : CatalogChange(label: label, edits: edits)
  }

  /// The source's text as a diff shows it (every form, for a varied source); the key when the
  /// source language has no localization (Xcode then uses the key).
  private static func sourceText(_ entry: Entry, key: String, source: String) -> String {
    let leaves = entry.leaves.filter { $0.path.language == source }
    if leaves.isEmpty { return LeafValueText.quoted(key) }
    return leaves.map(\.valueText).joined(separator: " | ")
  }

  private static func hasTranslated(_ entry: Entry, language: String) -> Bool {
    entry.leaves.contains { $0.path.language == language && $0.path.isAtomic && $0.state == "translated" }
  }
}

extension JSONValue {
  /// The tree with `state: translated` of every string unit and set under `prefix` made
  /// `needs_review`.
  fileprivate func replacingTranslatedStates(under prefix: [String], depth: Int = 0, inside: Bool = false) -> JSONValue {
    guard case .object(let members) = self else { return self }
    let within = inside || depth >= prefix.count
    return .object(
      members.map { member in
        if within, member.key == "state", case .string("translated") = member.value {
          return JSONMember("state", .string(TranslationState.needsReview.rawValue))
        }
        if !within && member.key != prefix[depth] { return member }
        return JSONMember(member.key, member.value.replacingTranslatedStates(under: prefix, depth: depth + 1, inside: within))
      })
  }
}
