/// The languages file of a pack (`<name>-languages.json` or `languages.json`).
public struct PackManifest: Sendable, Equatable, Decodable {
  public static let formatIdentifier = "glossa-pack-1"

  public enum Layout: String, Sendable, Decodable {
    case json
    case keysOnce = "keys-once"
  }

  public struct Language: Sendable, Equatable, Decodable {
    public var code: String
    public var coverage: Double
    /// Starts with `code`, ends with the source language.
    public var fallback: [String]
    public var pluralRules: [String: String]
    /// SHA-256 of `<name>-<code>.json` (lowercase hex), when exported with `--hashes`: an
    /// unchanged hash needs no request, and downloaded bytes must match it.
    public var sha256: String?
  }

  public var format: String
  public var layout: Layout
  public var name: String?
  public var sourceLanguage: String
  public var languages: [Language]

  public func language(_ code: String) -> Language? {
    languages.first { $0.code == code }
  }

  /// The fallback chain of `code` as the runtime walks it: the language, its
  /// listed chain, then the source language, each once and only languages the
  /// pack has.
  public func chain(for code: String) -> [String] {
    var chain: [String] = []
    for candidate in [code] + (language(code)?.fallback ?? []) + [sourceLanguage]
    where !chain.contains(candidate) && language(candidate) != nil {
      chain.append(candidate)
    }
    return chain
  }

  /// The pack language that best serves `preferredLanguages` (most preferred
  /// first, as `Locale.preferredLanguages`): for each preferred tag in turn,
  /// the tag itself, then its parents (zh-Hant-HK → zh-Hant → zh), then a
  /// pack language that is a regional form of it (pt → pt-BR). Tags compare
  /// case-insensitively, "_" as "-". None matching: the source language.
  public func bestLanguage(for preferredLanguages: [String]) -> String {
    let codes = languages.map(\.code)
    let normalizedCodes = codes.map(LanguageTag.normalized)
    for preferred in preferredLanguages {
      let tag = LanguageTag.normalized(preferred)
      for candidate in LanguageTag.truncations(of: tag) {
        if let index = normalizedCodes.firstIndex(of: candidate) { return codes[index] }
      }
      if let index = normalizedCodes.firstIndex(where: { LanguageTag.truncations(of: $0).contains(tag) }) {
        return codes[index]
      }
    }
    return language(sourceLanguage) != nil ? sourceLanguage : codes.first ?? sourceLanguage
  }
}

enum LanguageTag {
  /// A well-formed BCP 47 tag (RFC 5646 syntax: `en`, `pt-BR`, `es-419`, `zh-Hant-HK`,
  /// `de-CH-1996`): ASCII letters, digits and hyphens only, so never empty, `..`, a path or a
  /// name with `/`, NUL or a line break, and short enough for a file name.
  static func isSafe(_ tag: String) -> Bool {
    guard tag.utf8.count <= 64, tag.unicodeScalars.allSatisfy({ $0.isASCII }) else { return false }
    return tag.range(of: wellFormed, options: [.regularExpression, .caseInsensitive]) != nil
  }

  // language (2–3 letters with up to three extlangs, or 4–8 letters), script, region,
  // variants, extensions, private use; or a private-use tag alone.
  private static let wellFormed =
    "^(([a-z]{2,3}(-[a-z]{3}){0,3}|[a-z]{4,8})(-[a-z]{4})?(-([a-z]{2}|[0-9]{3}))?"
    + "(-([a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(-[a-wyz0-9](-[a-z0-9]{2,8})+)*(-x(-[a-z0-9]{1,8})+)?"
    + "|x(-[a-z0-9]{1,8})+)$"

  static func normalized(_ tag: String) -> String {
    String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// "zh-hant-hk", "zh-hant", "zh".
  static func truncations(of tag: String) -> [String] {
    var parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    var result: [String] = []
    while !parts.isEmpty {
      result.append(parts.joined(separator: "-"))
      parts.removeLast()
    }
    return result
  }
}
