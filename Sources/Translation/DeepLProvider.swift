import Foundation
import StringCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// DeepL API v2. Keys ending in `:fx` are free keys and use the free host. Placeholders and
/// do-not-translate terms travel as `<x>…</x>` with `tag_handling=xml` and `ignore_tags=x`, so
/// DeepL leaves them alone; plural items send one text per target category (the source's form
/// of that category, else its `other`).
package struct DeepLProvider: TranslationProvider {
  package static let keySource = APIKeySource(specificVariable: "DEEPL_AUTH_KEY")

  let endpoint: URL
  let key: String
  let client: HTTPClient

  package init(baseURL: String?, environment: [String: String], policy: HTTPRetryPolicy = HTTPRetryPolicy())
    throws(TranslationProviderError)
  {
    guard let key = Self.keySource.key(in: environment) else {
      throw .authentication("no API key: \(Self.keySource.hint)")
    }
    let base = baseURL ?? (key.hasSuffix(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com")
    switch EndpointRule.check(base) {
    case .success(let url): endpoint = url.appendingPathComponent("v2/translate")
    case .failure(let error): throw error
    }
    self.key = key
    client = HTTPClient(policy: policy, authenticationHint: Self.keySource.hint, secret: key)
  }

  package func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply {
    // One text per single item, one per category of a plural item, in item order.
    var texts: [String] = []
    for item in batch.items {
      for text in Self.sourceTexts(item) { texts.append(DeepLMarkup.protect(text, terms: item.keptTerms)) }
    }
    var members: [JSONMember] = [
      JSONMember("text", .array(texts.map { .string($0) })),
      JSONMember("source_lang", .string(Self.sourceCode(batch.sourceLanguage))),
      JSONMember("target_lang", .string(Self.targetCode(batch.targetLanguage))),
      JSONMember("tag_handling", .string("xml")),
      JSONMember("ignore_tags", .array([.string("x")])),
    ]
    if let context = batch.appDescription { members.append(JSONMember("context", .string(context))) }
    if let formality = Self.formality(batch.style) { members.append(JSONMember("formality", .string(formality))) }
    var request = URLRequest(url: endpoint)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("DeepL-Auth-Key \(key)", forHTTPHeaderField: "Authorization")
    request.httpBody = Data(CompactJSON.text(.object(members)).utf8)
    let data = try await client.send(request)
    let object = try? JSONSerialization.jsonObject(with: data)
    guard let root = object as? [String: Any], let list = root["translations"] as? [[String: Any]] else {
      throw .badReply("DeepL's answer has no translations")
    }
    let translated = list.compactMap { $0["text"] as? String }.map(DeepLMarkup.unprotect)
    guard translated.count == texts.count else {
      throw .badReply("DeepL returned \(translated.count) texts for \(texts.count)")
    }
    var values: [String: TranslationText] = [:]
    var next = 0
    for item in batch.items {
      switch item.source {
      case .single:
        values[item.id] = .single(translated[next])
        next += 1
      case .plural:
        values[item.id] = .plural(
          item.categories.map { category in
            defer { next += 1 }
            return PluralForm(category: category, text: translated[next])
          })
      }
    }
    return TranslationReply(values: values)
  }

  static func sourceTexts(_ item: TranslationItem) -> [String] {
    switch item.source {
    case .single(let text): return [text]
    case .plural(let forms):
      return item.categories.map { category in
        (forms.first { $0.category == category } ?? forms.first { $0.category == "other" } ?? forms.last)?.text ?? ""
      }
    }
  }

  /// DeepL's source languages have no region: `EN`, `PT`.
  static func sourceCode(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).uppercased()
  }

  /// `de` → `DE`, `pt-BR` → `PT-BR`, `zh-Hans` → `ZH-HANS`.
  static func targetCode(_ language: String) -> String {
    language.replacingOccurrences(of: "_", with: "-").uppercased()
  }

  /// "informal, tú" → prefer_less; "formal" → prefer_more; anything else: DeepL's default.
  static func formality(_ style: String?) -> String? {
    guard let style = style?.lowercased() else { return nil }
    if style.contains("informal") { return "prefer_less" }
    if style.contains("formal") { return "prefer_more" }
    return nil
  }
}

/// Text ↔ DeepL's XML: `&`, `<`, `>` escaped, placeholders and kept terms inside `<x>` tags.
enum DeepLMarkup {
  static func protect(_ text: String, terms: [String]) -> String {
    let utf8 = Array(text.utf8)
    let ranges = ProtectedSpans.ranges(in: text, terms: terms)
    var output = ""
    var position = 0
    for range in ranges where range.lowerBound >= position {
      output += escape(String(decoding: utf8[position..<range.lowerBound], as: UTF8.self))
      output += "<x>" + escape(String(decoding: utf8[range], as: UTF8.self)) + "</x>"
      position = range.upperBound
    }
    output += escape(String(decoding: utf8[position...], as: UTF8.self))
    return output
  }

  static func unprotect(_ text: String) -> String {
    text.replacingOccurrences(of: "<x>", with: "").replacingOccurrences(of: "</x>", with: "")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
