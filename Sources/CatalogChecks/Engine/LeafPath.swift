import CatalogModel
import CatalogFiles
import CatalogEditing

/// Where a string unit sits inside a localization, kept as parts so that walking a catalog does
/// not build a path string per leaf; `description` gives the dotted form of `Leaf.path`.
public struct LeafPath: Sendable, Hashable, CustomStringConvertible {
  public var substitution: String?
  public var device: String?
  public var plural: String?
  public var isStringSet: Bool

  public init(substitution: String? = nil, device: String? = nil, plural: String? = nil, isStringSet: Bool = false) {
    self.substitution = substitution
    self.device = device
    self.plural = plural
    self.isStringSet = isStringSet
  }

  public static let root = LeafPath()

  public var isRoot: Bool { substitution == nil && device == nil && plural == nil && !isStringSet }

  /// `substitutions.count.device.mac.plural.one`, in the order `Localization.leaves` uses.
  public var description: String {
    if isRoot { return "" }
    // Concatenated directly: lint builds this for every finding of a varied string.
    var text = ""
    if let substitution { text = "substitutions." + substitution }
    if let device { text += (text.isEmpty ? "device." : ".device.") + device }
    if let plural { text += (text.isEmpty ? "plural." : ".plural.") + plural }
    if isStringSet { text += text.isEmpty ? "stringSet" : ".stringSet" }
    return text
  }

  /// The same place with the plural form replaced (nil: the level above the plural map).
  package func with(plural form: String?) -> LeafPath {
    var copy = self
    copy.plural = form
    return copy
  }

  package func with(device form: String?) -> LeafPath {
    var copy = self
    copy.device = form
    return copy
  }
}

extension Localization {
  /// Calls `body` with every string unit and its path, in catalog order, without allocating
  /// paths (the hot loop of a lint run). A string set is passed with its values joined by "\n".
  package func forEachUnit(_ body: (LeafPath, String, TranslationState) -> Void) {
    walkUnits(path: .root, body)
  }

  private func walkUnits(path: LeafPath, _ body: (LeafPath, String, TranslationState) -> Void) {
    // The unit's two fields, not the whole unit (whose copy would retain its `extra` too).
    if let value = stringUnit?.value, let state = stringUnit?.state { body(path, value, state) }
    if let set = stringSet {
      var setPath = path
      setPath.isStringSet = true
      body(setPath, set.values.joined(separator: "\n"), set.state)
    }
    if let variations { variations.walkUnits(path: path, body) }
    if let substitutions {
      for (name, substitution) in substitutions.pairs {
        guard let variations = substitution.variations else { continue }
        var inner = LeafPath()
        inner.substitution = name
        variations.walkUnits(path: inner, body)
      }
    }
  }
}

extension Variations {
  fileprivate func walkUnits(path: LeafPath, _ body: (LeafPath, String, TranslationState) -> Void) {
    if let device {
      for (name, form) in device.pairs {
        var inner = path
        inner.device = name
        form.walkUnitsFromVariation(path: inner, body)
      }
    }
    if let plural {
      for (name, form) in plural.pairs {
        var inner = path
        inner.plural = name
        form.walkUnitsFromVariation(path: inner, body)
      }
    }
  }
}

extension Localization {
  /// A variation form: its own unit and nested variations (forms carry no substitutions).
  fileprivate func walkUnitsFromVariation(path: LeafPath, _ body: (LeafPath, String, TranslationState) -> Void) {
    if let value = stringUnit?.value, let state = stringUnit?.state { body(path, value, state) }
    if let variations { variations.walkUnits(path: path, body) }
  }

  /// The string unit at `path`, if there is one (the source side of a comparison).
  package func unit(at path: LeafPath) -> String? {
    var node: Localization? = self
    var variations: Variations? = nil
    if let name = path.substitution {
      guard let substitution = substitutions?[name] else { return nil }
      variations = substitution.variations
      node = nil
    } else {
      variations = self.variations
    }
    if let device = path.device {
      guard let form = variations?.device?[device] else { return nil }
      node = form
      variations = form.variations
    }
    if let plural = path.plural {
      guard let form = variations?.plural?[plural] else { return nil }
      node = form
    }
    if path.isStringSet { return node?.stringSet?.values.joined(separator: "\n") }
    return node?.stringUnit?.value
  }
}
