import Foundation

/// `--mcp`: the agent server (`glossa mcp`, issue 32) as an agent meets it, over (a) the 60
/// app-shaped catalogs of `--workspace` and (b) one 20,000 keys × 30 languages catalog. The real
/// binary runs as a child over pipes and is spoken to as raw JSON-RPC; each figure is the wall
/// time from writing a request to reading its answer, so it includes the protocol's JSON both ways.
enum MCPBenchmark {
  static let laterCalls = 20

  static func run(folder: String, quick: Bool) {
    guard FileManager.default.isExecutableFile(atPath: glossaExecutable()) else {
      return print("(\(glossaExecutable()) not built: run `swift build -c release` first)")
    }
    let app = WorkspaceBenchmark.shapes(quick: quick)[0]
    let appRoot = folder + "/mcp-app"
    let appBytes = WorkspaceBenchmark.generate(sizes: app.sizes, bytesPerKey: WorkspaceBenchmark.bytesPerKey, in: appRoot)
    print("== glossa mcp: \(app.sizes.count) catalogs, app-shaped, \(megabytes(appBytes)) MB, \(WorkspaceBenchmark.languages) languages")
    measure(root: appRoot, scratch: folder)

    let (keys, languages) = quick ? (2_000, 10) : (20_000, 30)
    let largeRoot = folder + "/mcp-large"
    try? FileManager.default.createDirectory(atPath: largeRoot, withIntermediateDirectories: true)
    let bytes = BenchmarkCatalog.generate(keys: keys, languages: languages)
    guard FormatBenchmark.write(bytes, to: largeRoot + "/Localizable.xcstrings") else {
      return print("mcp benchmark: could not write its catalog")
    }
    print("== glossa mcp: one catalog, \(keys) keys × \(languages) languages, \(megabytes(bytes.count)) MB")
    measure(root: largeRoot, scratch: folder)
  }

  /// Every figure over one workspace, from one server process.
  private static func measure(root: String, scratch: String) {
    sync()
    print("(load now \(FormatBenchmark.loadAverage()))")
    guard let server = MCPServerProcess(glossa: glossaExecutable(), path: root) else {
      return print("  could not start glossa mcp")
    }
    defer { server.finish() }
    guard let initialized = server.initialize() else { return print("  initialize: no answer") }
    print("  initialize answered \(milliseconds(initialized.seconds)) ms after the process started (it reads the workspace first)")
    guard let listed = server.call("list_catalogs", ["limit": 500]), let catalogs = listed.toolResult?["catalogs"] as? [[String: Any]]
    else { return print("  list_catalogs: no answer") }
    print(
      "  first tools/call (list_catalogs, \(catalogs.count) catalogs) answered \(milliseconds(server.secondsSinceStart)) ms after the start (the call: \(figure(listed)))"
    )
    // The largest catalog: its languages for the reads, and it takes the write.
    guard let largest = catalogs.max(by: { ($0["entries"] as? Int ?? 0) < ($1["entries"] as? Int ?? 0) }),
      let path = largest["path"] as? String, let source = largest["sourceLanguage"] as? String
    else { return print("  list_catalogs: no catalog") }
    let languages = (largest["languages"] as? [String] ?? []).filter { $0 != source }
    guard !languages.isEmpty else { return print("  \(path): no language but the source") }
    let listedItems = getStrings(server, languages: languages)
    getContext(server, items: listedItems)
    // German first, then the others, until 100 strings are found (one language of a small catalog has fewer).
    let order = languages.filter { $0 == "de" } + languages.filter { $0 != "de" }
    MCPSubmitBenchmark(server: server, root: root, catalog: path, scratch: scratch).run(languages: order)
  }

