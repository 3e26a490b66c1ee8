import CatalogModel
import LegacyFormats

/// Turns `.stringsdict` plural rules into catalog localizations, the way Xcode migrates them: one
/// variable becomes plural variations (the format's text around the token merged into each
/// form); several become substitutions whose forms say `%arg` for their own number. Device rules
/// become device variations, each form converted the same way.
package enum StringsDictConversion {
  package static let categories = ["zero", "one", "two", "few", "many", "other"]

  package static func localization(for entry: StringsDictFile.Entry) -> Localization {
    guard entry.devices.isEmpty else {
      let forms = entry.devices.map { ($0.name, localization(format: $0.format, variables: $0.variables)) }
      return Localization(variations: Variations(device: KeyedList(forms)))
    }
    return localization(format: entry.format, variables: entry.variables)
  }

  private static func localization(format: String, variables: [StringsDictFile.Variable]) -> Localization {
    guard !variables.isEmpty else { return Localization(value: format, state: .translated) }
    if variables.count == 1, let variable = variables.first, let token = tokenRange(of: variable.name, in: format) {
      var forms = KeyedList<Localization>()
      for category in categories {
        guard let text = variable.forms[category] else { continue }
        let merged = format.replacingCharacters(in: token, with: text)
        forms[category] = Localization(value: merged, state: .translated)
      }
      return Localization(variations: Variations(plural: forms))
    }
    var substitutions = KeyedList<Substitution>()
    let order = argumentOrder(in: format)
    for variable in variables {
      var forms = KeyedList<Localization>()
      let specifier = (variable.formatValueType ?? "d").replacingOccurrences(of: "%", with: "")
      for category in categories {
        guard let text = variable.forms[category] else { continue }
        forms[category] = Localization(value: replacingOwnPlaceholder(in: text, specifier: specifier), state: .translated)
      }
      substitutions[variable.name] = Substitution(
        argNum: order[variable.name], formatSpecifier: specifier, variations: Variations(plural: forms))
    }
    return Localization(stringUnit: StringUnit(state: .translated, value: format), substitutions: substitutions)
  }

  /// The range of `%#@name@` (or a positional `%1$#@name@`) in the format.
  package static func tokenRange(of name: String, in format: String) -> Range<String.Index>? {
    if let plain = format.range(of: "%#@\(name)@") { return plain }
    var search = format.startIndex
    while let end = format.range(of: "$#@\(name)@", range: search..<format.endIndex) {
      var start = end.lowerBound
      while start > format.startIndex, format[format.index(before: start)].isASCII, format[format.index(before: start)].isNumber {
        start = format.index(before: start)
      }
      if start > format.startIndex, format[format.index(before: start)] == "%" {
        return format.index(before: start)..<end.upperBound
      }
      search = end.upperBound
    }
    return nil
  }

  /// Which argument each `%#@name@` token consumes: explicit `%N$#@name@`, else its position among
  /// the format's placeholders (`%%` consumes none).
  package static func argumentOrder(in format: String) -> [String: Int] {
    var order: [String: Int] = [:]
    var argument = 0
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      guard characters[index] == "%" else {
        index += 1
        continue
      }
      index += 1
      guard index < characters.count else { break }
      if characters[index] == "%" {
        index += 1
        continue
      }
      var digits = ""
      var scan = index
      while scan < characters.count, characters[scan].isASCII, characters[scan].isNumber {
        digits.append(characters[scan])
        scan += 1
      }
      var explicit: Int?
      if !digits.isEmpty, scan < characters.count, characters[scan] == "$" {
        explicit = Int(digits)
        index = scan + 1
      }
      argument = explicit ?? argument + 1
      if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@" {
        var end = index + 2
        var name = ""
        while end < characters.count, characters[end] != "@" {
          name.append(characters[end])
          end += 1
        }
        order[name] = argument
        index = end + 1
      } else {
        // Skip flags, width, precision and length up to the conversion letter.
        while index < characters.count, !(characters[index].isLetter || characters[index] == "@") { index += 1 }
        while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
        index += 1
      }
    }
    return order
  }

  /// The first `%d`/`%ld`/`%1$ld`… placeholder of the variable's own type becomes `%arg`.
  package static func replacingOwnPlaceholder(in text: String, specifier: String) -> String {
    let candidates = ["%" + specifier] + (1...9).map { "%\($0)$" + specifier }
    for candidate in candidates {
      if let range = text.range(of: candidate) { return text.replacingCharacters(in: range, with: "%arg") }
    }
    return text
  }
}
