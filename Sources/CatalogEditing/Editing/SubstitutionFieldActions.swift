import CatalogModel
import CatalogFiles

/// Changing a substitution's `argNum` and `formatSpecifier`, each one undoable change. The
/// builders refuse what Xcode would not write, so the editor can never save a broken substitution.
extension Catalog {
  /// Why a typed argument number or format specifier was refused.
  public enum SubstitutionFieldError: Error, Equatable, Sendable {
    case notAPositiveInteger(String)
    case unknownSpecifier(String)
  }

  /// Sets the substitution's argument number. Nil when the key, cell or substitution is gone,
  /// or the number is already `argNum`.
  public func changeSettingSubstitutionArgNum(_ argNum: Int, name: String, key: String, language: String) -> CatalogChange? {
    guard argNum > 0 else { return nil }
    return changingLocalization(key: key, language: language, label: "set argNum of \(name) in \(language) of \"\(key)\"") {
      localization in
      guard var substitutions = localization.substitutions, var substitution = substitutions[name],
        substitution.argNum != argNum
      else { return false }
      substitution.argNum = argNum
      substitutions[name] = substitution
      localization.substitutions = substitutions
      return true
    }
  }

  /// Sets the substitution's format specifier (`lld`, `d`, `@`…, without the `%`). Nil when
  /// the key, cell or substitution is gone, the specifier is not one the format parser reads as
  /// a single argument, or it is unchanged.
  public func changeSettingSubstitutionFormat(_ specifier: String, name: String, key: String, language: String) -> CatalogChange? {
    guard Self.isSubstitutionFormat(specifier) else { return nil }
    return changingLocalization(key: key, language: language, label: "set format of \(name) in \(language) of \"\(key)\"") {
      localization in
      guard var substitutions = localization.substitutions, var substitution = substitutions[name],
        substitution.formatSpecifier != specifier
      else { return false }
      substitution.formatSpecifier = specifier
      substitutions[name] = substitution
      localization.substitutions = substitutions
      return true
    }
  }

  /// A typed argument number: digits only (no sign, no spaces inside), greater than zero.
  public static func parseSubstitutionArgNum(_ text: String) -> Result<Int, SubstitutionFieldError> {
    let trimmed = text.trimmingSpaces
    guard !trimmed.isEmpty, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(trimmed), number > 0
    else { return .failure(.notAPositiveInteger(text)) }
    return .success(number)
  }

  /// A typed format specifier: letters and `@` only (Xcode writes it without the `%`), and one
  /// the format parser reads as a single argument (`lld`, `d`, `u`, `f`, `@`, `x`…).
  public static func parseSubstitutionFormat(_ text: String) -> Result<String, SubstitutionFieldError> {
    let trimmed = text.trimmingSpaces
    guard isSubstitutionFormat(trimmed) else { return .failure(.unknownSpecifier(text)) }
    return .success(trimmed)
  }

  package static func isSubstitutionFormat(_ specifier: String) -> Bool {
    let allowed = !specifier.isEmpty && specifier.utf8.allSatisfy { byte in
      (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x40
    }
    return allowed && FormatParser.substitutionSpecifier(specifier) != nil
  }
}

extension String {
  /// Without leading and trailing spaces and tabs (a prompt's stray blanks are not part of a value).
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
