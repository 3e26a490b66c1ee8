import Foundation

/// Picks the forms of a value for one call: plural forms by the language's
/// rules, device forms by the device, substitutions by their arguments.
struct PackValueResolver {
  let rules: PluralRuleSet
  let deviceName: String
  let arguments: [any Sendable]

  /// The format string with every choice made; `selector` picks plural forms
  /// (nil: the `other` form).
  func pattern(for value: PackValue, selector: PluralOperands?) -> String {
    switch value {
    case .text(let text):
      return text
    case .plural(let forms):
      // Foundation's .stringsdict rule: a "zero" form serves 0 in every
      // language, also where CLDR has no zero category.
      if let selector, selector == PluralOperands(0), let zero = forms[PluralCategory.zero.rawValue] {
        return pattern(for: zero, selector: selector)
      }
      let category = selector.map { rules.category(for: $0) } ?? .other
      return pattern(for: pick(forms, category.rawValue), selector: selector)
    case .device(let forms):
      return pattern(for: pick(forms, deviceName), selector: selector)
    case .substituted(let format, let substitutions):
      return substitute(pattern(for: format, selector: selector), substitutions)
    }
  }

  /// `forms[preferred]`, else `other`, else the first by name, so a form
  /// missing from a hand-edited pack still shows something.
  private func pick(_ forms: [String: PackValue], _ preferred: String) -> PackValue {
    forms[preferred] ?? forms["other"] ?? forms.min { $0.key < $1.key }?.value ?? .text("")
  }

  /// Replaces each `%#@name@` (or `%N$#@name@`) with the named substitution's
  /// form, its `%arg` becoming `%<argNum>$<formatSpecifier>`. Unknown names
  /// stay as written. A substitution without argNum takes the argument its
  /// token's place gives it, counting the specifiers before it as printf does.
  private func substitute(_ format: String, _ substitutions: [String: PackSubstitution]) -> String {
    var output = ""
    var sequential = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      output += rest[..<percent]
      if let token = SubstitutionToken(parsing: rest[percent...]), let substitution = substitutions[token.name] {
        if token.position == nil { sequential += 1 }
        output += form(of: substitution, argumentNumber: substitution.argumentNumber ?? token.position ?? sequential)
        rest = rest[token.end...]
      } else if let specifier = FormatSpecifier(parsing: rest[percent...]) {
        if specifier.position == nil && specifier.conversion != "%" { sequential += 1 }
        output += specifier.text
        rest = rest[specifier.end...]
      } else {
        output += "%"
        rest = rest[rest.index(after: percent)...]
      }
    }
    return output + rest
  }

  private func form(of substitution: PackSubstitution, argumentNumber number: Int) -> String {
    let argument = arguments.indices.contains(number - 1) ? arguments[number - 1] : nil
    let selector = argument.flatMap {
      PluralOperands(numeric: $0) ?? ($0 as? String).flatMap(PluralOperands.init(decimal:))
    }
    return pattern(for: substitution.forms, selector: selector)
      .replacingOccurrences(of: "%arg", with: "%\(number)$\(substitution.formatSpecifier ?? "@")")
  }
}

/// `%#@name@` or `%N$#@name@` at the start of `text`.
struct SubstitutionToken {
  var position: Int?
  var name: String
  var end: Substring.Index

  init?(parsing text: Substring) {
    var rest = text.dropFirst()
    let digits = rest.prefix { $0.isASCIIDigit }
    if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
      guard let number = Int(digits), number >= 1 else { return nil }
      position = number
      rest = rest.dropFirst(digits.count + 1)
    }
    guard rest.hasPrefix("#@") else { return nil }
    rest = rest.dropFirst(2)
    guard let close = rest.firstIndex(of: "@"), close > rest.startIndex else { return nil }
    name = String(rest[..<close])
    end = rest.index(after: close)
  }
}

extension PluralOperands {
  /// Operands of a numeric argument; nil for anything else. A whole `Double`
  /// counts as an integer, as ICU's select(double) does.
  init?(numeric argument: any Sendable) {
    switch argument {
    case let value as any BinaryInteger:
      self.init(Int(clamping: value))
    case let value as any BinaryFloatingPoint:
      let double = Double(value)
      guard double.isFinite else { return nil }
      if double.rounded(.towardZero) == double, let integer = Int(exactly: double) {
        self.init(integer)
      } else {
        self.init(decimal: "\(double)")
      }
    default:
      return nil
    }
  }
}
