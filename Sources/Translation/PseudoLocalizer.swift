import StringCatalog

/// Pseudo-localization for testing layouts: accented look-alike letters, about 40 % longer,
/// wrapped in `⟦ ⟧` (so truncation shows), right-to-left marks around it for ar, he, fa and ur.
/// Placeholders, substitution tokens and do-not-translate terms stay byte for byte.
package enum PseudoLocalizer {
  package static func localize(_ text: String, language: String, keeping terms: [String] = []) -> String {
    guard !text.isEmpty else { return text }
    let kept = ProtectedSpans.ranges(in: text, terms: terms)
    var output = ""
    var letters = 0
    var offset = 0
    var range = 0
    for scalar in text.unicodeScalars {
      let width = String(scalar).utf8.count
      while range < kept.count && kept[range].upperBound <= offset { range += 1 }
      let isKept = range < kept.count && kept[range].contains(offset)
      if !isKept, let accented = accents[scalar] {
        output.unicodeScalars.append(accented)
        letters += 1
      } else {
        output.unicodeScalars.append(scalar)
        if !isKept && scalar.properties.isAlphabetic { letters += 1 }
      }
      offset += width
    }
    let padding = String(repeating: "~", count: (letters * 2 + 4) / 5)
    let wrapped = "⟦" + output + padding + "⟧"
    return rightToLeft.contains(baseLanguage(language)) ? "\u{200F}" + wrapped + "\u{200F}" : wrapped
  }

  private static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur"]

  private static func baseLanguage(_ code: String) -> String {
    String(code.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let accented = Array("áƀçďéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}

/// The `pseudo` provider: no network, the same output for the same input.
package struct PseudoProvider: TranslationProvider {
  package init() {}

  package func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply {
    TranslationReply(
      values: Dictionary(uniqueKeysWithValues: batch.items.map { ($0.id, Self.value(for: $0, batch.targetLanguage)) }))
  }

  static func value(for item: TranslationItem, _ language: String) -> TranslationText {
    switch item.source {
    case .single(let text):
      return .single(PseudoLocalizer.localize(text, language: language, keeping: item.keptTerms))
    case .plural(let forms):
      return .plural(
        item.categories.map { category in
          let source = forms.first { $0.category == category } ?? forms.first { $0.category == "other" } ?? forms.last
          return PluralForm(
            category: category,
            text: PseudoLocalizer.localize(source?.text ?? "", language: language, keeping: item.keptTerms))
        })
    }
  }
}
