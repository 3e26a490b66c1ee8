import Foundation
import StringCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama, LM Studio,
/// llama.cpp's server): the instructions in the system message, the batch document as the user
/// message, JSON output asked for, and the reply document read from the first choice's content.
package struct OpenAIProvider: TranslationProvider {
  package static let defaultBaseURL = "https://api.openai.com/v1"
  package static let defaultModel = "gpt-4o-mini"
  package static let keySource = APIKeySource(specificVariable: "OPENAI_API_KEY")

  let endpoint: URL
  let model: String
  let key: String?
  let client: HTTPClient

  /// Fails (as bad configuration) for a URL that is neither https nor loopback http, and for a
  /// remote endpoint without a key; a local server (Ollama…) needs none.
  package init(
    baseURL: String?, model: String?, environment: [String: String], policy: HTTPRetryPolicy = HTTPRetryPolicy()
  ) throws(TranslationProviderError) {
    let base = baseURL ?? Self.defaultBaseURL
    let url: URL
    switch EndpointRule.check(base) {
    case .success(let checked): url = checked
    case .failure(let error): throw error
    }
    let key = Self.keySource.key(in: environment)
    if key == nil && !EndpointRule.isLoopback(url.host ?? "") {
      throw .authentication("no API key: \(Self.keySource.hint)")
    }
    endpoint = url.appendingPathComponent("chat/completions")
    self.model = model ?? Self.defaultModel
    self.key = key
    client = HTTPClient(policy: policy, authenticationHint: Self.keySource.hint, secret: key)
  }

  package func translate(_ batch: TranslationBatch) async throws(TranslationProviderError) -> TranslationReply {
    var request = URLRequest(url: endpoint)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let key { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
    request.httpBody = Data(requestBody(batch).utf8)
    let data = try await client.send(request)
    let content = try Self.content(of: data)
    do {
      return try TranslationReply.parse(content)
    } catch {
      throw .badReply(error.message)
    }
  }

  func requestBody(_ batch: TranslationBatch) -> String {
    let messages: [JSONValue] = [
      .object([JSONMember("role", .string("system")), JSONMember("content", .string(TranslationInstructions.system))]),
      .object([JSONMember("role", .string("user")), JSONMember("content", .string(batch.document))]),
    ]
    return CompactJSON.text(
      .object([
        JSONMember("model", .string(model)),
        JSONMember("messages", .array(messages)),
        JSONMember("response_format", .object([JSONMember("type", .string("json_object"))])),
        JSONMember("temperature", .number("0")),
      ]))
  }

  /// `choices[0].message.content`.
  static func content(of data: Data) throws(TranslationProviderError) -> String {
    let object = try? JSONSerialization.jsonObject(with: data)
    guard let root = object as? [String: Any], let choices = root["choices"] as? [Any],
      let first = choices.first as? [String: Any], let message = first["message"] as? [String: Any],
      let content = message["content"] as? String
    else {
      throw .badReply("the server's answer has no choices[0].message.content")
    }
    return content
  }
}
