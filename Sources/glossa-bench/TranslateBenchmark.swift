import FakeHTTPServer
import Foundation

/// `glossa translate` of 1,000 strings into one language against a fake OpenAI-compatible
/// server on 127.0.0.1 (batches of 15, --jobs 4): the pipeline's own cost (documents,
/// validation, a guarded save after every batch), then with a simulated model latency.
enum TranslateBenchmark {
  static func run(folder: String, strings: Int = 1_000) {
    print("== glossa translate: \(strings) strings into de, --jobs 4, fake server on 127.0.0.1")
    for latency in [0, 200] {
      let path = folder + "/translate-\(latency).xcstrings"
      guard (try? Data(catalog(strings: strings).utf8).write(to: URL(fileURLWithPath: path))) != nil else { return }
      guard
        let server = try? FakeHTTPServer(handler: { request in
          if latency > 0 { usleep(useconds_t(latency * 1000)) }
          guard let batch = FakeChatCompletions.batchDocument(of: request) else {
            return FakeHTTPServer.Response(status: 400, body: "{}")
          }
          return FakeChatCompletions.answer(FakeChatCompletions.replyDocument(for: batch) { "DE " + $0 })
        })
      else {
        print("(could not start the fake server)")
        return
      }
      setenv("OPENAI_API_KEY", "bench-key", 1)
      let arguments = [
        glossaExecutable(), "translate", "--base-url", server.baseURL + "/v1", "--jobs", "4", "--languages", "de", path,
      ]
      if let child = ChildProcess.measure(arguments: arguments) {
        let requests = server.requests.count
        print(
          String(
            format: "translate, %d ms per request: %.2f s for %d requests (%.0f strings/s), peak %.0f MB", latency,
            child.seconds,
            requests, Double(strings) / child.seconds, Double(child.peakBytes) / 1_048_576))
      }
      server.stop()
    }
  }

  /// Plain strings, every fifth with a placeholder, every tenth varying by plural.
  static func catalog(strings: Int) -> String {
    var entries: [String] = []
    for index in 0..<strings {
      let key = String(format: "string.%05d", index)
      let body: String
      if index % 10 == 0 {
        body =
          #"{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}},"fr":{"stringUnit":{"state":"translated","value":"x"}}}}"#
      } else if index % 5 == 0 {
        body =
          #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Delete %@ from trip \#(index)?"}}}}"#
      } else {
        body =
          #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Plan your next hike number \#(index)"}}}}"#
      }
      entries.append("\"\(key)\":\(body)")
    }
    // The seed makes de a catalog language; every other de cell is missing.
    return
      #"{"sourceLanguage":"en","version":"1.0","strings":{"seed":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},"#
      + entries.joined(separator: ",") + "}}"
  }
}
