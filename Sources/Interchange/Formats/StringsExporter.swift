import StringCatalog

/// `strings`: `<lang>.lproj/<table>.strings` for plain values and `<table>.stringsdict` for plural,
/// device and substitution values — the reverse of `glossa import`. Each language's own values
/// only (an app's bundle falls back by itself).
package enum StringsExporter {
  /// The variable name a plain plural value gets in `.stringsdict` (its format is `%#@value@`).
  static let pluralVariable = "value"

  package static func export(_ catalog: Catalog, settings: ExportSettings) -> ExportResult {
    let content = PackContent(catalog: catalog, settings: settings)
    var result = ExportResult()
    for language in content.languages {
      var strings = ""
      var dict = ""
      for (key, value) in zip(content.keys, content.own[language] ?? []) {
        guard let value else { continue }
        if case .text(let text, _) = value {
          strings += line(key: key, value: text)
        } else if XMLText.hasForbiddenCharacters(key) || value.leaves.contains(where: { XMLText.hasForbiddenCharacters($0.text) }) {
          result.warnings.append("\"\(key)\" (\(language)): holds a control character a .stringsdict cannot carry; left out")
        } else {
          dict += dictEntry(key: key, value: value)
        }
      }
      let folder = "\(language).lproj/"
      if !strings.isEmpty { result.files.append(ExportFile(path: folder + settings.name + ".strings", bytes: Array(strings.utf8))) }
      if !dict.isEmpty {
        let document = """
          <?xml version="1.0" encoding="UTF-8"?>
          <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
          <plist version="1.0">
          <dict>

          """ + dict + "</dict>\n</plist>\n"
        result.files.append(ExportFile(path: folder + settings.name + ".stringsdict", bytes: Array(document.utf8)))
      }
    }
    return result
  }

  /// `"key" = "value";` with the escapes a .strings reader undoes.
  package static func line(key: String, value: String) -> String {
    "\"\(escape(key))\" = \"\(escape(value))\";\n"
  }

  static func escape(_ text: String) -> String { BackslashEscapes.escape(text) }

  /// One key of a `.stringsdict` (inside the top dict).
  package static func dictEntry(key: String, value: PackValue) -> String {
    var text = ""
    PlistNode.dict([(key, .dict(members(of: value)))]).writeMembers(into: &text)
    return text
  }

  /// A value's dict members. A device form is a string, or (holding plural variations or
  /// substitutions) a dict of its own format and variables, as Xcode writes
  /// NSStringDeviceSpecificRuleType and `glossa import` reads it.
  private static func members(of value: PackValue) -> [(String, PlistNode)] {
    var members: [(String, PlistNode)] = []
    switch value {
    case .text(let text, _): members = [("NSStringLocalizedFormatKey", .string(text))]
    case .plural(let forms):
      members = [
        ("NSStringLocalizedFormatKey", .string("%#@\(pluralVariable)@")),
        (pluralVariable, variable(forms, specifier: specifier(in: forms))),
      ]
    case .device(let forms):
      members = [("NSStringDeviceSpecificRuleType", .dict(forms.map { name, form in
        if case .text(let text, _) = form { return (name, PlistNode.string(text)) }
        return (name, PlistNode.dict(self.members(of: form)))
      }))]
    case .format(let format, let substitutions):
      if case .text(let text, _) = format { members.append(("NSStringLocalizedFormatKey", .string(text))) }
      for substitution in substitutions {
        guard case .plural(let forms) = substitution.forms else { continue }
        members.append((substitution.name, variable(forms, specifier: substitution.formatSpecifier ?? specifier(in: forms))))
      }
    }
    return members
  }

  private static func variable(_ forms: [(String, PackValue)], specifier: String) -> PlistNode {
    let texts: [(String, PlistNode)] = forms.compactMap { name, form in
      if case .text(let text, _) = form { return (name, .string(text)) }
      return nil
    }
    return .dict(
      [("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string(specifier))]
        + texts)
  }

  /// The conversion of the first integer specifier in the forms (`%lld` → `lld`), else `lld`.
  private static func specifier(in forms: [(String, PackValue)]) -> String {
    for (_, form) in forms {
      guard case .text(let text, _) = form else { continue }
      let scalars = Array(text.unicodeScalars)
      var index = 0
      while index < scalars.count {
        if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] != "%" {
          var end = index + 1
          while end < scalars.count, "0123456789$.-+ #lhqzjt".unicodeScalars.contains(scalars[end]) { end += 1 }
          if end < scalars.count, "diuoxX".unicodeScalars.contains(scalars[end]) {
            let body = String(String.UnicodeScalarView(scalars[(index + 1)...end]))
            return String(body.drop { "0123456789$".contains($0) })
          }
        }
        index += 1
      }
    }
    return "lld"
  }
}

extension PlistNode {
  /// A dict's members at one level of indentation, without the enclosing `<dict>`.
  func writeMembers(into text: inout String) {
    guard case .dict(let members) = self else { return }
    for (key, value) in members {
      text += "\t<key>" + XMLText.escape(key) + "</key>\n"
      value.write(into: &text, level: 1)
    }
  }
}
