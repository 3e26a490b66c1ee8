import StringCatalog

extension PackValue {
  /// Rebuilds a value from its strings by form path (the inverse of `leaves`). Substitutions get
  /// no argNum or specifier (the importer keeps the catalog's). nil when no string is left.
  static func fromLeaves(_ leaves: [(path: String, text: String, state: TranslationState?)]) -> PackValue? {
    guard !leaves.isEmpty else { return nil }
    var root: (String, TranslationState?)?
    var plural: [(String, [(path: String, text: String, state: TranslationState?)])] = []
    var device: [(String, [(path: String, text: String, state: TranslationState?)])] = []
    var substitutions: [(String, [(path: String, text: String, state: TranslationState?)])] = []
    func add(_ groups: inout [(String, [(path: String, text: String, state: TranslationState?)])], _ name: String, _ rest: (path: String, text: String, state: TranslationState?)) {
      if let slot = groups.firstIndex(where: { $0.0 == name }) { groups[slot].1.append(rest) } else { groups.append((name, [rest])) }
    }
    for leaf in leaves {
      if leaf.path.isEmpty {
        root = (leaf.text, leaf.state)
        continue
      }
      let parts = PackValue.splitStep(leaf.path)
      guard parts.count >= 2 else { continue }
      let rest = (path: parts.count == 3 ? parts[2] : "", text: leaf.text, state: leaf.state)
      switch parts[0] {
      case "plural": add(&plural, parts[1], rest)
      case "device": add(&device, parts[1], rest)
      case "substitutions": add(&substitutions, parts[1], rest)
      default: continue
      }
    }
    if !substitutions.isEmpty {
      let named = substitutions.compactMap { name, inner in
        fromLeaves(inner).map { PackSubstitution(name: name, argNum: nil, formatSpecifier: nil, forms: $0) }
      }
      return .format(.text(root?.0 ?? "", state: root?.1), substitutions: named)
    }
    if !plural.isEmpty { return .plural(plural.compactMap { name, inner in fromLeaves(inner).map { (name, $0) } }) }
    if !device.isEmpty { return .device(device.compactMap { name, inner in fromLeaves(inner).map { (name, $0) } }) }
    return root.map { .text($0.0, state: $0.1) }
  }
}

extension PackValue {
  /// `plural.one` → [plural, one]; `device.mac.plural.one` → [device, mac, plural.one];
  /// `substitutions.@A.B@.plural.one` → [substitutions, A.B, plural.one].
  static func splitStep(_ path: String) -> [String] {
    if path.hasPrefix("substitutions.@"), let close = path.dropFirst("substitutions.@".count).range(of: "@") {
      let name = String(path[path.index(path.startIndex, offsetBy: "substitutions.@".count)..<close.lowerBound])
      var rest = String(path[close.upperBound...])
      if rest.hasPrefix(".") { rest.removeFirst() }
      return rest.isEmpty ? ["substitutions", name] : ["substitutions", name, rest]
    }
    return path.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
  }
}

/// Collects leaves per key in file order, then builds one record per key.
struct LeafCollector {
  private var order: [String] = []
  private var leaves: [LiteralKeyText: [(path: String, text: String, state: TranslationState?)]] = [:]

  mutating func add(key: String, path: String, text: String, state: TranslationState?) {
    let slot = LiteralKeyText(key)
    if leaves[slot] == nil { order.append(key) }
    leaves[slot, default: []].append((path, text, state))
  }

  func records(language: String) -> [PackImport.Record] {
    order.compactMap { key in
      PackValue.fromLeaves(leaves[LiteralKeyText(key)] ?? []).map { PackImport.Record(language: language, key: key, value: $0) }
    }
  }
}

/// `key|==|plural.one` → (`key`, `plural.one`); a plain key keeps an empty path. Only a suffix
/// that reads as a form path splits (`plain|==|word` is a key). A key or a substitution name may
/// hold `|==|` itself (`sub_PIPE|==|NAME|==|substitutions.PIPE|==|NAME.plural.one`), so every
/// `|==|` is a candidate: the leftmost that leaves a form path, preferring one whose key the
/// catalog has.
func splitUnitID(
  _ id: String, catalogKeys: Set<String> = [], isPath: (String) -> Bool = isFormPath
) -> (key: String, path: String) {
  var candidates: [(key: String, path: String)] = []
  var searchStart = id.startIndex
  while let range = id.range(of: "|==|", range: searchStart..<id.endIndex) {
    let path = String(id[range.upperBound...])
    if isPath(path) { candidates.append((String(id[..<range.lowerBound]), path)) }
    searchStart = id.index(after: range.lowerBound)
  }
  return candidates.first { catalogKeys.contains($0.key) } ?? candidates.first ?? (id, "")
}

/// Whether `path` reads as a form path (`plural.one`, `device.iphone.plural.few`, `substitutions.@A.B@.plural.one`).
func isFormPath(_ path: String) -> Bool {
  let parts = PackValue.splitStep(path)
  guard parts.count >= 2, !parts[1].isEmpty, ["plural", "device", "substitutions"].contains(parts[0]) else { return false }
  return parts.count == 2 ? parts[0] != "substitutions" : isFormPath(parts[2])
}
