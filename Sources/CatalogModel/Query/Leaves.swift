/// A string unit somewhere inside a localization, with the path that leads to it
/// (`""` for the localization's own unit, `plural.few`, `device.mac.plural.one`,
/// `substitutions.count.plural.one`, `stringSet`).
public struct Leaf: Sendable, Equatable {
  public var path: String
  public var state: TranslationState
  /// The unit's value; for a string set, its values joined by line breaks.
  public var value: String
}

extension Localization {
  /// True when the localization has plural or device forms or substitutions: such a cell is not
  /// one string, and editing must not flatten it.
  public var isVaried: Bool {
    variations != nil || substitutions != nil || stringSet != nil
  }

  /// Calls `body` with the state of every leaf, without building paths (for counting).
  public func forEachLeafState(_ body: (TranslationState) -> Void) {
    if let unit = stringUnit { body(unit.state) }
    if let set = stringSet { body(set.state) }
    variations?.forEachLeafState(body)
    if let substitutions {
      for substitution in substitutions.values { substitution.variations?.forEachLeafState(body) }
    }
  }

  /// Every leaf with its path, in catalog order.
  public var leaves: [Leaf] {
    var result: [Leaf] = []
    collectLeaves(prefix: "", into: &result)
    return result
  }

  package func collectLeaves(prefix: String, into result: inout [Leaf]) {
    if let unit = stringUnit { result.append(Leaf(path: prefix, state: unit.state, value: unit.value)) }
    if let set = stringSet {
      result.append(Leaf(path: join(prefix, "stringSet"), state: set.state, value: set.values.joined(separator: "\n")))
    }
    variations?.collectLeaves(prefix: prefix, into: &result)
    if let substitutions {
      for (name, substitution) in substitutions.pairs {
        substitution.variations?.collectLeaves(prefix: join(prefix, "substitutions.\(name)"), into: &result)
      }
    }
  }

  /// The worst state over all leaves: needs review, then new, then anything unknown, then translated.
  public var worstState: TranslationState? {
    var worst: TranslationState?
    forEachLeafState { state in
      if let current = worst, StateSeverity.rank(current) >= StateSeverity.rank(state) { return }
      worst = state
    }
    return worst
  }

  /// Returns a copy with `transform` applied to every string unit at every depth.
  public func mappingUnits(_ transform: (StringUnit) -> StringUnit) -> Localization {
    var copy = self
    if let unit = copy.stringUnit { copy.stringUnit = transform(unit) }
    if var set = copy.stringSet {
      // A string set has a state like a unit; only the state can change through a unit transform.
      set.state = transform(StringUnit(state: set.state, value: set.values.joined(separator: "\n"))).state
      copy.stringSet = set
    }
    if let variations = copy.variations { copy.variations = variations.mappingUnits(transform) }
    if var substitutions = copy.substitutions {
      for index in substitutions.keys.indices {
        var substitution = substitutions.values[index]
        substitution.variations = substitution.variations?.mappingUnits(transform)
        substitutions.setValue(substitution, at: index)
      }
      copy.substitutions = substitutions
    }
    return copy
  }
}

extension Variations {
  package func forEachLeafState(_ body: (TranslationState) -> Void) {
    if let device { for form in device.values { form.forEachLeafState(body) } }
    if let plural { for form in plural.values { form.forEachLeafState(body) } }
  }

  package func collectLeaves(prefix: String, into result: inout [Leaf]) {
    if let device {
      for (name, form) in device.pairs { form.collectLeaves(prefix: join(prefix, "device.\(name)"), into: &result) }
    }
    if let plural {
      for (name, form) in plural.pairs { form.collectLeaves(prefix: join(prefix, "plural.\(name)"), into: &result) }
    }
  }

  package func mappingUnits(_ transform: (StringUnit) -> StringUnit) -> Variations {
    var copy = self
    func map(_ forms: KeyedList<Localization>?) -> KeyedList<Localization>? {
      guard var forms else { return nil }
      for index in forms.keys.indices { forms.setValue(forms.values[index].mappingUnits(transform), at: index) }
      return forms
    }
    copy.device = map(device)
    copy.plural = map(plural)
    return copy
  }
}

/// How much attention a state needs, for "worst state" summaries.
package enum StateSeverity {
  package static func rank(_ state: TranslationState) -> Int {
    switch state {
    case .needsReview: return 3
    case .new: return 2
    case .translated: return 0
    default: return 1
    }
  }
}

private func join(_ prefix: String, _ part: String) -> String {
  prefix.isEmpty ? part : prefix + "." + part
}
