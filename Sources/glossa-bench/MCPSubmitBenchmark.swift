import Foundation
import StringCatalog

/// `submit_translations` of 100 drafts into one catalog (issue 32: dominated by its one save,
/// under 1.2× what `glossa format` takes to write that file). Each run writes into a fresh copy of
/// the catalog as it was generated, which the server reads in at the next call, before the timing.
struct MCPSubmitBenchmark {
  static let count = 100

  let server: MCPServerProcess
  let root: String
  /// The catalog as the server names it (relative to `root`).
  let catalog: String
  let scratch: String

  /// `languages` in the order their strings are taken until there are 100.
  func run(languages: [String]) {
    let path = root + "/" + catalog
    let original = scratch + "/mcp-original.xcstrings"
    guard FormatBenchmark.copyFile(path, to: original) else { return print("  submit_translations: could not copy \(catalog)") }
    var submits: [MCPServerProcess.Answer] = []
    var rereads: [MCPServerProcess.Answer] = []
    var submitted: [[String: Any]] = []
    for run in 0..<FormatBenchmark.runs {
      if run > 0 && !FormatBenchmark.copyFile(original, to: path) { return print("  submit_translations: could not restore \(catalog)") }
      guard let (listed, firstCall) = untranslated(languages) else { return }
      // The first call after the file was replaced read it in again.
      if run > 0 { rereads.append(firstCall) }
      submitted = MCPSubmission.items(from: listed, count: Self.count)
      sync()
      guard let answer = server.call("submit_translations", ["items": submitted]), let result = answer.toolResult else {
        return print("  submit_translations: no answer")
      }
      guard result["accepted"] as? Int == submitted.count else {
        let refusal = (result["results"] as? [[String: Any]])?.first { $0["error"] != nil }?["error"] ?? "?"
        return print("  submit_translations: \(result["accepted"] ?? 0) of \(submitted.count) accepted; first refusal: \(refusal)")
      }
      submits.append(answer)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let used = Set(submitted.compactMap { $0["language"] as? String })
    let submit = submits.map(\.seconds).sorted()[submits.count / 2]
    var line =
      "  submit_translations of \(submitted.count) items (\(languages.filter(used.contains).joined(separator: ", "))) into \(catalog), \(megabytes(size)) MB: "
      + "\(MCPBenchmark.summary(submits)), runs \(submits.map { milliseconds($0.seconds) }.joined(separator: ", ")) ms, each accepted whole"
    if let format = formatSeconds(original: original) {
      line += "; glossa format of that file \(milliseconds(format)) ms (a process, median of \(FormatBenchmark.runs)) → \(String(format: "%.2f", submit / format))× (goal < 1.2×)"
    }
    print(line)
    requestOnly(submitted)
    contextAfterWrite(submitted.first)
    if !rereads.isEmpty {
      print("  reading the catalog in again after it was replaced on disk (the get_strings that noticed): \(MCPBenchmark.summary(rereads))")
    }
  }

  /// The `missing` and `new` strings of the catalog, a language at a time until there are enough
  /// for a batch, and the first call's answer.
  private func untranslated(_ languages: [String]) -> (items: [[String: Any]], firstCall: MCPServerProcess.Answer)? {
    var listed: [[String: Any]] = []
    var firstCall: MCPServerProcess.Answer?
    for language in languages {
      for filter in ["missing", "new"] {
        let arguments: [String: Any] = ["language": language, "catalog": catalog, "filter": filter, "limit": 500]
        guard let answer = server.call("get_strings", arguments), let items = answer.toolResult?["items"] as? [[String: Any]] else {
          print("  get_strings \(filter): \(server.call("get_strings", arguments)?.problem ?? "no answer")")
          return nil
        }
        if firstCall == nil { firstCall = answer }
        listed += items
      }
      if MCPSubmission.items(from: listed, count: Self.count).count == Self.count { break }
    }
    return firstCall.map { (listed, $0) }
  }

  /// `get_context` right after a write, which drops the translation memory it then builds again.
  private func contextAfterWrite(_ item: [String: Any]?) {
    guard let item else { return }
    let arguments: [String: Any] = ["catalog": item["catalog"] ?? "", "key": item["key"] ?? "", "language": item["language"] ?? ""]
    guard let answer = server.call("get_context", arguments), answer.toolResult != nil else { return }
    print("  get_context right after a write: \(MCPBenchmark.figure(answer)) (the write dropped the translation memory)")
  }

  /// The same items naming a catalog the workspace lacks: each is refused before any check, so
  /// the time is that of the request itself (the protocol's decoding and the answer).
  private func requestOnly(_ items: [[String: Any]]) {
    let nowhere = items.map { item in item.merging(["catalog": "no-such.xcstrings"]) { $1 } }
    let answers = (0..<FormatBenchmark.runs).compactMap { _ -> MCPServerProcess.Answer? in
      guard let answer = server.call("submit_translations", ["items": nowhere]), answer.toolResult?["refused"] as? Int == items.count else { return nil }
      return answer
    }
    guard !answers.isEmpty else { return print("  submit_translations naming no catalog: not refused as expected") }
    print("  the same \(items.count) items naming no catalog (all refused unchecked, nothing saved), the request's own cost: \(MCPBenchmark.summary(answers))")
  }

  /// `glossa format` writing the catalog: as a process, on a copy with one separator changed near
  /// its start, so the formatter finds the file out of form at once and writes all of it.
  private func formatSeconds(original: String) -> Double? {
    guard var bytes = try? FileBytes.read(path: original) else { return nil }
    let separator: [UInt8] = Array("\" : ".utf8)
    guard let at = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
    bytes.remove(at: at + 1)
    let input = scratch + "/mcp-format-input.xcstrings"
    let copy = scratch + "/mcp-format.xcstrings"
    guard FormatBenchmark.write(bytes, to: input) else { return nil }
    let runs = (0..<FormatBenchmark.runs).compactMap { _ -> ChildProcess.Measurement? in
      guard FormatBenchmark.copyFile(input, to: copy) else { return nil }
      return FormatBenchmark.flushed(ChildProcess.measure(arguments: [glossaExecutable(), "format", copy]))
    }
    return FormatBenchmark.median(runs)?.seconds
  }
}
