import CatalogModel
import CatalogFiles

/// `%#@name@` substitutions: creating one for a token typed into a value, removing one no token
/// uses, and finding tokens and substitutions that do not match up.
extension Catalog {
  /// Creates the substitution a `%#@name@` token in the cell's text refers to: `argNum` is the
  /// token's position among the text's argument placeholders (or its own `%n$`), the format
  /// specifier `lld`, and one `new` plural form `%arg` per category the language needs.
  /// Nil when the substitution exists or no value of the cell holds the token.
  public func changeAddingSubstitution(named name: String, key: String, language: String) -> CatalogChange? {
    changingLocalization(key: key, language: language, label: "add substitution \(name) to \(language) of \"\(key)\"") {
      localization in
      guard localization.substitutions?[name] == nil else { return false }
      let values = localization.leaves.map(\.value)
      guard let argNum = values.lazy.compactMap({ SubstitutionTokens.argumentNumber(of: name, in: $0) }).first else {
        return false
      }
      let forms = PluralForms.categories(for: language).map { ($0, Localization(value: "%arg", state: .new)) }
      var substitutions = localization.substitutions ?? KeyedList()
      substitutions[name] = Substitution(argNum: argNum, formatSpecifier: "lld", variations: Variations(plural: KeyedList(forms)))
      localization.substitutions = substitutions
      return true
    }
  }

  /// Removes a substitution (and the `substitutions` member with its last one).
  public func changeRemovingSubstitution(named name: String, key: String, language: String) -> CatalogChange? {
    changingLocalization(key: key, language: language, label: "remove substitution \(name) from \(language) of \"\(key)\"") {
      localization in
      guard var substitutions = localization.substitutions, substitutions[name] != nil else { return false }
      substitutions[name] = nil
      localization.substitutions = substitutions.isEmpty ? nil : substitutions
      return true
    }
  }
}

extension Localization {
  /// Names used by `%#@name@` tokens in any of the cell's values (its text, its forms, and the
  /// forms of other substitutions), in order of first use.
  public var substitutionTokenNames: [String] {
    var names: [String] = []
    for leaf in leaves {
      for name in SubstitutionTokens.names(in: leaf.value) where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// Substitutions no token refers to: the app never shows them.
  public var unreferencedSubstitutionNames: [String] {
    guard let substitutions else { return [] }
    let used = substitutionTokenNames
    return substitutions.keys.filter { !used.contains($0) }
  }

  /// Tokens with no substitution behind them: the app would show the raw `%#@name@`.
  public var undefinedSubstitutionNames: [String] {
    substitutionTokenNames.filter { substitutions?[$0] == nil }
  }
}

/// Reading `%#@name@` tokens with the same parser lint uses, so both agree on what a token is.
public enum SubstitutionTokens {
  public static func names(in text: String) -> [String] {
    guard text.utf8.contains(UInt8(ascii: "#")) else { return [] }
    return FormatParser.placeholders(in: text).compactMap { $0.kind == .substitution ? $0.name : nil }
  }

  /// The 1-based argument the token for `name` reads: its own `%n$` when numbered, else its place
  /// among the text's placeholders that take an argument. Nil when the text has no such token.
  public static func argumentNumber(of name: String, in text: String) -> Int? {
    let arguments = FormatParser.placeholders(in: text).filter(\.takesArgument)
    guard let index = arguments.firstIndex(where: { $0.kind == .substitution && $0.name == name }) else { return nil }
    return arguments[index].position ?? index + 1
  }
}
