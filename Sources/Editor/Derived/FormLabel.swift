import StringCatalog

/// Short names of forms for titles and the review screen: "few", "mac", "mac · few", "days: few".
enum FormLabel {
  static func name(of path: FormPath) -> String {
    guard !path.isRoot else { return "text" }
    var parts: [String] = []
    var substitution: String?
    for step in path.steps {
      switch step {
      case .plural(let name), .device(let name): parts.append(name)
      case .substitution(let name): substitution = name
      }
    }
    let forms = parts.joined(separator: " · ")
    return substitution.map { "\($0): \(forms)" } ?? forms
  }

  /// The same for a `Leaf.path` string.
  static func name(ofLeafPath text: String) -> String {
    FormPath(text).map { name(of: $0) } ?? text
  }

  /// Leaves in the order people read forms: plural categories in CLDR order (one, few, many,
  /// other) and devices as Xcode lists them, instead of the file's alphabetical order. Only
  /// neighbours with the same parent move, so substitutions and device forms stay grouped.
  static func readingOrder(_ leaves: [Leaf]) -> [Leaf] {
    var result: [Leaf] = []
    var group: [(leaf: Leaf, rank: Int)] = []
    var groupParent: FormPath?
    func flush() {
      result += group.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.leaf)
      group.removeAll()
    }
    for leaf in leaves {
      let path = FormPath(leaf.path)
      let parent = path?.parent
      if parent != groupParent || path == nil { flush() }
      groupParent = parent
      group.append((leaf, rank(of: path?.steps.last)))
    }
    flush()
    return result
  }

  private static func rank(of step: FormPath.Step?) -> Int {
    switch step {
    case .plural(let name)?: return ["zero", "one", "two", "few", "many", "other"].firstIndex(of: name) ?? 6
    case .device(let name)?: return DeviceForms.all.firstIndex(of: name) ?? 50
    default: return -1
    }
  }
}
