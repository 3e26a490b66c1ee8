/// The rewritings Xcode's XLIFF export applies to catalog text.
enum XcodeText {
  /// argNum and specifier per substitution name of a value.
  static func substitutions(_ value: PackValue) -> [String: (argNum: Int, specifier: String)] {
    guard case .format(_, let list) = value else { return [:] }
    var map: [String: (argNum: Int, specifier: String)] = [:]
    for substitution in list {
      if let argNum = substitution.argNum { map[substitution.name] = (argNum, substitution.formatSpecifier ?? "@") }
    }
    return map
  }

  /// `%#@NAME@` → `%N$#@NAME@` in a format string; `%arg` → `%N$spec` in a substitution's forms.
  static func positional(_ text: String, path: String, substitutions: [String: (argNum: Int, specifier: String)]) -> String {
    rewrite(text, path: path, substitutions: substitutions, toPositional: true)
  }

  /// The inverse, for text read back from such a file: `%N$#@NAME@` → `%#@NAME@`, `%N$spec` → `%arg`.
  static func unpositional(_ text: String, path: String, substitutions: [String: (argNum: Int, specifier: String)]) -> String {
    rewrite(text, path: path, substitutions: substitutions, toPositional: false)
  }

  private static func rewrite(
    _ text: String, path: String, substitutions: [String: (argNum: Int, specifier: String)], toPositional: Bool
  ) -> String {
    guard !substitutions.isEmpty else { return text }
    func swap(_ catalogForm: String, _ fileForm: String, in text: String) -> String {
      toPositional ? text.replacingEvery(catalogForm, with: fileForm) : text.replacingEvery(fileForm, with: catalogForm)
    }
    if path.hasPrefix("substitutions.") {
      guard let found = substitutions.first(where: { path.hasPrefix("substitutions.\(PackValue.pathName($0.key)).") })
      else { return text }
      return swap("%arg", "%\(found.value.argNum)$\(found.value.specifier)", in: text)
    }
    var result = text
    for (name, info) in substitutions {
      result = swap("%#@\(name)@", "%\(info.argNum)$#@\(name)@", in: result)
    }
    return result
  }
}

extension String {
  /// Plain substring replacement by code points (no Foundation, no canonical equivalence).
  func replacingEvery(_ target: String, with replacement: String) -> String {
    let source = Array(unicodeScalars)
    let pattern = Array(target.unicodeScalars)
    guard !pattern.isEmpty, source.count >= pattern.count else { return self }
    var out = String.UnicodeScalarView()
    var index = 0
    while index < source.count {
      if index + pattern.count <= source.count, Array(source[index..<index + pattern.count]) == pattern {
        out.append(contentsOf: replacement.unicodeScalars)
        index += pattern.count
      } else {
        out.append(source[index])
        index += 1
      }
    }
    return String(out)
  }
}
