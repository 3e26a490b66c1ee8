/// The languages a pack falls back through: the language, its `--fallback` targets, its locale
/// parents (pt-BR → pt, zh-Hant-HK → zh-Hant, es-419 → es), then the source language.
package enum FallbackChain {
  package static func chain(
    for language: String, explicit: [String: String], available: Set<String>, sourceLanguage: String
  ) -> [String] {
    var chain = [language]
    var current = language
    // Bounded: each language enters the chain once, so a cycle in --fallback ends.
    while true {
      let next = explicit[current] ?? parent(of: current)
      guard let next, !chain.contains(next) else { break }
      current = next
      if available.contains(next) || explicit[next] != nil || next == sourceLanguage { chain.append(next) }
    }
    if !chain.contains(sourceLanguage) { chain.append(sourceLanguage) }
    return chain
  }

  /// The locale's parent: the tag without its last subtag, except that a script is never dropped
  /// (zh-Hant is not zh, sr-Latn is not sr). nil for a bare language.
  package static func parent(of language: String) -> String? {
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard parts.count > 1, let last = parts.last else { return nil }
    let isScript = last.count == 4 && last.allSatisfy(\.isLetter) && parts.count == 2
    if isScript { return nil }
    return parts.dropLast().joined(separator: "-")
  }
}
