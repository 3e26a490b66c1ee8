/// Where a form sits inside a localization: `plural.one`, `device.mac`, `device.mac.plural.few`,
/// `substitutions.count.plural.one`; the empty path is the localization itself.
///
/// A path whose last step is `.plural` or `.device` names a form (a `Localization`); a path that
/// ends in `.substitution` names a substitution, which holds variations but is not a form.
/// The text spelling is the one `Leaf.path` uses.
public struct FormPath: Sendable, Hashable, CustomStringConvertible {
  public enum Step: Sendable, Hashable {
    case plural(String)
    case device(String)
    case substitution(String)
  }

  public var steps: [Step]

  public static let root = FormPath(steps: [])

  public init(steps: [Step]) {
    self.steps = steps
  }

  /// Parses the text spelling; nil for anything else. Substitution names containing dots cannot
  /// be spelled this way (build the steps instead).
  public init?(_ text: String) {
    guard !text.isEmpty else {
      self.init(steps: [])
      return
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var steps: [Step] = []
    var index = 0
    while index + 1 < parts.count {
      let name = parts[index + 1]
      guard !name.isEmpty else { return nil }
      switch parts[index] {
      case "plural": steps.append(.plural(name))
      case "device": steps.append(.device(name))
      case "substitutions" where steps.isEmpty: steps.append(.substitution(name))
      default: return nil
      }
      index += 2
    }
    guard index == parts.count else { return nil }
    self.init(steps: steps)
  }

  public var description: String {
    steps.map { step in
      switch step {
      case .plural(let name): return "plural." + name
      case .device(let name): return "device." + name
      case .substitution(let name): return "substitutions." + name
      }
    }.joined(separator: ".")
  }

  public var isRoot: Bool { steps.isEmpty }

  /// The path one step up (nil for the root).
  public var parent: FormPath? {
    steps.isEmpty ? nil : FormPath(steps: Array(steps.dropLast()))
  }

  public func appending(_ step: Step) -> FormPath {
    FormPath(steps: steps + [step])
  }

  /// The plural category or device name of the last step, nil for the root or a substitution.
  public var formName: String? {
    switch steps.last {
    case .plural(let name)?, .device(let name)?: return name
    default: return nil
    }
  }

  /// True when the path names a form inside a plural variation at some depth.
  public var isInsidePlural: Bool {
    steps.contains { if case .plural = $0 { return true } else { return false } }
  }

  /// True when the path leads through a substitution.
  public var isInsideSubstitution: Bool {
    if case .substitution? = steps.first { return true }
    return false
  }
}

extension Localization {
  /// The form at `path` (the localization itself for the root); nil when there is none, or when
  /// the path names a substitution.
  public func form(at path: FormPath) -> Localization? {
    guard let last = path.steps.last, let owner = path.parent else { return self }
    let variations = self.variations(at: owner)
    switch last {
    case .plural(let name): return variations?.plural?[name]
    case .device(let name): return variations?.device?[name]
    case .substitution: return nil
    }
  }

  /// The variations held by the form or substitution at `owner`.
  public func variations(at owner: FormPath) -> Variations? {
    if case .substitution(let name)? = owner.steps.last, let parent = owner.parent {
      return form(at: parent)?.substitutions?[name]?.variations
    }
    return form(at: owner)?.variations
  }

  /// Puts (or, with nil, removes) the form at `path`. A plural or device map left empty is
  /// dropped, and so are variations left empty. Returns false, changing nothing, when the path
  /// does not lead anywhere (a missing parent form or substitution, or a substitution path).
  @discardableResult
  public mutating func setForm(_ form: Localization?, at path: FormPath) -> Bool {
    guard let last = path.steps.last, let owner = path.parent else {
      guard let form else { return false }
      self = form
      return true
    }
    var variations = self.variations(at: owner) ?? Variations()
    switch last {
    case .plural(let name): variations.plural = Localization.updating(variations.plural, name, with: form)
    case .device(let name): variations.device = Localization.updating(variations.device, name, with: form)
    case .substitution: return false
    }
    let isEmpty = variations.plural == nil && variations.device == nil && variations.extra.isEmpty
    return setVariations(isEmpty ? nil : variations, at: owner)
  }

  /// Replaces the variations of the form or substitution at `owner`.
  @discardableResult
  public mutating func setVariations(_ variations: Variations?, at owner: FormPath) -> Bool {
    if case .substitution(let name)? = owner.steps.last, let parent = owner.parent {
      guard var node = form(at: parent), var substitutions = node.substitutions, var substitution = substitutions[name] else {
        return false
      }
      substitution.variations = variations
      substitutions[name] = substitution
      node.substitutions = substitutions
      return setForm(node, at: parent)
    }
    guard var node = form(at: owner) else { return false }
    node.variations = variations
    return setForm(node, at: owner)
  }

  private static func updating(_ forms: KeyedList<Localization>?, _ name: String, with form: Localization?) -> KeyedList<Localization>? {
    var forms = forms ?? KeyedList()
    forms[name] = form
    return forms.isEmpty ? nil : forms
  }
}
