import StringCatalog

/// One key's value in one language, in the shape every export format shares (see packformat.md):
/// a string, plural or device forms (each again a value), or a format string with substitutions.
/// `state` is carried only by formats that have one (XLIFF, PO); elsewhere it is nil.
package indirect enum PackValue: Sendable, Equatable {
  case text(String, state: TranslationState?)
  /// Forms in CLDR/catalog order.
  case plural([(String, PackValue)])
  case device([(String, PackValue)])
  case format(PackValue, substitutions: [PackSubstitution])

  package static func text(_ value: String) -> PackValue { .text(value, state: nil) }

  package static func == (lhs: PackValue, rhs: PackValue) -> Bool {
    switch (lhs, rhs) {
    case let (.text(a, sa), .text(b, sb)): return a.utf8.elementsEqual(b.utf8) && sa == sb
    case let (.plural(a), .plural(b)), let (.device(a), .device(b)): return samePairs(a, b)
    case let (.format(a, sa), .format(b, sb)):
      // Substitutions are named: their order carries nothing (a plist dictionary has none).
      let byName: (PackSubstitution, PackSubstitution) -> Bool = { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
      return a == b && sa.sorted(by: byName) == sb.sorted(by: byName)
    default: return false
    }
  }

  private static func samePairs(_ a: [(String, PackValue)], _ b: [(String, PackValue)]) -> Bool {
    let left = a.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    let right = b.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    return left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
  }

  /// The same value without states (for formats that carry none).
  package var stateless: PackValue {
    switch self {
    case .text(let value, _): return .text(value, state: nil)
    case .plural(let forms): return .plural(forms.map { ($0.0, $0.1.stateless) })
    case .device(let forms): return .device(forms.map { ($0.0, $0.1.stateless) })
    case .format(let format, let substitutions):
      return .format(format.stateless, substitutions: substitutions.map { $0.stateless })
    }
  }

  /// Every string with its form path (`""`, `plural.one`, `device.mac.plural.few`, `substitutions.n.plural.one`).
  package var leaves: [(path: String, text: String, state: TranslationState?)] {
    var result: [(path: String, text: String, state: TranslationState?)] = []
    collect(prefix: "", into: &result)
    return result
  }

  /// A substitution name as a path step: one with a dot is wrapped in `@` (`@DOT.NAME@`), as
  /// Xcode writes it in unit ids, so the path still splits.
  static func pathName(_ name: String) -> String {
    name.contains(".") ? "@\(name)@" : name
  }

  private func collect(prefix: String, into result: inout [(path: String, text: String, state: TranslationState?)]) {
    func join(_ step: String) -> String { prefix.isEmpty ? step : prefix + "." + step }
    switch self {
    case .text(let value, let state): result.append((prefix, value, state))
    case .plural(let forms): for (name, form) in forms { form.collect(prefix: join("plural." + name), into: &result) }
    case .device(let forms): for (name, form) in forms { form.collect(prefix: join("device." + name), into: &result) }
    case .format(let format, let substitutions):
      format.collect(prefix: prefix, into: &result)
      for substitution in substitutions {
        substitution.forms.collect(prefix: join("substitutions." + Self.pathName(substitution.name)), into: &result)
      }
    }
  }
}

/// One `%#@name@` argument of a `.format` value.
package struct PackSubstitution: Sendable, Equatable {
  package var name: String
  package var argNum: Int?
  package var formatSpecifier: String?
  /// `.plural` (or `.device`) forms.
  package var forms: PackValue

  package init(name: String, argNum: Int?, formatSpecifier: String?, forms: PackValue) {
    self.name = name
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.forms = forms
  }

  var stateless: PackSubstitution {
    PackSubstitution(name: name, argNum: argNum, formatSpecifier: formatSpecifier, forms: forms.stateless)
  }
}