  /// A first page of 50, then the next pages of that listing (an agent paging through what needs
  /// work), then pages of other languages and cursors (each language a listing of its own, whose
  /// first page scans the catalogs); returns the items seen, whose keys `get_context` asks about.
  private static func getStrings(_ server: MCPServerProcess, languages: [String]) -> [[String: Any]] {
    guard let first = server.call("get_strings", ["language": languages[0], "limit": 50]), let result = first.toolResult else {
      print("  get_strings: no answer")
      return []
    }
    var items = result["items"] as? [[String: Any]] ?? []
    let total = result["total"] as? Int ?? 0
    var next: [MCPServerProcess.Answer] = []
    for call in 0..<laterCalls {
      let cursor = String(50 * (1 + call % max(1, total / 50)))
      guard let answer = server.call("get_strings", ["language": languages[0], "limit": 50, "cursor": cursor]) else { break }
      next.append(answer)
    }
    var later: [MCPServerProcess.Answer] = []
    var listed = items.count
    for call in 0..<laterCalls {
      let language = languages[(call + 1) % languages.count]
      let cursor = String(50 * (1 + call % 4))
      guard let answer = server.call("get_strings", ["language": language, "limit": 50, "cursor": cursor]),
        let page = answer.toolResult?["items"] as? [[String: Any]]
      else { break }
      later.append(answer)
      listed += page.count
      items += page
    }
    print(
      "  get_strings, pages of 50: first \(figure(first)) (\(total) cells need work in \(languages[0])); "
        + "\(summary(next)) over the next \(next.count) pages of that listing (goal < 20 ms median)")
    print(
      "  get_strings, other listings: \(summary(later)) over \(later.count) pages of \(min(languages.count, laterCalls)) languages, \(listed) items")
    return items
  }

  /// The first call (which builds the workspace's translation memory), then different keys.
  private static func getContext(_ server: MCPServerProcess, items: [[String: Any]]) {
    var seen: Set<String> = []
    let cells = items.filter { item in
      guard let catalog = item["catalog"] as? String, let key = item["key"] as? String else { return false }
      return seen.insert(catalog + "\n" + key).inserted
    }.prefix(laterCalls + 1)
    guard cells.count > 1 else { return print("  get_context: too few keys listed") }
    var later: [MCPServerProcess.Answer] = []
    var first: MCPServerProcess.Answer?
    var similar = 0
    for cell in cells {
      let arguments: [String: Any] = ["catalog": cell["catalog"] ?? "", "key": cell["key"] ?? "", "language": cell["language"] ?? ""]
      guard let answer = server.call("get_context", arguments), let context = answer.toolResult else {
        return print("  get_context: \(server.call("get_context", arguments)?.problem ?? "no answer")")
      }
      similar += (context["similar"] as? [Any])?.count ?? 0
      if first == nil { first = answer } else { later.append(answer) }
    }
    print(
      "  get_context with a language: first \(first.map(figure) ?? "?") (builds the translation memory); "
        + "\(summary(later)) over \(later.count) other keys, \(similar / cells.count) similar strings each (goal < 20 ms)")
  }

  /// `W ms (CPU C ms)`: the wall time and the server's CPU time of one call.
  static func figure(_ answer: MCPServerProcess.Answer) -> String {
    "\(milliseconds(answer.seconds)) ms" + (answer.cpuSeconds.map { " (CPU \(milliseconds($0)) ms)" } ?? "")
  }

  /// `median M ms (p90 P, max X; CPU median C ms)`, p90 only of ten or more.
  static func summary(_ answers: [MCPServerProcess.Answer]) -> String {
    let sorted = answers.map(\.seconds).sorted()
    let cpu = answers.compactMap(\.cpuSeconds).sorted()
    let cpuText = cpu.isEmpty ? "" : "; CPU median \(milliseconds(EditorBenchmark.percentile(cpu, 0.5))) ms"
    // A p90 of a few runs would only repeat the largest.
    let p90 = sorted.count < 10 ? "" : "p90 \(milliseconds(EditorBenchmark.percentile(sorted, 0.9))), "
    return "median \(milliseconds(EditorBenchmark.percentile(sorted, 0.5))) ms (\(p90)max \(milliseconds(sorted.last ?? 0))\(cpuText))"
  }
}
