import FakeHTTPServer
import Foundation
import StringCatalog
import Translation
import XCTest

/// DeepL v2 against a fake server: placeholders travel as `<x>` tags, plurals as one text per
/// target category.
final class DeepLProviderTests: XCTestCase {
  func testPlaceholdersAsIgnoredTagsAndPluralsFormByForm() async throws {
    let server = try FakeHTTPServer { request in
      let body = (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]) ?? [:]
      let texts = body["text"] as? [String] ?? []
      let translated = texts.map { ["detected_source_language": "EN", "text": "DE:" + $0] }
      let data = (try? JSONSerialization.data(withJSONObject: ["translations": translated])) ?? Data()
      return FakeHTTPServer.Response(body: String(decoding: data, as: UTF8.self))
    }
    defer { server.stop() }
    let catalog = try TranslationFixtures.catalog()
    let cells = [
      TranslationCell(key: "Delete %@?", language: "de-CH"), TranslationCell(key: "stops", language: "de-CH"),
    ]
    let batch = try XCTUnwrap(
      TranslationBatching.batches(for: cells, in: catalog, guide: TranslationGuide(style: ["de": "informal"]), size: 15)
        .first)
    let provider = try DeepLProvider(
      baseURL: server.baseURL, environment: ["DEEPL_AUTH_KEY": "abc:fx"],
      policy: HTTPRetryPolicy(sleep: { _ in }))
    let reply = try await provider.translate(batch)
    XCTAssertEqual(reply.values["1"], .single("DE:Delete %@?"))
    XCTAssertEqual(
      reply.values["2"],
      .plural([PluralForm(category: "one", text: "DE:%lld stop"), PluralForm(category: "other", text: "DE:%lld stops")])
    )
    let request = try XCTUnwrap(server.requests.first)
    XCTAssertEqual(request.path, "/v2/translate")
    XCTAssertEqual(request.headers["authorization"], "DeepL-Auth-Key abc:fx")
    let body = try XCTUnwrap(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    XCTAssertEqual(body["text"] as? [String], ["Delete <x>%@</x>?", "<x>%lld</x> stop", "<x>%lld</x> stops"])
    XCTAssertEqual(body["target_lang"] as? String, "DE-CH")
    XCTAssertEqual(body["source_lang"] as? String, "EN")
    XCTAssertEqual(body["tag_handling"] as? String, "xml")
    XCTAssertEqual(body["ignore_tags"] as? [String], ["x"])
    XCTAssertEqual(body["formality"] as? String, "prefer_less")
  }

  func testAMissingKeyIsAnAuthenticationErrorNamingTheVariable() {
    do throws(TranslationProviderError) {
      _ = try DeepLProvider(baseURL: nil, environment: [:])
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, .authentication("no API key: set DEEPL_AUTH_KEY (or GLOSSA_API_KEY) to a valid API key"))
    }
  }
}
